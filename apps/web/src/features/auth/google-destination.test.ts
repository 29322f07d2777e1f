import { Roles, type BusinessDetail, type Profile } from '@fractional/contract';
import { describe, expect, it } from 'vitest';
import { googleDestination } from './google-destination';
import { buildUser } from './sign-up-test-utils';

const profile = { id: 3 } as Profile;
const businessDetail = { id: 4 } as BusinessDetail;

const client = buildUser({ role: Roles.client });
const contractor = buildUser({ role: Roles.contractor });

describe('googleDestination', () => {
  it('signs in a user with a profile to their area', () => {
    expect(googleDestination({ ...client, profiles: [profile] }, 'sign-in')).toEqual({
      to: '/client/home',
      replace: true,
    });
    expect(googleDestination({ ...contractor, profiles: [profile] }, 'sign-in')).toEqual({
      to: '/member/contractor/profile',
      replace: true,
    });
  });

  it("signs in to the page a link asked for, when it is in the user's area", () => {
    const member = { ...contractor, profiles: [profile] };
    expect(googleDestination(member, 'sign-in', '/member/contractor/opportunities')).toEqual({
      to: '/member/contractor/opportunities',
      replace: true,
    });
    for (const next of ['/client/projects/12', '//evil.example', 'https://evil.example/member/contractor/profile']) {
      expect(googleDestination(member, 'sign-in', next).to).toBe('/member/contractor/profile');
    }
    // A user who still has a sign-up form to finish finishes it first.
    expect(googleDestination(contractor, 'sign-in', '/member/contractor/opportunities').to).toBe(
      '/member/contractor/sign-up',
    );
  });

  it('sends a user without a profile to the sign-up form of their role, carrying the user', () => {
    expect(googleDestination(contractor, 'sign-in')).toEqual({
      to: '/member/contractor/sign-up',
      state: { user: contractor },
      replace: false,
    });
    expect(googleDestination(client, 'sign-in')).toEqual({
      to: '/member/client/sign-up',
      state: { user: client },
      replace: false,
    });
    expect(googleDestination(contractor, 'sign-up').to).toBe('/member/contractor/sign-up');
  });

  it('signs up a client to home only with a profile and business details', () => {
    const withProfile = { ...client, profiles: [profile] };
    expect(googleDestination({ ...withProfile, businessDetail }, 'sign-up').to).toBe('/client/home');
    expect(googleDestination(withProfile, 'sign-up')).toEqual({
      to: '/member/client/sign-up',
      state: { user: withProfile },
      replace: false,
    });
    expect(googleDestination({ ...client, businessDetail }, 'sign-up').to).toBe('/member/client/sign-up');
  });

  it('signs up a contractor with a profile to their profile', () => {
    expect(googleDestination({ ...contractor, profiles: [profile] }, 'sign-up').to).toBe('/member/contractor/profile');
  });
});
