/**
 * Every route of the app (docs/product.md#areas-and-routes): the contract's `webPaths`, which the API's
 * mails link to as well, so a page's address exists once. Build links from here, never by hand.
 */
export { webPaths as paths } from '@fractional/contract';

export type MemberPane = 'sign-in' | 'sign-up' | 'reset-password' | 'confirm-reset-password';
