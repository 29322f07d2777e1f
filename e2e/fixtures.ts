import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, onTestFinished } from 'vitest';
import { chromiumPath } from '../scripts/chromium-path.js';
import { PASSWORD } from './seed.js';

export * from './seed.js';

export const baseUrl = inject('e2eBaseUrl');
export const dataDir = inject('e2eDataDir');

export type Width = 1280 | 390;
export const WIDTHS: readonly Width[] = [1280, 390];
const HEIGHTS: Record<Width, number> = { 1280: 800, 390: 844 };
const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One Debian Chromium per spec file, closed after its last test. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterAll(async () => browser?.close());
  return () => browser ?? expect.unreachable('the browser is not running');
}

/** An API answer the app expects and handles (422 wrong password, 401 before a refresh), not a bug. */
function isHandledApiFailure(text: string, url: string): boolean {
  return /^Failed to load resource: the server responded with a status of 4\d\d/.test(text) && url.includes('/api/v1/');
}

/**
 * A page in a fresh context (nothing stored) at 1280×800 or 390×844. Any console.error or uncaught
 * error in the browser fails the test; the context closes when the test ends.
 */
export async function openPage(browser: Browser, width: Width = 1280): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height: HEIGHTS[width] },
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    const url = message.location().url;
    if (message.type() === 'error' && !isHandledApiFailure(message.text(), url)) {
      errors.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.stack ?? error.message}`));
  onTestFinished(async () => {
    await context.close();
    expect(errors, 'errors in the browser console').toEqual([]);
  });
  return page;
}

/** Waits until the page shows this path (client-side navigations included). */
export async function expectPath(page: Page, pathname: string, timeout = 10_000): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === pathname, { timeout, waitUntil: 'commit' });
  } catch {
    expect(new URL(page.url()).pathname, `expected to arrive at ${pathname}`).toBe(pathname);
  }
}

export async function expectVisible(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

export async function expectHidden(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/**
 * Waits until `locator` has the focus. Focus moves in an effect or a timer after the render that shows the change
 * (errors, a dialog), so asserting it at once races the page.
 */
export async function expectFocused(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((element) => element === document.activeElement)).toBe(true);
}

/** Waits until the document title reads `{title} | Fractional`. */
export async function expectTitle(page: Page, title: string): Promise<void> {
  await expect.poll(() => page.title()).toBe(`${title} | Fractional`);
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

/** axe-core on the whole page: no serious or critical violation (each printed readably otherwise). */
export async function checkA11y(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') would block an inline <script>.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    type Axe = { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
    const { axe } = window as unknown as { axe: Axe };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations;
  });
  const severe = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = severe.map((violation) =>
    [
      `${violation.impact}: ${violation.id}: ${violation.help} (${violation.helpUrl})`,
      ...violation.nodes.map(
        (node) => `  at ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
      ),
    ].join('\n'),
  );
  expect(report, `axe on ${new URL(page.url()).pathname}`).toEqual([]);
}

/** A full-page screenshot kept as test output: e2e/screenshots/<name>-<width>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = `${SCREENSHOTS}${name}-${page.viewportSize()?.width ?? 0}.png`;
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/**
 * Closes the tab as a user would with unsaved changes: the page must ask (the browser's own
 * beforeunload question); dismissing it keeps the page open.
 */
export async function expectCloseToAsk(page: Page): Promise<void> {
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (question) => {
      resolve(question.type());
      void question.dismiss();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);
}

/** Signs in through the sign-in pane of /member, like a user. */
export async function signInViaUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/member/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A form control by its exact label. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** One option of a radio group, by the group's and the option's names. */
export const radio = (page: Page, group: string, option: string) =>
  page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true });

/** Opens a searchable multi-select, picks each option through its search box, and closes it. */
export async function chooseInMultiSelect(page: Page, label: string, options: string[]): Promise<void> {
  // The trigger's name is the label, then its summary ("Choose up to 5 roles", "2 item(s) selected").
  await page.getByRole('button', { name: new RegExp(`^${label} `) }).click();
  for (const option of options) {
    await page.getByRole('searchbox', { name: `Search ${label}` }).fill(option);
    await page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
  }
  await page.keyboard.press('Escape');
  const chosen = page.getByRole('list', { name: `Chosen ${label}` });
  for (const option of options) await expectVisible(chosen.getByText(option, { exact: true }));
}

/**
 * The client sign-up form (/member/client/sign-up, already open) with every required field filled
 * in but the Terms and Conditions, which the caller ticks or leaves.
 */
export async function fillClientSignUp(page: Page, email: string): Promise<void> {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'First name').fill('Ruia');
  await field(page, 'Last name').fill('Kawhia');
  await radio(page, 'Job level', 'Executive').check();
  await radio(page, 'Years of experience', '15+ years').check();
  await chooseInMultiSelect(page, 'Job roles', ['Fractional CFO']);
  await chooseInMultiSelect(page, 'Expertise', ['Fundraising']);
  await field(page, 'How did you hear about us?').selectOption({ label: 'Referral' });
  await radio(page, 'Previous fractional experience', '1-2 engagements').check();
  await field(page, 'Organisation name').fill('Kawhia Foods');
  await field(page, 'Registered headquarters').selectOption({ label: 'New Zealand' });
  await chooseInMultiSelect(page, 'Industry', ['Retail']);
  await radio(page, 'Segment', 'Small business').check();
  await field(page, 'Employee size').selectOption({ label: '11-50 employees' });
  await page.getByRole('checkbox', { name: /Digital-First Work Principles and Policies/ }).check();
}

/** Signs a contractor up through /member/contractor/sign-up with the required fields only. */
export async function signUpContractorViaUi(
  page: Page,
  account: { email: string; password: string; firstName: string; lastName: string },
): Promise<void> {
  await page.goto('/member/contractor/sign-up');
  await expectVisible(page.getByRole('heading', { name: 'Enter account details', level: 1 }));
  await field(page, 'Email').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await field(page, 'First name').fill(account.firstName);
  await field(page, 'Last name').fill(account.lastName);
  await radio(page, 'Job level', 'Executive').check();
  await radio(page, 'Years of experience', '15+ years').check();
  await page.getByRole('checkbox', { name: /Digital-First Work Principles and Policies/ }).check();
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Sign up now' }).click();
}
