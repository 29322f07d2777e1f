import type { Review } from '@fractional/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type ApiCall } from '../../../test/stub-api';
import { page, renderWithClient } from '../../squads/squad-test-utils';
import { buildReview, daysAgo } from '../reviews-test-utils';
import { AWAITING_TEXT, MembershipReview } from './membership-review';

afterEach(() => vi.unstubAllGlobals());

function renderReview(endedAt = daysAgo(3)) {
  renderWithClient(
    <MembershipReview projectId={7} memberId={41} endedAt={endedAt} about="expert" subjectName="Tama Fitwell" />,
  );
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

describe('MembershipReview', () => {
  it('asks for a review while the window is open; the dialog checks the fields, sends, and then says it waits', async () => {
    const user = userEvent.setup();
    let sent: Review | null = null;
    const calls = stubApi((call) => {
      if (call.method === 'POST') {
        sent = buildReview({ ...(call.body as object) });
        return { status: 201, body: sent };
      }
      return page(sent ? [sent] : []);
    });
    renderReview();
    expect(await screen.findByText(/You can review until/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Write a review of Tama Fitwell' }));

    const dialog = await screen.findByRole('dialog', { name: 'Review Tama Fitwell' });
    expect(within(dialog).getByText(/double-blind/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Send the review' }));
    const stars = within(dialog).getByRole('radiogroup', { name: 'Your rating' });
    const again = within(dialog).getByRole('radiogroup', { name: 'Would you work with them again?' });
    expect(stars).toHaveAccessibleDescription('This field is required.');
    expect(again).toHaveAccessibleDescription('This field is required.');
    expect(posts(calls)).toEqual([]);

    await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
    expect(stars).not.toHaveAttribute('aria-invalid');
    await user.type(within(dialog).getByLabelText('Your review (optional)'), '  Clear investor story.  ');
    expect(within(dialog).getByText('1975 characters remaining')).toBeVisible();
    await user.click(within(again).getByRole('radio', { name: 'Yes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the review' }));

    expect(await screen.findByText(AWAITING_TEXT)).toBeVisible();
    expect(screen.getByRole('article', { name: 'Your review' })).toHaveTextContent('Clear investor story.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Write a review/ })).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        path: '/projects/7/squad/41/reviews',
        body: { rating: 4, wouldWorkAgain: true, text: 'Clear investor story.' },
      },
    ]);
  });

  it('shows the server’s refusal at its field, and the engagement’s state above the buttons', async () => {
    const user = userEvent.setup();
    let answer: { status: number; body: { status: number; errors: Record<string, string> } } = {
      status: 422,
      body: { status: 422, errors: { text: 'Too long for a review.' } },
    };
    stubApi((call) => (call.method === 'POST' ? answer : page([])));
    renderReview();
    await user.click(await screen.findByRole('button', { name: 'Write a review of Tama Fitwell' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.click(within(dialog).getByRole('radio', { name: 'No' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the review' }));
    await within(dialog).findByText('Too long for a review.');
    expect(within(dialog).getByLabelText('Your review (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Too long for a review.'),
    );

    answer = { status: 422, body: { status: 422, errors: { memberId: 'reviewWindowClosed' } } };
    await user.click(within(dialog).getByRole('button', { name: 'Send the review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The 30 days to review this engagement have passed.',
    );
  });

  it('shows the published pair once both sides are in', async () => {
    const mine = buildReview({ publishedAt: daysAgo(1) });
    const theirs = buildReview({
      id: 91,
      about: 'client',
      rating: 5,
      text: 'Approved every timesheet on time.',
      reviewer: { firstName: 'Tama', orgName: null },
      publishedAt: daysAgo(1),
    });
    stubApi(() => page([mine, theirs, buildReview({ id: 92, memberId: 99, text: 'Another member’s review.' })]));
    renderReview();
    const yours = await screen.findByRole('article', { name: 'Your review' });
    expect(yours).toHaveTextContent('Clear investor story.');
    expect(yours).toHaveTextContent('4 stars out of 5');
    expect(screen.getByRole('article', { name: 'Their review of you' })).toHaveTextContent(
      'Approved every timesheet on time.',
    );
    expect(screen.queryByText(AWAITING_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByText('Another member’s review.')).not.toBeInTheDocument();
  });

  it('says the window closed, with no button, when 30 days have passed without a review', async () => {
    stubApi(() => page([]));
    renderReview(daysAgo(31));
    expect(await screen.findByText(/The review window closed on/)).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the reviews could not load, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi(() => (fail ? { status: 500, body: { status: 500, message: 'down' } } : page([])));
    renderReview();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the reviews.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Write a review of Tama Fitwell' })).toBeVisible();
  });
});
