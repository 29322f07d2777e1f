import type { User } from '@fractional/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ContractorSignUpPage } from '../../../app/routes/member/contractor-sign-up';
import { paths } from '../../../config/paths';
import { FormMessages } from '../../../lib/form-messages';
import { SignUpMessages } from '../hooks/use-sign-up-submit';
import { buildUser, renderSignUp, stubApi, type ApiCall } from '../sign-up-test-utils';

afterEach(() => vi.unstubAllGlobals());

function renderPage(state?: unknown) {
  return renderSignUp(paths.contractorSignUp, <ContractorSignUpPage />, state);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ana');
  await user.type(screen.getByLabelText('Last name'), 'Tui');
  await user.click(screen.getByRole('radio', { name: 'Team lead' }));
  await user.click(screen.getByRole('radio', { name: '5-9 years' }));
  await user.click(screen.getByRole('checkbox', { name: /Principles and Policies/ }));
  await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
}

const loginResult = (user: User) => ({
  status: 201,
  body: { token: 'access', refreshToken: 'refresh', tokenExpires: Date.now() + 60_000, user },
});

describe('ContractorSignUpForm', () => {
  it('shows the page and, after an empty submit, every required message and the banner', async () => {
    stubApi();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter account details' })).toBeInTheDocument();
    expect(document.title).toBe('Member sign up | Fractional');
    expect(screen.getByText('Fields marked with * are required. Optional fields can be updated later.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Sign up now' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SignUpMessages.incomplete);
    expect(screen.getAllByText(FormMessages.required)).toHaveLength(8);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(expect.stringContaining(FormMessages.required));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Middle name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('radiogroup', { name: /Job level/ })).toHaveAccessibleDescription(FormMessages.required);

    await user.click(screen.getByRole('button', { name: 'OK, got it!' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    // The banner leaves; the footer hint stays while fields are incomplete.
    await waitFor(() => expect(screen.getAllByText(SignUpMessages.incomplete)).toHaveLength(1));
  });

  it('pre-fills a Google user: e-mail disabled, no password', async () => {
    stubApi();
    renderPage({ user: buildUser() });
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('ana@example.com');
    expect(email).toBeDisabled();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
  });

  it('pre-fills the e-mail typed on the landing page', async () => {
    stubApi();
    renderPage({ email: 'typed@example.com' });
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('typed@example.com');
    expect(email).toBeEnabled();
  });

  it('shows a taken e-mail under the field, with the banner, until the user types', async () => {
    stubApi(() => ({ status: 422, body: { status: 422, errors: { email: 'emailAlreadyExists' } } }));
    const user = userEvent.setup();
    renderPage({ email: 'taken@example.com', password: 'secret-password' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Sign up now' }));

    const email = screen.getByLabelText('Email');
    const taken = 'This email already exists in our system.';
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining(taken)));
    expect(within(screen.getByRole('alert')).getByText(SignUpMessages.serverErrors)).toBeVisible();
    expect(screen.getAllByText(SignUpMessages.serverErrors)).toHaveLength(2);

    await waitFor(() => expect(email).toHaveFocus());
    await user.type(email, 'x');
    expect(email).not.toHaveAccessibleDescription(expect.stringContaining(taken));
  });

  it('registers an e-mail user and opens the contractor profile', async () => {
    const registered = buildUser({ provider: 'email' });
    const calls = stubApi(({ method }) =>
      method === 'GET' ? { status: 200, body: registered } : loginResult(registered),
    );
    const user = userEvent.setup();
    const { router } = renderPage({ email: 'new@example.com', password: 'secret-password' });
    await fillRequired(user);
    const experience = screen.getByRole('radiogroup', { name: 'Previous fractional experience' });
    await user.click(within(experience).getByRole('radio', { name: '1-2 engagements' }));
    await user.click(screen.getByRole('button', { name: 'Sign up now' }));

    expect(await screen.findByRole('heading', { name: 'Contractor profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.contractor.profile);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual<ApiCall[]>([
      {
        method: 'POST',
        path: '/auth/email/register',
        body: {
          email: 'new@example.com',
          password: 'secret-password',
          firstName: 'Ana',
          lastName: 'Tui',
          jobLevel: 'team_lead',
          yearsOfExperience: '5-9',
          fractionalExperience: '1-2',
          agreedToTerms: true,
          agreedToPolicies: true,
        },
      },
    ]);
  });
});
