import type { Conversation, Message } from '@fractional/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type Answer, type ApiCall } from '../../../test/stub-api';
import { NOT_SENT } from '../hooks/use-outbox';
import { ME, buildConversation, buildMessage } from '../messages-test-utils';
import { ConversationThread, READ_ONLY_NOTICE } from './conversation-thread';

afterEach(() => vi.unstubAllGlobals());

const page = (messages: Message[], hasNextPage = false) => ({
  status: 200,
  body: { data: messages, hasNextPage },
});

function renderThread(conversation: Conversation, answer: (call: ApiCall) => Answer) {
  const calls = stubApi(answer);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ConversationThread conversation={conversation} myUserId={ME.userId} backTo="/client/messages" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

const messagesList = () => within(screen.getByRole('region', { name: 'Messages' })).getByRole('list');

describe('ConversationThread', () => {
  it('shows the newest page oldest first, and marks it read up to the newest when something was unread', async () => {
    const calls = renderThread(buildConversation(1, { unreadCount: 2 }), (call) => {
      if (call.method === 'GET') return page([buildMessage(12), buildMessage(11, { sender: ME })]);
      if (call.path === '/conversations/1/read') return { status: 204 };
      return undefined;
    });
    await screen.findByText('Message 12');
    const items = within(messagesList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Message 11'),
      expect.stringContaining('Message 12'),
    ]);
    expect(items[0]).toHaveTextContent(/^You/);
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'POST', path: '/conversations/1/read', body: { upTo: 12 } }),
    );
  });

  it('keeps a message that failed, with Retry, until it goes', async () => {
    let isDown = true;
    const calls = renderThread(buildConversation(1), (call) => {
      if (call.method === 'GET') return page([buildMessage(5)]);
      if (call.method === 'POST' && isDown) return { status: 503, body: { status: 503, message: 'down' } };
      return { status: 201, body: buildMessage(6, { sender: ME, body: 'Hello there' }) };
    });
    await screen.findByText('Message 5');
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hello there{Enter}');
    expect(await screen.findByText(NOT_SENT)).toBeInTheDocument();
    expect(screen.getByText('Hello there')).toBeInTheDocument();

    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(NOT_SENT)).not.toBeInTheDocument());
    expect(screen.queryByText('Sending…')).not.toBeInTheDocument();
    expect(within(messagesList()).getAllByRole('listitem')).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/conversations/1/messages', body: { body: 'Hello there' } },
      { method: 'POST', path: '/conversations/1/messages', body: { body: 'Hello there' } },
    ]);
  });

  it('tells a former squad member they can read but not write, with no composer', async () => {
    renderThread(buildConversation(1, { kind: 'squad', canWrite: false }), () => page([buildMessage(3)]));
    await screen.findByText('Message 3');
    expect(screen.getByText(READ_ONLY_NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('renders markup in a body as text, and its web address as a link to a new tab', async () => {
    const body = '<img src=x onerror=alert(1)> read https://example.com/a';
    renderThread(buildConversation(1), () => page([buildMessage(3, { body })]));
    const link = await screen.findByRole('link', { name: 'https://example.com/a' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(messagesList().querySelector('img')).toBeNull();
    expect(messagesList()).toHaveTextContent('<img src=x onerror=alert(1)> read https://example.com/a');
  });
});
