import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPathFor } from './session-actions';

describe('safeNextPath', () => {
  it("keeps a page of the user's own area, with its query", () => {
    expect(safeNextPath('/member/contractor/opportunities', 'contractor')).toBe('/member/contractor/opportunities');
    expect(safeNextPath('/client/messages/7', 'client')).toBe('/client/messages/7');
    expect(safeNextPath('/client/projects/12?tab=squad', 'client')).toBe('/client/projects/12?tab=squad');
    expect(safeNextPath('/admin/users', 'admin')).toBe('/admin/users');
  });

  it("refuses another role's area, the sign-up forms and paths that climb out", () => {
    expect(safeNextPath('/client/projects/12', 'contractor')).toBeNull();
    expect(safeNextPath('/member/contractor/profile', 'client')).toBeNull();
    expect(safeNextPath('/admin', 'client')).toBeNull();
    expect(safeNextPath('/member/contractor/sign-up', 'contractor')).toBeNull();
    expect(safeNextPath('/clientele', 'client')).toBeNull();
    expect(safeNextPath('/client/../admin/users', 'client')).toBeNull();
  });

  it('is never an open redirect', () => {
    for (const next of [
      '//evil.com',
      '//evil.com/client/home',
      'https://evil/client/home',
      '/\\evil.com',
      '/\\/evil.com/client/home',
      'javascript:alert(1)',
      ' /client/home',
      '/client/home\n',
      '\t//evil.com',
      'client/home',
      '',
      null,
      undefined,
    ]) {
      expect(safeNextPath(next, 'client'), String(next)).toBeNull();
    }
  });

  it('round-trips through the sign-in link', () => {
    const link = new URL(signInPathFor('/client/projects/12?x=1&y=2'), 'https://app.example');
    expect(link.pathname).toBe('/member');
    expect(safeNextPath(link.searchParams.get('next'), 'client')).toBe('/client/projects/12?x=1&y=2');
  });
});
