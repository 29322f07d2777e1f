import { webPaths } from '@fractional/contract';
import { describe, expect, it } from 'vitest';
import { webUrl } from './web-url.js';

describe('webUrl', () => {
  it('puts a web page under the app URL, a path prefix included', () => {
    expect(webUrl('https://app.example.com', webPaths.client.project(4))).toBe(
      'https://app.example.com/client/projects/4',
    );
    expect(webUrl('https://example.com/app', webPaths.contractor.opportunities)).toBe(
      'https://example.com/app/member/contractor/opportunities',
    );
  });

  it('adds the query', () => {
    expect(webUrl('https://app.example.com', webPaths.member.verifyEmail, { hash: 'a b' })).toBe(
      'https://app.example.com/member/verify-email?hash=a+b',
    );
  });
});
