import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checkA11y,
  expectHidden,
  expectPath,
  expectTitle,
  expectVisible,
  field,
  openPage,
  radio,
  registerClientViaApi,
  signInViaUi,
  useBrowser,
  type Account,
  type Width,
} from './fixtures.js';
import {
  PROFILE_UPDATE_ERRORS,
  expectCompletion,
  photograph,
  savedUser,
  tamperWithProfileSave,
} from './profile-helpers.js';

const browser = useBrowser();

/** Signs in and opens the profile from the avatar menu, as a user does. */
async function openProfile(account: Account, width: Width = 1280): Promise<Page> {
  const page = await openPage(browser(), width);
  await signInViaUi(page, account.email, account.password);
  await expectPath(page, '/client/home');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expectPath(page, '/client/profile');
  await expectTitle(page, 'Profile');
  return page;
}

describe('the client profile', () => {
  it('shows every field, and the edit form completes it to 100.00 %', async () => {
    const account = await registerClientViaApi();
    const page = await openProfile(account);

    await expectVisible(page.getByRole('heading', { level: 1, name: 'Kia ora, Mere!' }));
    await expectVisible(page.getByText('Complete your profile to match your projects with the best squads.'));
    // 14 of the 19 items: no timezone, mobile number, description, website or skills yet.
    await expectCompletion(page, '73.68%');
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Mere Parata' }));
    await expectVisible(page.getByText('10-14 years of experience'));
    await expectVisible(page.getByText('Management', { exact: true }));
    const business = page.getByRole('region', { name: 'BUSINESS' });
    await expectVisible(business.getByText('Kauri Analytics'));
    await expectVisible(business.getByRole('list', { name: 'Industries' }).getByText('Information technology'));
    await expectVisible(business.getByText('New Zealand'));
    await expectVisible(page.getByRole('list', { name: 'ROLE' }).getByRole('listitem'));
    await expectVisible(page.getByRole('list', { name: 'EXPERTISE' }).getByRole('listitem'));
    await expectVisible(page.getByRole('region', { name: 'SKILLS' }).getByText('No skills added yet.'));
    expect(await page.getByRole('button', { name: 'View profile on Linkedin' }).isDisabled()).toBe(true);
    // On the profile page the menu's Profile entry is disabled.
    await page.getByRole('button', { name: 'Account menu' }).click();
    expect(await page.getByText('Profile', { exact: true }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await checkA11y(page);
    await photograph(page, 'client-profile-before');

    await page.getByRole('link', { name: 'Edit your profile' }).click();
    await expectPath(page, '/client/profile/edit');
    await expectTitle(page, 'Edit your profile');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Update your profile' }));
    for (const section of [
      'Personal info',
      'Work experience',
      'Skills',
      'Fractional experience',
      'About your business',
    ]) {
      await expectVisible(page.getByRole('heading', { level: 2, name: section }));
    }
    expect(await field(page, 'Email').isDisabled()).toBe(true);
    expect(await field(page, 'Password').isDisabled()).toBe(true);
    expect(await field(page, 'Organisation name').inputValue()).toBe('Kauri Analytics');
    await checkA11y(page);

    await field(page, 'Timezone').selectOption('+12:00 Pacific/Auckland');
    await field(page, 'Mobile number').fill('021 123 4567');
    await field(page, 'Description').fill('Chief executive of a growing analytics company.');
    await field(page, 'LinkedIn profile or website').fill('https://www.linkedin.com/in/mere-parata');
    await page.getByRole('combobox', { name: 'Skills' }).fill('modelling');
    await page.getByRole('option', { name: /^Financial modelling/ }).click();
    await page.keyboard.press('Escape');
    await field(page, 'Organisation name').fill('Kauri Analytics Group');
    await radio(page, 'Segment', 'Mid-market').check();
    await photograph(page, 'client-edit');
    await page.getByRole('button', { name: 'Save profile' }).click();

    await expectPath(page, '/client/profile');
    await expectCompletion(page, '100.00%');
    await expectVisible(page.getByText('Chief executive of a growing analytics company.'));
    await expectVisible(business.getByText('Kauri Analytics Group'));
    await expectVisible(business.getByText('Mid-market'));
    await expectVisible(page.getByRole('region', { name: 'SKILLS' }).getByText('Financial modelling'));
    const linkedIn = page.getByRole('link', { name: /View profile on Linkedin/ });
    expect(await linkedIn.getAttribute('href')).toBe('https://www.linkedin.com/in/mere-parata');
    expect(await linkedIn.getAttribute('target')).toBe('_blank');
    await checkA11y(page);
    await photograph(page, 'client-profile');

    const saved = await savedUser(account.email);
    expect(saved).toMatchObject({ mobileNumber: '+64211234567', timezone: '+12:00 Pacific/Auckland' });
    expect(saved.businessDetail).toMatchObject({ orgName: 'Kauri Analytics Group', segment: 'mid-market' });

    // A reload shows the same: nothing lives only in the page.
    await page.reload();
    await expectCompletion(page, '100.00%');
  });

  it('shows server errors under their fields with the banner, and saves no part of the profile', async () => {
    const account = await registerClientViaApi({ description: 'Chief executive' });
    const page = await openProfile(account, 390);
    await page.getByRole('link', { name: 'Edit your profile' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Update your profile' }));

    // A bad phone number and headquarters, as only a client with other rules would send them.
    await tamperWithProfileSave(page, (body) => ({
      ...body,
      mobileNumber: '+640',
      businessDetail: { ...(body.businessDetail as object), headQuarters: 'XX' },
    }));
    await field(page, 'Description').fill('Chief executive and founder');
    await field(page, 'Organisation name').fill('Renamed Ltd');
    await page.getByRole('button', { name: 'Save profile' }).click();

    await expectVisible(page.getByText('Invalid phone number. Please enter a valid format.'));
    await expectVisible(page.getByText('Please choose a country from the list.'));
    expect(await field(page, 'Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'Registered headquarters').getAttribute('aria-invalid')).toBe('true');
    await expectVisible(page.getByRole('alert').filter({ hasText: PROFILE_UPDATE_ERRORS }));
    await expectPath(page, '/client/profile/edit');
    await checkA11y(page);
    await photograph(page, 'client-edit-server-errors');

    // One transaction: neither the person nor the business changed.
    const saved = await savedUser(account.email);
    expect(saved.profiles[0]?.description).toBe('Chief executive');
    expect(saved.businessDetail?.orgName).toBe('Kauri Analytics');

    await page.getByRole('button', { name: 'OK, got it!' }).click();
    await expectHidden(page.getByRole('alert').filter({ hasText: PROFILE_UPDATE_ERRORS }));
    await page.unroute('**/api/v1/auth/me');
    // The edits were never saved, so leaving asks first (docs/product.md#forms-and-validation).
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave without saving' })
      .click();
    await expectPath(page, '/client/profile');
    await expectVisible(page.getByText('Chief executive', { exact: true }));
  });
});
