import { describe, expect, it } from 'vitest';
import {
  checkA11y,
  expectCloseToAsk,
  expectHidden,
  expectPath,
  expectVisible,
  field,
  openPage,
  radio,
  registerContractorViaApi,
  signInViaUi,
  useBrowser,
} from './fixtures.js';
import { photograph } from './profile-helpers.js';

// Issue 28: fractional experience for experts, the phone's country, website checks, and unsaved changes.
const browser = useBrowser();

const LEAVE = 'Leave without saving?';

describe('contractor profile forms', () => {
  it('edits fractional experience, phone and website in words people read, and asks before losing changes', async () => {
    const account = await registerContractorViaApi({ description: 'Interim CFO' });
    const page = await openPage(browser());
    await signInViaUi(page, account.email, account.password);
    await expectPath(page, '/member/contractor/profile');
    await page.getByRole('link', { name: 'Edit your profile' }).click();
    await expectPath(page, '/member/contractor/profile/edit');

    // The phone's country follows a typed + prefix; picking another keeps the national number.
    const country = page.getByRole('combobox', { name: 'Mobile number: country' });
    expect(await country.inputValue()).toBe('NZ');
    await field(page, 'Mobile number').fill('+44 7911 123456');
    expect(await country.inputValue()).toBe('GB');
    await field(page, 'Last name').click();
    await expectHidden(page.getByText('The phone number does not match the selected country.'));
    await country.selectOption({ label: 'Australia (+61)' });
    expect(await field(page, 'Mobile number').inputValue()).toContain('7911');
    await country.selectOption({ label: 'United Kingdom (+44)' });

    // A website that is not one is refused in words, and the footer says what is wrong.
    await field(page, 'LinkedIn profile or website').fill('not a url');
    await field(page, 'Last name').click();
    const urlMessage = 'Please enter a web address, such as https://www.linkedin.com/in/your-name.';
    await expectVisible(page.getByText(urlMessage).first());
    expect(await page.getByRole('button', { name: 'Save profile' }).isDisabled()).toBe(true);
    await photograph(page, 'contractor-edit-website-error');
    await field(page, 'LinkedIn profile or website').fill('linkedin.com/in/aroha');

    await radio(page, 'Previous fractional experience', '3-5 engagements').check();
    await photograph(page, 'contractor-edit-fractional-experience');
    await checkA11y(page);

    // In-app navigation with unsaved changes asks; staying keeps them.
    await page.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: LEAVE });
    await expectVisible(dialog);
    await photograph(page, 'contractor-edit-leave-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectHidden(dialog);
    await expectPath(page, '/member/contractor/profile/edit');
    expect(await field(page, 'LinkedIn profile or website').inputValue()).toBe('linkedin.com/in/aroha');

    // Closing the tab gets the browser's own question; dismissing it keeps the page.
    await expectCloseToAsk(page);

    // Saving leaves without asking; the profile shows the experience and the https:// website.
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expectPath(page, '/member/contractor/profile');
    await expectHidden(page.getByRole('dialog', { name: LEAVE }));
    await expectVisible(page.getByText('3-5 engagements'));
    expect(await page.getByRole('link', { name: /View profile on Linkedin/ }).getAttribute('href')).toBe(
      'https://linkedin.com/in/aroha',
    );
    await photograph(page, 'contractor-profile-fractional-experience');
    await page.close();
  });

  it('asks before leaving a half-filled sign-up, and lets an untouched one go', async () => {
    const page = await openPage(browser(), 390);
    await page.goto('/member/contractor/sign-up');
    await expectVisible(page.getByRole('heading', { name: 'Enter account details', level: 1 }));
    await expectVisible(page.getByRole('radiogroup', { name: 'Previous fractional experience' }));
    await field(page, 'First name').fill('Aroha');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expectVisible(page.getByRole('dialog', { name: LEAVE }));
    await photograph(page, 'sign-up-leave-dialog');
    await page.getByRole('button', { name: 'Leave without saving' }).click();
    await expectHidden(page.getByRole('heading', { name: 'Enter account details', level: 1 }));
    await page.close();
  });
});
