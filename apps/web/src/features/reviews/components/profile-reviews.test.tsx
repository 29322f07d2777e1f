import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import { renderWithClient } from '../../squads/squad-test-utils';
import { buildReview, daysAgo } from '../reviews-test-utils';
import { ClientReviews, ProfileReviews } from './profile-reviews';

afterEach(() => vi.unstubAllGlobals());

const published = (id: number, text: string) => buildReview({ id, text, publishedAt: daysAgo(id) });

describe('ProfileReviews', () => {
  it('lists the published reviews with who wrote them and for which project, and "More reviews" pages on', async () => {
    const user = userEvent.setup();
    let asked = 0;
    stubApi(() => {
      asked += 1;
      return asked === 1
        ? { status: 200, body: { data: [published(1, 'First page review.')], hasNextPage: true } }
        : { status: 200, body: { data: [published(2, 'Second page review.')], hasNextPage: false } };
    });
    renderWithClient(<ProfileReviews profileId={5} />);
    const section = screen.getByRole('region', { name: 'Reviews' });
    const first = await within(section).findByRole('article', { name: 'Review by Mere · Kauri Analytics' });
    expect(first).toHaveTextContent('First page review.');
    expect(first).toHaveTextContent('Seed round and plan');
    expect(first).toHaveTextContent('Would work with them again');
    expect(first).toHaveTextContent('4-month engagement · 212 approved hours');
    await user.click(within(section).getByRole('button', { name: 'More reviews' }));
    expect(await within(section).findByText('Second page review.')).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'More reviews' })).not.toBeInTheDocument();
  });

  it("says a short engagement's length in weeks and its hours to the quarter", async () => {
    const short = {
      startedAt: daysAgo(20),
      endedAt: daysAgo(2),
      length: { count: 3, unit: 'week' as const },
      approvedHours: 1,
    };
    stubApi(() => ({
      status: 200,
      body: {
        data: [
          buildReview({ id: 1, publishedAt: daysAgo(1), engagement: short }),
          buildReview({ id: 2, publishedAt: daysAgo(1), engagement: { ...short, approvedHours: 37.25 } }),
        ],
        hasNextPage: false,
      },
    }));
    renderWithClient(<ProfileReviews profileId={5} />);
    const items = await screen.findAllByRole('article');
    expect(items[0]).toHaveTextContent('3-week engagement · 1 approved hour');
    expect(items[1]).toHaveTextContent('3-week engagement · 37.25 approved hours');
  });

  it('names a closed account "Former member"', async () => {
    stubApi(() => ({
      status: 200,
      body: {
        data: [buildReview({ reviewer: { firstName: null, orgName: null }, publishedAt: daysAgo(1) })],
        hasNextPage: false,
      },
    }));
    renderWithClient(<ProfileReviews profileId={5} />);
    expect(await screen.findByRole('article', { name: 'Review by Former member' })).toBeVisible();
  });

  it('tells the expert where their reviews will come from while none is published', async () => {
    stubApi(() => ({ status: 200, body: { data: [], hasNextPage: false } }));
    renderWithClient(<ProfileReviews profileId={5} isOwn />);
    expect(await screen.findByText(/No published reviews yet/)).toBeVisible();
  });
});

describe('ClientReviews', () => {
  it("lists what experts wrote about an invitation's client, asked by the invitation", async () => {
    const calls = stubApi(() => ({
      status: 200,
      body: {
        data: [
          buildReview({
            about: 'client',
            text: 'Approves timesheets on time.',
            reviewer: { firstName: 'Hemi', orgName: null },
            subject: { profileId: null, firstName: null, orgName: 'Kauri Analytics' },
            publishedAt: daysAgo(3),
          }),
        ],
        hasNextPage: false,
      },
    }));
    renderWithClient(<ClientReviews invitationId={12} />);
    const section = screen.getByRole('region', { name: 'Reviews of this client by experts' });
    const item = await within(section).findByRole('article', { name: 'Review by Hemi' });
    expect(item).toHaveTextContent('Approves timesheets on time.');
    expect(calls.map((call) => call.path)).toEqual(['/invitations/12/client/reviews']);
  });

  it('offers Try again when the reviews could not load', async () => {
    const user = userEvent.setup();
    let asked = 0;
    stubApi(() => {
      asked += 1;
      return asked === 1
        ? { status: 500, body: { status: 500, message: 'Down' } }
        : { status: 200, body: { data: [], hasNextPage: false } };
    });
    renderWithClient(<ClientReviews invitationId={12} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the reviews.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No published reviews of this client yet.')).toBeVisible();
  });
});
