import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderLanding, stubMemberApi } from '../../../features/auth/components/member-test-utils';

afterEach(() => vi.unstubAllGlobals());

describe('member landing', () => {
  it.each([
    ['/member', 'Member sign in'],
    ['/member/sign-in', 'Member sign in'],
    ['/member/sign-up', 'Member sign up'],
    ['/member/reset-password', 'Reset password'],
  ])('%s shows the pane titled %s', async (url, title) => {
    stubMemberApi(() => ({ status: 204 }));
    renderLanding(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | Fractional`);
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('shows Page Not Found for any other pane', async () => {
    stubMemberApi(() => ({ status: 204 }));
    renderLanding('/member/sign-on');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Fractional');
  });

  it('keeps the cover image away from assistive technology', async () => {
    stubMemberApi(() => ({ status: 204 }));
    renderLanding('/member');
    await screen.findByRole('heading', { level: 1, name: 'Member sign in' });
    const art = document.body.querySelector('svg[viewBox="0 0 480 560"]');
    expect(art?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
