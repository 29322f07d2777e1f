import { describe, expect, it } from 'vitest';
import { webPaths } from './paths.js';

describe('webPaths', () => {
  it('builds the pages of one thing from its id', () => {
    expect(webPaths.client.project(12)).toBe('/client/projects/12');
    expect(webPaths.client.conversation(3)).toBe('/client/messages/3');
    expect(webPaths.contractor.conversation(3)).toBe('/member/contractor/messages/3');
    expect(webPaths.contractor.project(7)).toBe('/member/contractor/projects/7');
    expect(webPaths.contractor.timesheets(7)).toBe('/member/contractor/projects/7/timesheets');
  });

  it('escapes what is not a plain id', () => {
    expect(webPaths.client.project('a/b')).toBe('/client/projects/a%2Fb');
  });
});
