import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ContractorEditPage } from '../../../app/routes/contractor/contractor-edit-profile';
import { paths } from '../../../config/paths';
import { FormMessages } from '../../../lib/form-messages';
import { buildProfile, buildUser } from '../../../test/builders';
import { stubApi, type Answer, type ApiCall } from '../../../test/stub-api';
import { availabilityLine } from '../../../lib/profile-display';
import { renderSignedIn, StandIn } from '../profile-test-utils';

afterEach(() => vi.unstubAllGlobals());

const MIN_ABOVE_MAX = 'The minimum rate must not be above the maximum rate.';

const contractor = buildUser({
  provider: 'email',
  profiles: [buildProfile({ hourlyRateMin: 100, hourlyRateMax: 150, industries: 'retail' })],
});

function renderPage(answer: (call: ApiCall) => Answer = () => undefined) {
  const calls = stubApi(answer);
  renderSignedIn({
    user: contractor,
    path: paths.contractor.editProfile,
    element: <ContractorEditPage />,
    others: { [paths.contractor.profile]: <StandIn title="Profile page" /> },
  });
  return calls;
}

const section = async () => screen.findByRole('region', { name: 'Availability and rate' });
const save = () => screen.getByRole('button', { name: 'Save profile' });

describe('AvailabilitySection (contractor edit)', () => {
  it('loads open to work, capacity, the rate range and the industries served', async () => {
    renderPage();
    const region = await section();
    expect(within(region).getByRole('checkbox', { name: 'Open to work' })).toBeChecked();
    expect(within(region).getByLabelText('Capacity (hours per week)')).toHaveValue('10');
    expect(within(region).getByLabelText('Hourly rate from (USD)')).toHaveValue('100');
    expect(within(region).getByLabelText('Hourly rate up to (USD)')).toHaveValue('150');
    expect(within(region).getByRole('list', { name: 'Chosen Industries served' })).toHaveTextContent('Retail');
  });

  it('shows a minimum above the maximum under the minimum, and clears it when the maximum is raised', async () => {
    const user = userEvent.setup();
    renderPage();
    const region = await section();
    const min = within(region).getByLabelText('Hourly rate from (USD)');
    await user.clear(min);
    await user.type(min, '200');
    await user.tab();
    expect(await within(region).findByText(MIN_ABOVE_MAX)).toBeVisible();
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(save()).toBeDisabled();
    // The footer beside Save says what is wrong, not "Please complete all the required fields.".
    expect(save()).toHaveAccessibleDescription(MIN_ABOVE_MAX);

    const max = within(region).getByLabelText('Hourly rate up to (USD)');
    await user.clear(max);
    await user.type(max, '250');
    await waitFor(() => expect(within(region).queryByText(MIN_ABOVE_MAX)).not.toBeInTheDocument());
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('requires a capacity and refuses more than 60 hours a week', async () => {
    const user = userEvent.setup();
    renderPage();
    const region = await section();
    const capacity = within(region).getByLabelText('Capacity (hours per week)');
    await user.clear(capacity);
    await user.tab();
    expect(await within(region).findByText(FormMessages.required)).toBeVisible();
    await user.type(capacity, '61');
    expect(await within(region).findByText('A whole number from 0 to 60.')).toBeVisible();
    await user.clear(capacity);
    await user.type(capacity, '2.5');
    expect(capacity).toHaveValue('2.5'); // kept as typed, not read as 25
    expect(capacity).toHaveAccessibleDescription('A whole number from 0 to 60.');
  });

  it('saves the availability with the profile in one PATCH /auth/me (empty rates cleared)', async () => {
    const user = userEvent.setup();
    const calls = renderPage(({ method }) => (method === 'PATCH' ? { status: 200, body: contractor } : undefined));
    const region = await section();
    await user.click(within(region).getByRole('checkbox', { name: 'Open to work' }));
    await user.clear(within(region).getByLabelText('Capacity (hours per week)'));
    await user.type(within(region).getByLabelText('Capacity (hours per week)'), '25');
    await user.clear(within(region).getByLabelText('Hourly rate from (USD)'));
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({
      profile: {
        openToWork: false,
        capacityHoursPerWeek: 25,
        hourlyRateMin: null,
        hourlyRateMax: 150,
        industries: 'retail',
      },
    });
  });

  it('sets the rate currency beside the range: the labels follow it and it is saved with the rates', async () => {
    const user = userEvent.setup();
    const calls = renderPage(({ method }) => (method === 'PATCH' ? { status: 200, body: contractor } : undefined));
    const region = await section();
    const currency = within(region).getByLabelText(/Rate currency/);
    expect(currency).toHaveValue('USD');
    await user.selectOptions(currency, 'EUR');
    expect(within(region).getByLabelText('Hourly rate from (EUR)')).toHaveValue('100');
    expect(within(region).getByLabelText('Hourly rate up to (EUR)')).toHaveValue('150');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeVisible();
    expect(calls[0]?.body).toMatchObject({ profile: { hourlyRateMin: 100, hourlyRateMax: 150, rateCurrency: 'EUR' } });
  });

  it('puts the server’s minAboveMax (against the stored bound) under the minimum', async () => {
    const user = userEvent.setup();
    renderPage(() => ({ status: 422, body: { status: 422, errors: { 'profile.hourlyRateMin': 'minAboveMax' } } }));
    const region = await section();
    await user.clear(within(region).getByLabelText('Hourly rate up to (USD)'));
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(await within(region).findByText(MIN_ABOVE_MAX)).toBeVisible();
  });
});

describe('availabilityLine', () => {
  const base = {
    openToWork: true,
    capacityHoursPerWeek: 10,
    hourlyRateMin: 120,
    hourlyRateMax: 180,
    rateCurrency: 'USD' as const,
    availabilitySet: true,
  };
  it('reads as one line, the rate left out when none is set', () => {
    expect(availabilityLine(base)).toBe('Open to work · 10 h/week · USD 120–180/h');
    expect(availabilityLine({ ...base, hourlyRateMax: null })).toBe('Open to work · 10 h/week · from USD 120/h');
    expect(availabilityLine({ ...base, hourlyRateMin: null, hourlyRateMax: null })).toBe('Open to work · 10 h/week');
    expect(availabilityLine({ ...base, openToWork: false })).toBe('Not open to work');
  });

  it('writes the rate in its own currency through formatMoney', () => {
    expect(availabilityLine({ ...base, rateCurrency: 'EUR' })).toBe('Open to work · 10 h/week · EUR 120–180/h');
    expect(availabilityLine({ ...base, rateCurrency: 'JPY', hourlyRateMin: 15_000, hourlyRateMax: 20_000 })).toBe(
      'Open to work · 10 h/week · JPY 15,000–20,000/h',
    );
    expect(availabilityLine({ ...base, rateCurrency: 'CHF', hourlyRateMin: null })).toBe(
      'Open to work · 10 h/week · up to CHF 180/h',
    );
  });

  it('says "Availability not set" while the expert never chose it, whatever the stored defaults', () => {
    expect(availabilityLine({ ...base, hourlyRateMin: null, hourlyRateMax: null, availabilitySet: false })).toBe(
      'Availability not set',
    );
  });
});
