import { Roles } from '@fractional/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GoogleAccountsId, GoogleIdConfiguration } from '../google-identity';
import { GOOGLE_SCRIPT_SRC } from '../hooks/load-google-identity';
import { buildUser } from '../sign-up-test-utils';
import { renderLanding, stubMemberApi, type ApiCall, type Answer } from './member-test-utils';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';

/** Google's script as far as the app uses it: remembers the callback and the rendered buttons. */
function fakeGoogle() {
  let config: GoogleIdConfiguration | null = null;
  const id = {
    initialize: vi.fn((configuration: GoogleIdConfiguration) => (config = configuration)),
    renderButton: vi.fn(),
  } satisfies GoogleAccountsId;
  window.google = { accounts: { id } };
  const signIn = (credential: string) =>
    act(async () => {
      config?.callback({ credential });
    });
  return { id, signIn };
}

const loginAs = (user: ReturnType<typeof buildUser>): Answer => ({
  status: 200,
  body: { token: 'access', refreshToken: 'refresh', tokenExpires: Date.now() + 60_000, user },
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.google;
});

describe('GoogleButton', () => {
  it('is hidden when Google sign-in is not configured', async () => {
    stubMemberApi(() => ({ status: 204 }));
    renderLanding('/member');
    await screen.findByRole('link', { name: /Fractional/ });
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(document.querySelector(`script[src="${GOOGLE_SCRIPT_SRC}"]`)).toBeNull();
  });

  it("loads Google's script once, then renders the sign-in button", async () => {
    stubMemberApi(() => ({ status: 204 }), { googleClientId: CLIENT_ID });
    renderLanding('/member');
    await waitFor(() => expect(document.querySelectorAll(`script[src="${GOOGLE_SCRIPT_SRC}"]`)).toHaveLength(1));
    const script = document.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_SCRIPT_SRC}"]`);
    expect(script?.async).toBe(true);

    const { id } = fakeGoogle();
    await act(async () => {
      script?.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(id.renderButton).toHaveBeenCalledTimes(1));
    expect(id.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: CLIENT_ID }));
    expect(id.renderButton).toHaveBeenCalledWith(expect.any(HTMLDivElement), {
      width: 400,
      text: 'signin_with',
      theme: 'outline',
      size: 'large',
    });
  });

  it('signs in a Google user without a profile and sends them to their sign-up form', async () => {
    const google = fakeGoogle();
    const newcomer = buildUser({ role: Roles.contractor });
    const calls = stubMemberApi(() => loginAs(newcomer), { googleClientId: CLIENT_ID });
    const { router } = renderLanding('/member');
    await waitFor(() => expect(google.id.renderButton).toHaveBeenCalled());

    await google.signIn('google-credential');

    expect(await screen.findByRole('heading', { name: 'Contractor sign-up form' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/member/contractor/sign-up');
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({ user: newcomer });
    expect(calls).toEqual<ApiCall[]>([
      { method: 'POST', path: '/auth/google/login', body: { idToken: 'google-credential' } },
    ]);
  });

  it('signs up with the chosen role once one is chosen', async () => {
    const google = fakeGoogle();
    const user = userEvent.setup();
    const member = buildUser({ role: Roles.client, profiles: [], businessDetail: null });
    const calls = stubMemberApi(() => loginAs(member), { googleClientId: CLIENT_ID });
    renderLanding('/member/sign-up');
    expect(await screen.findByText('Choose what you are above to sign up with Google.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'A business' }));
    await waitFor(() =>
      expect(google.id.renderButton).toHaveBeenCalledWith(
        expect.any(HTMLDivElement),
        expect.objectContaining({ text: 'signup_with' }),
      ),
    );
    await google.signIn('google-credential');

    expect(await screen.findByRole('heading', { name: 'Client sign-up form' })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ idToken: 'google-credential', role: 'client' });
  });

  it('shows a refused credential in a banner', async () => {
    const google = fakeGoogle();
    stubMemberApi(() => ({ status: 422, body: { status: 422, errors: { idToken: 'invalidIdToken' } } }), {
      googleClientId: CLIENT_ID,
    });
    renderLanding('/member');
    await waitFor(() => expect(google.id.renderButton).toHaveBeenCalled());
    await google.signIn('forged');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google could not confirm your sign-in. Please try again.',
    );
  });
});
