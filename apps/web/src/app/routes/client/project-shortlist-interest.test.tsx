import type { Interest, ShortlistEntry } from '@fractional/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildExpert, buildInvitation, page, renderWithClient } from '../../../features/squads/squad-test-utils';
import { stubApi, type Answer, type ApiCall } from '../../../test/stub-api';
import { ProjectInterest } from './project-interest';
import { ProjectShortlist } from './project-shortlist';

afterEach(() => vi.unstubAllGlobals());

const match = {
  score: 76,
  factors: [{ key: 'expertise' as const, score: 1, weight: 0.3, reason: 'Covers 1 of 1 expertise gaps: Fundraising' }],
};

function buildEntry(profileId: number, lastName: string, note: string | null = null): ShortlistEntry {
  return {
    id: profileId * 10,
    expert: buildExpert({ profileId, lastName }),
    note,
    match,
    createdAt: '2026-11-28T10:00:00.000Z',
  };
}

function buildInterest(overrides: Partial<Interest> = {}): Interest {
  return {
    id: 9,
    projectId: 7,
    expert: buildExpert({ profileId: 5, lastName: 'Keen' }),
    match,
    message: 'I raised two seed rounds for retailers.',
    hoursPerWeek: 15,
    hourlyRate: 1250.5,
    currency: 'EUR',
    status: 'pending',
    declineReason: null,
    invitationId: null,
    createdAt: '2026-11-28T10:00:00.000Z',
    ...overrides,
  };
}

const project = { id: 7, hoursPerWeek: 12, status: 'not_started' as const, visibility: 'open' as const };

function render(element: React.ReactNode, answer: (call: ApiCall) => Answer) {
  const calls = stubApi(answer);
  renderWithClient(element);
  return calls;
}

describe('the project page’s Shortlist', () => {
  it('shows each expert’s match card with the owner’s note, Invite and Remove (one DELETE)', async () => {
    let entries = [buildEntry(5, 'Fitwell', 'Met at the retail summit'), buildEntry(6, 'Other')];
    const calls = render(<ProjectShortlist project={project} />, (call) => {
      if (call.path === '/projects/7/shortlist') return page(entries);
      if (call.path === '/projects/7/invitations')
        return page([buildInvitation({ expert: buildExpert({ profileId: 6 }) })]);
      if (call.method === 'DELETE') {
        entries = entries.filter((entry) => entry.expert.profileId !== 5);
        return { status: 204 };
      }
      return undefined;
    });
    const card = await screen.findByRole('article', { name: 'Tama Fitwell' });
    expect(within(card).getByText('Met at the retail summit')).toBeVisible();
    expect(within(card).getByText('76')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Invite Tama Fitwell' })).toBeVisible();
    // An expert already invited reads as such, from the project's invitations.
    const other = screen.getByRole('article', { name: 'Tama Other' });
    await waitFor(() => expect(within(other).getByText('Invited')).toBeVisible());
    await userEvent.dblClick(within(card).getByRole('button', { name: 'Remove Tama Fitwell from the shortlist' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Tama Fitwell' })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/projects/7/shortlist/5', body: undefined },
    ]);
  });

  it('points to Find experts when nobody is shortlisted', async () => {
    render(<ProjectShortlist project={project} />, () => page([]));
    expect(await screen.findByText('No expert on the shortlist yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find experts' })).toHaveAttribute('href', '/client/experts');
  });
});

describe('the project page’s Interest', () => {
  it('shows the message, hours and asked rate in the project’s currency; Invite acts once and links the invitation', async () => {
    let interest = buildInterest();
    const calls = render(<ProjectInterest project={project} />, (call) => {
      if (call.path === '/projects/7/interest') return page([interest]);
      if (call.path === '/interest/9/invite') {
        interest = { ...interest, status: 'invited', invitationId: 44 };
        return { status: 201, body: buildInvitation({ id: 44 }) };
      }
      return undefined;
    });
    const card = await screen.findByRole('article', { name: 'Tama Keen' });
    expect(within(card).getByText('I raised two seed rounds for retailers.', { exact: false })).toBeVisible();
    expect(within(card).getByText('15 h/week · €1,250.50/h')).toBeVisible();
    expect(within(card).getByText('Waiting for you')).toBeVisible();
    await userEvent.dblClick(within(card).getByRole('button', { name: 'Invite Tama Keen' }));
    expect(await within(card).findByRole('link', { name: 'See the invitation to Tama Keen' })).toHaveAttribute(
      'href',
      '/client/projects/7/squad',
    );
    expect(within(card).getByText('Invited')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('declines with an optional reason, told to the expert', async () => {
    let interest = buildInterest();
    const calls = render(<ProjectInterest project={project} />, (call) => {
      if (call.path === '/projects/7/interest') return page([interest]);
      if (call.path === '/interest/9/decline') {
        interest = { ...interest, status: 'declined', declineReason: 'We chose someone local.' };
        return { status: 200, body: interest };
      }
      return undefined;
    });
    const card = await screen.findByRole('article', { name: 'Tama Keen' });
    await userEvent.click(within(card).getByRole('button', { name: 'Decline Tama Keen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Tama Keen?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'We chose someone local.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline interest' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/interest/9/decline', body: { reason: 'We chose someone local.' } },
    ]);
    expect(within(card).getByText('Declined')).toBeVisible();
    expect(within(card).getByText('We chose someone local.')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Invite Tama Keen' })).not.toBeInTheDocument();
  });

  it('says when nobody has asked yet', async () => {
    render(<ProjectInterest project={project} />, () => page([]));
    expect(await screen.findByText(/No expert has expressed interest yet/)).toBeVisible();
  });
});
