import type { LoginResult, RoleName, User } from '@fractional/contract';
import type { QueryClient } from '@tanstack/react-query';
import { session } from './api-client';
import { paths } from '../config/paths';
import { meQueryKey } from './get-me';

/** Stores the tokens and the user of a login result, so the app is signed in at once. */
export function establishSession(queryClient: QueryClient, result: LoginResult): void {
  session.setTokens(result);
  storeUser(queryClient, result.user);
}

/** Replaces the signed-in user everywhere it is kept. */
export function storeUser(queryClient: QueryClient, user: User): void {
  session.setCachedUser(user);
  queryClient.setQueryData(meQueryKey, user);
}

/** Ends the session (server too) and forgets every cached answer. */
export async function endSession(queryClient: QueryClient): Promise<void> {
  await session.logout();
  queryClient.setQueryData(meQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'runtime-config' });
}

/** Where a signed-in user of this role belongs. */
export function areaRoot(role: RoleName): string {
  const roots: Record<RoleName, string> = {
    admin: paths.admin.root,
    client: paths.client.home,
    contractor: paths.contractor.profile,
  };
  return roots[role];
}

/** The query parameter of /member naming the page to return to after signing in. */
export const NEXT_PARAM = 'next';

/** `/member?next=…`: the sign-in page that comes back to `path` (the page a signed-out visitor asked for). */
export function signInPathFor(path: string): string {
  return `${paths.member.root}?${new URLSearchParams({ [NEXT_PARAM]: path }).toString()}`;
}

const AREA_PREFIXES: Record<RoleName, string> = {
  admin: paths.admin.root,
  client: paths.client.root,
  contractor: paths.contractor.root,
};
const ORIGIN = 'https://fractional.invalid';

/** A backslash (read as a slash by browsers), white space or a control character. */
const isUnsafeChar = (char: string) => char === '\\' || char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f;

/**
 * Where to go after signing in when a link asked for `next`: the same path, normalised, if it is a
 * same-origin page in this role's own area; otherwise null (then the area's root). Never an open
 * redirect: `//evil.com`, `https://evil`, `/\evil`, `javascript:` and the like are all refused.
 */
export function safeNextPath(next: string | null | undefined, role: RoleName): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || [...next].some(isUnsafeChar)) return null;
  let url: URL;
  try {
    url = new URL(next, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const prefix = AREA_PREFIXES[role];
  const { pathname } = url;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return null;
  if (pathname === paths.contractorSignUp || pathname === paths.clientSignUp) return null;
  return `${pathname}${url.search}${url.hash}`;
}
