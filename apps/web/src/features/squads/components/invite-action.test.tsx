import type { Match } from '@fractional/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type Answer, type ApiCall } from '../../../test/stub-api';
import { RecommendedExperts } from '../../matching/components/recommended-experts';
import { buildExpert, buildInvitation, page, renderWithClient } from '../squad-test-utils';
import { InviteAction } from './invite-action';
import type { OnBehalfOf } from './invite-dialog';

/** A page of `GET /projects/{id}/matches`: also says which gaps nobody covers (none here). */
const matchPage = <T,>(data: T[]) => {
  const answer = page(data);
  return { ...answer, body: { ...answer.body, uncoveredGaps: [] } };
};

afterEach(() => vi.unstubAllGlobals());

const match = (engagement: Match['engagement'] = null): Match => ({
  expert: buildExpert(),
  score: 87,
  factors: [],
  engagement,
});

function renderCards(
  answer: (call: ApiCall) => Answer,
  engagement: Match['engagement'] = null,
  onBehalfOf?: OnBehalfOf,
) {
  const calls = stubApi((call) =>
    call.path === '/projects/7/matches' ? matchPage([match(engagement)]) : answer(call),
  );
  renderWithClient(
    <RecommendedExperts
      projectId={7}
      renderAction={(item) => <InviteAction projectId={7} defaultHours={12} match={item} onBehalfOf={onBehalfOf} />}
    />,
  );
  return calls;
}

describe('InviteAction', () => {
  it('invites with the project’s hours and a message; the card then reads "Invited"', async () => {
    const user = userEvent.setup();
    const calls = renderCards((call) =>
      call.method === 'POST' ? { status: 201, body: buildInvitation({ id: 31 }) } : matchPage([]),
    );
    const card = await screen.findByRole('article', { name: 'Tama Fitwell' });
    await user.click(within(card).getByRole('button', { name: 'Invite Tama Fitwell' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Tama Fitwell' });
    expect(within(dialog).getByLabelText(/Hours per week asked/)).toHaveValue('12');
    await user.type(within(dialog).getByLabelText('Message (optional)'), '  Keen to talk.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await within(card).findByText('Invited')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Invite/ })).not.toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post).toEqual({
      method: 'POST',
      path: '/projects/7/invitations',
      body: { profileId: 5, hoursPerWeek: 12, message: 'Keen to talk.' },
    });
  });

  it('speaks as the client to the client', async () => {
    const user = userEvent.setup();
    renderCards(() => matchPage([]));
    await user.click(await screen.findByRole('button', { name: 'Invite Tama Fitwell' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Tama Fitwell' });
    expect(
      within(dialog).getByText(
        'Tama Fitwell gets an e-mail with your brief and can accept with the hours they commit, or decline. ' +
          'They see your organisation’s name and industry, not your e-mail or phone.',
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText('Why you think they fit, or what you would like to talk about first.'),
    ).toBeVisible();
    expect(dialog).not.toHaveTextContent(/Fractional|behalf/);
  });

  it.each([
    [{ clientName: 'Mere Parata', orgName: 'Kauri Analytics' }, 'Kauri Analytics', 'Mere Parata of Kauri Analytics'],
    [{ clientName: 'Mere Parata', orgName: null }, 'Mere Parata', 'Mere Parata'],
  ])('speaks as Fractional on behalf of the client to an admin (%j)', async (onBehalfOf, titled, named) => {
    const user = userEvent.setup();
    const calls = renderCards(
      (call) => (call.method === 'POST' ? { status: 201, body: buildInvitation({ id: 32 }) } : matchPage([])),
      null,
      onBehalfOf,
    );
    await user.click(await screen.findByRole('button', { name: 'Invite Tama Fitwell' }));
    const dialog = screen.getByRole('dialog', { name: `Invite Tama Fitwell on behalf of ${titled}` });
    expect(
      within(dialog).getByText(
        `Fractional sends this invitation in the name of ${named}. Tama Fitwell gets an e-mail with the client’s brief`,
        { exact: false },
      ),
    ).toBeVisible();
    expect(within(dialog).getByText(/not the client’s e-mail or phone\.$/)).toBeVisible();
    expect(within(dialog).getByText(/a note from Fractional on the client’s behalf/)).toBeVisible();
    expect(dialog).not.toHaveTextContent(/\byour\b/i);
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invited')).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ body: { profileId: 5, hoursPerWeek: 12 } });
  });

  it('checks the hours before sending', async () => {
    const user = userEvent.setup();
    const calls = renderCards(() => matchPage([]));
    await user.click(await screen.findByRole('button', { name: 'Invite Tama Fitwell' }));
    const hours = screen.getByLabelText(/Hours per week asked/);
    await user.clear(hours);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('This field is required.')).toBeVisible();
    await user.type(hours, '61');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('A whole number from 1 to 60.')).toBeVisible();
    // Never read as another number: 2.5 is not 25, -3 not 3, 1e1 not 11 (nor 10).
    for (const typed of ['2.5', '-3', '1e1']) {
      await user.clear(hours);
      await user.type(hours, typed);
      expect(hours).toHaveValue(typed);
      await user.click(screen.getByRole('button', { name: 'Send invitation' }));
      expect(screen.getByText('A whole number from 1 to 60.')).toBeVisible();
    }
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says before sending when the hours asked exceed the hours the expert has free, and still sends', async () => {
    const user = userEvent.setup();
    const calls = renderCards((call) =>
      call.method === 'POST' ? { status: 201, body: buildInvitation() } : matchPage([]),
    );
    await user.click(await screen.findByRole('button', { name: 'Invite Tama Fitwell' }));
    const hours = screen.getByLabelText(/Hours per week asked/);
    expect(hours).toHaveAccessibleDescription('A whole number from 1 to 60.');
    await user.clear(hours);
    await user.type(hours, '45');
    expect(hours).toHaveAccessibleDescription(
      'More than the 30 h/week Tama Fitwell has free: they can only accept fewer hours, or once they free some.',
    );
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ body: { profileId: 5, hoursPerWeek: 45 } });
  });

  it.each([
    [422, { profileId: 'tooManyOpenInvitations' }, 'This project already has 20 open invitations.'],
    [422, { profileId: 'notAvailable' }, 'This expert is not available for new work right now'],
    [409, null, 'This expert already has an open or accepted invitation to this project.'],
  ])('a %i %j is said in words and the dialog stays open', async (status, errors, text) => {
    const user = userEvent.setup();
    renderCards((call) =>
      call.method === 'POST'
        ? { status, body: errors ? { status, errors } : { status, message: 'Conflict' } }
        : matchPage([]),
    );
    await user.click(await screen.findByRole('button', { name: 'Invite Tama Fitwell' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
  });

  it('shows the engagement; after a decline the client may invite again', async () => {
    renderCards(() => matchPage([]), { invitationId: 3, status: 'declined', memberStatus: null });
    const card = await screen.findByRole('article', { name: 'Tama Fitwell' });
    expect(within(card).getByText('Declined')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Invite again Tama Fitwell' })).toBeVisible();
  });

  it('says "Ended" for an expert who left the squad, not "Accepted"', async () => {
    renderCards(() => matchPage([]), { invitationId: 3, status: 'accepted', memberStatus: 'ended' });
    const card = await screen.findByRole('article', { name: 'Tama Fitwell' });
    expect(within(card).getByText('Ended')).toBeVisible();
    expect(within(card).getByText(/Squad membership:/)).toBeInTheDocument();
    expect(within(card).queryByText('Accepted')).not.toBeInTheDocument();
  });
});
