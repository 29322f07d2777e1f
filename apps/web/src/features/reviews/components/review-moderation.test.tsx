import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import { page, renderWithClient } from '../../squads/squad-test-utils';
import { buildReview, daysAgo } from '../reviews-test-utils';
import { ModeratedReviews, ReviewModeration } from './review-moderation';

afterEach(() => vi.unstubAllGlobals());

describe('ReviewModeration', () => {
  it('hides a review after a reason and a confirmation; it then says when and why', async () => {
    const user = userEvent.setup();
    let hidden = false;
    const review = () =>
      buildReview({
        publishedAt: daysAgo(1),
        ...(hidden ? { hiddenAt: daysAgo(0), hiddenReason: 'Insults break the rules.' } : {}),
      });
    const calls = stubApi((call) => {
      if (call.method === 'POST') {
        hidden = true;
        return { status: 200, body: review() };
      }
      return page([review()]);
    });
    renderWithClient(<ReviewModeration projectId={7} />);
    const section = screen.getByRole('region', { name: 'Reviews' });
    await user.click(await within(section).findByRole('button', { name: /^Hide the review by Mere/ }));
    const dialog = screen.getByRole('dialog', { name: 'Hide the review by Mere · Kauri Analytics?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide the review' }));
    expect(within(dialog).getByLabelText(/Reason/)).toHaveAccessibleDescription(
      expect.stringContaining('This field is required.'),
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Insults break the rules.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide the review' }));
    expect(
      await within(section).findByText(/Hidden by Fractional on .*: Insults break the rules\. It counts nowhere\./),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /^Hide/ })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/admin/reviews/90/hide', body: { reason: 'Insults break the rules.' } },
    ]);
  });

  it('says when the project has no reviews', async () => {
    stubApi(() => page([]));
    renderWithClient(<ReviewModeration projectId={7} />);
    expect(await screen.findByText('No reviews of this project yet.')).toBeVisible();
  });

  it("names each review's project in the console's list, and offers no Hide on a hidden one", () => {
    renderWithClient(
      <ModeratedReviews
        reviews={[
          buildReview({ id: 1, publishedAt: daysAgo(1) }),
          buildReview({ id: 2, publishedAt: daysAgo(2), hiddenAt: daysAgo(1), hiddenReason: 'Insults.' }),
        ]}
        showProject
      />,
    );
    const [shown, hidden] = screen.getAllByRole('article');
    expect(shown).toHaveTextContent('Seed round and plan');
    expect(within(shown!).getByRole('button', { name: /^Hide the review by Mere/ })).toBeVisible();
    expect(hidden).toHaveTextContent('Insults.');
    expect(within(hidden!).queryByRole('button')).not.toBeInTheDocument();
  });
});
