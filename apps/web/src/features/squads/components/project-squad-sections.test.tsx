import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import { buildExpert, buildInvitation, buildMember, page, renderWithClient } from '../squad-test-utils';
import { CompleteProjectAction } from './complete-project-action';
import { ProjectInvitations } from './project-invitations';
import { ProjectSquad } from './project-squad';

afterEach(() => vi.unstubAllGlobals());

const declined = buildInvitation({
  id: 32,
  expert: buildExpert({ profileId: 6, firstName: 'Hemi', lastName: 'Walker' }),
  status: 'declined',
  message: null,
  declineReason: 'Fully booked until March.',
  respondedAt: '2026-11-22T10:00:00.000Z',
});

describe('ProjectInvitations', () => {
  it('lists each invitation with its status, hours and message; Withdraw asks first, then withdraws', async () => {
    const user = userEvent.setup();
    let withdrawn = false;
    const calls = stubApi((call) => {
      if (call.method === 'POST') {
        withdrawn = true;
        return { status: 200, body: buildInvitation({ status: 'withdrawn' }) };
      }
      return page([buildInvitation({ status: withdrawn ? 'withdrawn' : 'invited' }), declined]);
    });
    renderWithClient(<ProjectInvitations projectId={7} isClosed={false} />);
    const section = screen.getByRole('region', { name: 'Invitations' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Tama FitwellInvited');
    expect(rows[0]).toHaveTextContent('12 h/week asked');
    expect(rows[0]).toHaveTextContent('We would love your help with the round.');
    expect(rows[1]).toHaveTextContent('Fully booked until March.');
    expect(within(section).getByText('1 open')).toBeVisible();
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw the invitation to Tama Fitwell?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(within(rows[0]!).getByRole('button', { name: 'Withdraw' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw invitation' }));
    expect(await within(section).findByText('0 open')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/invitations/31/withdraw');
  });

  it('keeps what was asked beside what was agreed, and says "Ended" once the member left', async () => {
    const membership = { id: 41, status: 'active' as const, joinedAt: '2026-11-21T10:00:00.000Z', endedAt: null };
    const agreed = buildInvitation({
      id: 32,
      status: 'accepted',
      hoursAsked: 10,
      hoursPerWeek: 2,
      respondedAt: '2026-11-21T10:00:00.000Z',
      membership,
    });
    const ended = buildInvitation({
      id: 33,
      status: 'accepted',
      hoursAsked: 10,
      hoursPerWeek: 10,
      respondedAt: '2026-11-21T10:00:00.000Z',
      membership: { ...membership, id: 42, status: 'ended', endedAt: '2026-11-25T10:00:00.000Z' },
    });
    stubApi(() => page([agreed, ended]));
    renderWithClient(<ProjectInvitations projectId={7} isClosed={false} />);
    const rows = await within(screen.getByRole('region', { name: 'Invitations' })).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('10 h/week asked · 2 h/week agreed');
    expect(within(rows[0]!).getByText('Accepted')).toBeVisible();
    expect(within(rows[1]!).getByText('Ended')).toBeVisible();
    expect(within(rows[1]!).queryByText('Accepted')).not.toBeInTheDocument();
  });

  it('says why a withdraw failed: the expert answered first (409)', async () => {
    const user = userEvent.setup();
    stubApi((call) =>
      call.method === 'POST' ? { status: 409, body: { status: 409, message: 'closed' } } : page([buildInvitation()]),
    );
    renderWithClient(<ProjectInvitations projectId={7} isClosed={false} />);
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw invitation' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'This invitation is no longer open: the expert has already answered it.',
    );
  });

  it('has an empty state, and an error state with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi(() => (fail ? { status: 500, body: { status: 500, message: 'boom' } } : page([])));
    renderWithClient(<ProjectInvitations projectId={7} isClosed={false} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the invitations.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No invitations yet/)).toBeVisible();
  });
});

describe('ProjectSquad', () => {
  it('shows members with hours, rate, since and CVs; End asks, then ends the membership', async () => {
    const user = userEvent.setup();
    let ended = false;
    const calls = stubApi((call) => {
      if (call.method === 'POST') {
        ended = true;
        return { status: 200, body: buildMember({ status: 'ended', endedAt: '2026-11-24T10:00:00.000Z' }) };
      }
      const cvs = [{ id: 9, fileName: 'tama-cv.pdf', fileSize: 2048, mimeType: 'application/pdf' }];
      const active = buildMember(ended ? { status: 'ended', endedAt: '2026-11-24T10:00:00.000Z', cvs } : { cvs });
      return page([
        active,
        buildMember({ id: 42, expert: buildExpert({ firstName: 'Hemi' }), hoursPerWeek: 15, hourlyRate: null }),
      ]);
    });
    renderWithClient(<ProjectSquad projectId={7} />);
    const section = screen.getByRole('region', { name: 'Squad' });
    expect(await within(section).findByText('2 members · 25 h/week')).toBeVisible();
    // The member rows, not the CV items inside them.
    const rows = within(section)
      .getAllByRole('listitem')
      .filter((item) => item.closest('ul')?.getAttribute('aria-label') !== 'CVs');
    expect(rows[0]).toHaveTextContent('10 h/week');
    expect(rows[0]).toHaveTextContent('$150/h');
    expect(rows[1]).toHaveTextContent('Rate not set');
    expect(within(rows[0]!).getByRole('button', { name: 'Download tama-cv.pdf' })).toBeVisible();

    await user.click(within(rows[0]!).getByRole('button', { name: 'End' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'End Tama Fitwell’s membership?' })).getByRole('button', {
        name: 'End membership',
      }),
    );
    expect(await within(section).findByText('1 member · 15 h/week')).toBeVisible();
    expect(within(section).getByText('Ended', { selector: 'span' })).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/projects/7/squad/41/end');
  });

  it('reads only for a member: names, roles and hours, ended members marked; no rate, no End', async () => {
    stubApi(() =>
      page([
        buildMember({ expert: buildExpert({ jobRole: [{ id: 1, roleCode: 'cfo', role: 'Fractional CFO' }] }) }),
        buildMember({
          id: 42,
          expert: buildExpert({ profileId: 6, firstName: 'Hemi', lastName: 'Walker' }),
          hoursPerWeek: 15,
          status: 'ended',
          endedAt: '2026-11-24T10:00:00.000Z',
        }),
      ]),
    );
    renderWithClient(<ProjectSquad projectId={7} isProjectSide={false} />);
    const section = screen.getByRole('region', { name: 'Squad' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Tama Fitwell');
    expect(rows[0]).toHaveTextContent('Fractional CFO');
    expect(rows[0]).toHaveTextContent('10 h/week');
    expect(rows[1]).toHaveTextContent('Hemi Walker');
    expect(within(rows[1]!).getByText('Ended', { selector: 'span' })).toBeVisible();
    expect(section).not.toHaveTextContent('$150/h');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says who joins when nobody has yet', async () => {
    stubApi(() => page([]));
    renderWithClient(<ProjectSquad projectId={7} />);
    expect(await screen.findByText(/No one has joined yet/)).toBeVisible();
  });
});

describe('CompleteProjectAction', () => {
  it('asks first, then completes the project', async () => {
    const user = userEvent.setup();
    const calls = stubApi(() => ({ status: 200, body: { id: 7 } }));
    renderWithClient(<CompleteProjectAction projectId={7} projectName="Seed round" />);
    await user.click(screen.getByRole('button', { name: 'Mark project completed' }));
    expect(screen.getByRole('dialog', { name: 'Mark “Seed round” completed?' })).toHaveTextContent(
      'cannot be reopened',
    );
    await user.click(screen.getByRole('button', { name: 'Mark completed' }));
    expect(calls[0]).toEqual({ method: 'PATCH', path: '/projects/7', body: { status: 'completed' } });
  });

  it('reads the spend again: the forecast of a completed project has no weeks left', async () => {
    const SPEND_KEY = ['timesheets', 'spend', 7];
    const user = userEvent.setup();
    stubApi(() => ({ status: 200, body: { id: 7 } }));
    const queryClient = renderWithClient(<CompleteProjectAction projectId={7} projectName="Seed round" />);
    queryClient.setQueryData(SPEND_KEY, { weeksRemaining: 26 });
    await user.click(screen.getByRole('button', { name: 'Mark project completed' }));
    await user.click(screen.getByRole('button', { name: 'Mark completed' }));
    await waitFor(() => expect(queryClient.getQueryState(SPEND_KEY)?.isInvalidated).toBe(true));
  });
});
