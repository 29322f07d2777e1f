import type { ActivityItem, Conversation, Message } from '@fractional/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import { ActivityFeed } from '../../activity/components/activity-feed';
import { LatestConversations } from '../../messages/components/latest-conversations';
import { renderWithClient } from '../../squads/squad-test-utils';
import { InfoPanel } from './info-panel';

afterEach(() => vi.unstubAllGlobals());

const ME = 1;
const person = (userId: number, firstName: string) => ({ userId, firstName, lastName: 'Test' });

function message(id: number, senderId: number, body: string): Message {
  return {
    id,
    conversationId: id,
    sender: person(senderId, senderId === ME ? 'Mere' : 'Tama'),
    body,
    createdAt: '2026-11-20T10:00:00.000Z',
  };
}

function conversation(id: number, last: Message | null, project = `Project ${id}`): Conversation {
  return {
    id,
    project: { id, name: project },
    kind: 'direct',
    invitationId: id,
    participants: [
      { ...person(ME, 'Mere'), role: 'client', canWrite: true },
      { ...person(2, 'Tama'), role: 'expert', canWrite: true },
    ],
    lastMessage: last,
    unreadCount: last && last.sender.userId !== ME ? 1 : 0,
    canWrite: true,
    lastActivityAt: '2026-11-20T10:00:00.000Z',
  };
}

function renderMessages(conversations: Conversation[]) {
  stubApi((call) =>
    call.path === '/conversations'
      ? { status: 200, body: { data: conversations, hasNextPage: false, unreadTotal: 1 } }
      : undefined,
  );
  renderWithClient(
    <InfoPanel title="Messages">
      <LatestConversations myUserId={ME} linkTo={(id) => `/c/${id}`} allTo="/messages" />
    </InfoPanel>,
  );
  return screen.getByRole('region', { name: 'Messages' });
}

describe('the dashboard’s Messages panel', () => {
  it('shows what others wrote, not the client’s own sent messages', async () => {
    const panel = renderMessages([
      conversation(1, message(11, ME, 'I sent this')),
      conversation(2, message(12, 2, 'Tama wrote this')),
      conversation(3, message(13, ME, 'I sent this too')),
    ]);
    expect(await within(panel).findByText(/: Tama wrote this$/, {}, { timeout: 5000 })).toBeVisible();
    expect(within(panel).queryByText(/I sent this/)).toBeNull();
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/c/2', '/messages']);
  });

  it('says nothing is new when the client had the last word everywhere', async () => {
    const panel = renderMessages([conversation(1, message(11, ME, 'I sent this'))]);
    expect(
      await within(panel).findByText('Nothing new: the latest word in your conversations is yours.'),
    ).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'All messages' })).toBeVisible();
  });
});

function activity(id: number, type: ActivityItem['type'], text: string, projectId = 5): ActivityItem {
  return {
    id,
    type,
    actor: null,
    project: { id: projectId, name: projectId === 5 ? 'Pricing' : 'SOC 2' },
    invitationId: null,
    text,
    createdAt: `2026-11-2${id % 10}T10:00:00.000Z`,
  };
}

describe('the dashboard’s Activity panel', () => {
  it('collapses repeated lines about one project: "3 new experts match …"', async () => {
    const match = 'A new expert matches Pricing: see the recommendations';
    stubApi((call) =>
      call.path === '/activity'
        ? {
            status: 200,
            body: {
              data: [
                activity(9, 'match.appeared', match),
                activity(8, 'match.appeared', match),
                activity(7, 'match.appeared', match),
                activity(6, 'match.appeared', 'A new expert matches SOC 2: see the recommendations', 6),
                activity(5, 'match.appeared', match),
              ],
              hasNextPage: false,
            },
          }
        : undefined,
    );
    renderWithClient(<ActivityFeed />);
    const lines = (await screen.findAllByRole('listitem')).map((item) => item.textContent?.split(': see')[0]);
    expect(lines).toEqual([
      '3 new experts match Pricing',
      'A new expert matches SOC 2',
      'A new expert matches Pricing',
    ]);
  });
});
