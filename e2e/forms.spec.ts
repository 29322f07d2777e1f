import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type Account,
  type Width,
  WIDTHS,
  baseUrl,
  checkA11y,
  chooseInMultiSelect,
  dataDir,
  expectHidden,
  expectFocused,
  expectPath,
  expectVisible,
  field,
  fillClientSignUp,
  latestResetLink,
  openPage,
  radio,
  registerClientViaApi,
  registerContractorViaApi,
  screenshot,
  signInViaUi,
  uniqueEmail,
  useBrowser,
} from './fixtures.js';
import { savedUser } from './profile-helpers.js';

// Issue 15: what a new user meets first in the forms.
const browser = useBrowser();
const NEW_PASSWORD = 'brand-new-secret-7';
const REQUIRED = 'This field is required.';
const INCOMPLETE = 'Please complete all the required fields.';

/** Until the next frame has been drawn: whatever the last input set off (validation, a render) is on screen. */
async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * A click as a person makes it: the button goes down on the target's centre, the page draws what that
 * set off (a field left, so its message shows or goes), then the button comes up where it went down.
 */
async function pressAndRelease(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox()) ?? expect.unreachable('the target is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await nextFrame(page);
  await page.mouse.up();
}

/** A confirm-reset pane for a new contractor, through the mail the API sends. */
async function openConfirmReset(page: Page): Promise<void> {
  const account = await registerContractorViaApi();
  const response = await fetch(`${baseUrl}/api/v1/auth/forgot/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email }),
  });
  expect(response.status).toBe(204);
  await page.goto(await latestResetLink(dataDir, account.email));
  await expectVisible(page.getByRole('button', { name: 'Change password' }));
}

const newPassword = (page: Page) => page.getByLabel(/^New password/);
const reenter = (page: Page) => page.getByLabel(/^Re-enter new password/);

describe('the confirm-reset pane', () => {
  for (const width of WIDTHS) {
    it(`changes the password with one click after the fields are filled in turn (${width} px)`, async () => {
      const page = await openPage(browser(), width);
      await openConfirmReset(page);
      await newPassword(page).click();
      await page.keyboard.type(NEW_PASSWORD);
      await reenter(page).click();
      await nextFrame(page);
      // docs/product.md#forms-and-validation: "required" only after touched or dirty; the re-enter field is neither yet.
      expect(await page.getByText(REQUIRED).count()).toBe(0);
      await page.keyboard.type(NEW_PASSWORD);
      await nextFrame(page);
      expect(await page.getByText(REQUIRED).count()).toBe(0);
      await screenshot(page, 'forms-confirm-reset-filled');

      await pressAndRelease(page, page.getByRole('button', { name: 'Change password' }));
      await expectVisible(page.getByText('Password changed!'));
    });
  }

  it('updates the messages as the person types', async () => {
    const page = await openPage(browser(), 390);
    await openConfirmReset(page);
    await newPassword(page).fill(NEW_PASSWORD);
    await reenter(page).fill('brand-new');
    await reenter(page).blur();
    await expectVisible(page.getByText('Passwords do not match'));
    await reenter(page).focus();
    await page.keyboard.type('-secret-7');
    await expectHidden(page.getByText('Passwords do not match'));
    // Changing the first password checks the re-entered one again.
    await newPassword(page).focus();
    await page.keyboard.type('!');
    await expectVisible(page.getByText('Passwords do not match'));
    await page.keyboard.press('Backspace');
    await expectHidden(page.getByText('Passwords do not match'));
  });
});

/** True when the point at the centre of `locator` belongs to it, i.e. nothing is drawn over it. */
async function isUncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });
}

describe('the sign-up form after a failed submit', () => {
  it('takes the click that brings up a message, keeps the banner off the fields and ends it once fixed (390 px)', async () => {
    const page = await openPage(browser(), 390);
    await page.goto('/member/client/sign-up');
    await expectVisible(page.getByRole('heading', { name: 'Client Sign-up', level: 1 }));
    await fillClientSignUp(page, uniqueEmail('client-forms'));
    const terms = page.getByRole('checkbox', { name: /Terms and Conditions/ });
    const signUp = page.getByRole('button', { name: 'Sign up now' });
    // Pressing the button leaves the unticked box: its message appears right above the button.
    await terms.focus();
    await pressAndRelease(page, signUp);
    const banner = page.getByRole('alert').filter({ hasText: INCOMPLETE });
    await expectVisible(banner);
    await expectVisible(page.getByText(REQUIRED));
    await expectFocused(terms);
    await screenshot(page, 'forms-sign-up-incomplete');

    // Scrolled so that a field is at the top of the screen, nothing covers it.
    for (const label of ['Email', 'Last name', 'Organisation name', 'Employee size']) {
      await field(page, label).evaluate((element) => element.scrollIntoView({ block: 'start' }));
      expect(await isUncovered(field(page, label)), `${label} is covered`).toBe(true);
    }

    await terms.check();
    await expectHidden(banner);
    await expectHidden(page.getByText(INCOMPLETE));
    await pressAndRelease(page, signUp);
    await expectPath(page, '/client/home', 20_000);
  });
});

/** A new client, signed in through the sign-in pane, on `path` of the client area. */
async function openAsNewClient(path: string, width: Width): Promise<{ account: Account; page: Page }> {
  const account = await registerClientViaApi();
  const page = await openPage(browser(), width);
  await signInViaUi(page, account.email, account.password);
  await expectPath(page, '/client/home');
  await page.goto(path);
  return { account, page };
}

describe('the create-project form after a failed submit', () => {
  it('ends the banner once the form is fixed, unticking "Other" included (1280 px)', async () => {
    const { page } = await openAsNewClient('/client/projects/create', 1280);
    const create = page.getByRole('button', { name: 'Create project' });
    await create.click();
    const banner = page.getByRole('alert').filter({ hasText: INCOMPLETE });
    await expectVisible(banner);

    await field(page, 'Project name').fill('Pricing review');
    await field(page, 'Project overview').fill('Find out what our customers would pay.');
    await radio(page, 'Project stage', 'Planning').check();
    await radio(page, 'Is the budget allocated?', 'No').check();
    await field(page, 'Timeline').selectOption({ label: '6-11 months' });
    const other = page.getByRole('checkbox', { name: 'Other', exact: true });
    await other.check();
    await chooseInMultiSelect(page, 'Expertise needed', ['Fundraising']);
    // "Other" asks for a description: the form is not fixed yet.
    await expectVisible(page.getByText(REQUIRED));
    await expectVisible(banner);
    await screenshot(page, 'forms-create-project-other');
    await page.getByRole('checkbox', { name: 'Scale operations', exact: true }).check();
    await other.uncheck();
    await expectHidden(banner);
    expect(await page.getByText(REQUIRED).count()).toBe(0);
    await create.click();
    await page.waitForURL((url) => /^\/client\/projects\/\d+$/.test(url.pathname));
  });
});

describe('the skill search', () => {
  it('ranks name matches first, and after a pick clears the query and closes the list', async () => {
    const { page } = await openAsNewClient('/client/profile/edit', 390);
    const search = page.getByRole('combobox', { name: 'Skills' });
    await search.fill('pricing');
    const options = page.getByRole('listbox', { name: 'Skills: results' }).getByRole('option');
    await expectVisible(options);
    const names = await options.evaluateAll((items) => items.map((item) => item.firstElementChild?.textContent));
    expect(names.slice(0, 2)).toEqual(['Pricing analysis', 'Transfer pricing']);
    expect(names.length).toBeGreaterThan(2);
    await options.first().click();
    await expectHidden(page.getByRole('listbox', { name: 'Skills: results' }));
    expect(await search.inputValue()).toBe('');
    await expectVisible(page.getByRole('list', { name: 'Chosen Skills' }).getByText('Pricing analysis'));
    await checkA11y(page);
  });
});

describe('the mobile number', () => {
  it('keeps the dial code when tabbed into, and reads the same in the form and on the profile', async () => {
    const { page } = await openAsNewClient('/client/profile/edit', 390);
    const number = field(page, 'Mobile number');
    await page.getByLabel('Mobile number: country').selectOption({ label: 'Australia (+61)' });
    expect(await number.inputValue()).toBe('+61');
    await page.getByLabel('Mobile number: country').focus();
    await page.keyboard.press('Tab');
    await expectFocused(number);
    await page.keyboard.type('412345678');
    expect(await number.inputValue()).toBe('+61412345678');
    await page.keyboard.press('Tab');
    expect(await number.inputValue()).toBe('+61 412 345 678');
    await screenshot(page, 'forms-phone-edit');

    await page.getByRole('button', { name: 'Save profile' }).click();
    await expectPath(page, '/client/home'); // back where the edit was opened from
    await page.goto('/client/profile');
    await expectVisible(page.getByText('+61 412 345 678', { exact: true }));
    await screenshot(page, 'forms-phone-profile');
    await page.getByRole('link', { name: 'Edit your profile' }).click();
    await expectPath(page, '/client/profile/edit');
    await expect.poll(() => number.inputValue()).toBe('+61 412 345 678');
  });

  it('saves with one click a national number typed last (390 px)', async () => {
    const { account, page } = await openAsNewClient('/client/profile/edit', 390);
    await field(page, 'Mobile number').click();
    await page.keyboard.type('021 123 4567');
    await pressAndRelease(page, page.getByRole('button', { name: 'Save profile' }));
    await expectPath(page, '/client/home');
    expect((await savedUser(account.email)).mobileNumber).toBe('+64211234567');
  });
});
