import type { LoginResult } from '@fractional/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD,
  baseUrl,
  chooseInMultiSelect,
  expectPath,
  expectVisible,
  field,
  openPage,
  radio,
  registerContractorViaApi,
  uniqueEmail,
  useBrowser,
} from './fixtures.js';

const browser = useBrowser();

async function fillAccountAndPerson(page: Page, email: string, firstName: string): Promise<void> {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'First name').fill(firstName);
  await field(page, 'Last name').fill('Parata');
}

async function acceptAgreements(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /Digital-First Work Principles and Policies/ }).check();
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
}

async function logIn(email: string): Promise<LoginResult['user']> {
  const response = await fetch(`${baseUrl}/api/v1/auth/email/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as LoginResult).user;
}

describe('client sign-up', () => {
  it('goes through the whole form to the client home', async () => {
    const email = uniqueEmail('client-ui');
    const page = await openPage(browser());
    await page.goto('/member/client/sign-up');
    await expectVisible(page.getByRole('heading', { name: 'Client Sign-up', level: 1 }));

    await fillAccountAndPerson(page, email, 'Mere');
    await field(page, 'Middle name').fill('Aroha');
    await field(page, 'Timezone').selectOption('+12:00 Pacific/Auckland');
    await field(page, 'Mobile number').fill('021 123 4567');
    await field(page, 'Description').fill('Finance leader for growing software companies.');
    await radio(page, 'Job level', 'Management').check();
    await radio(page, 'Years of experience', '10-14 years').check();
    await chooseInMultiSelect(page, 'Job roles', ['Fractional CFO', 'Fractional CTO']);
    await chooseInMultiSelect(page, 'Expertise', ['Fundraising']);
    await field(page, 'LinkedIn profile or website').fill('https://www.linkedin.com/in/mere-parata');
    await page.getByRole('combobox', { name: 'Skills' }).fill('modelling');
    await page.getByRole('option', { name: /^Financial modelling/ }).click();
    await field(page, 'How did you hear about us?').selectOption({ label: 'Referral' });
    await radio(page, 'Previous fractional experience', '1-2 engagements').check();
    await field(page, 'Organisation name').fill('Kauri Analytics');
    await field(page, 'Registered headquarters').selectOption({ label: 'New Zealand' });
    await chooseInMultiSelect(page, 'Industry', ['Information technology', 'Retail']);
    await radio(page, 'Segment', 'Small business').check();
    await field(page, 'Employee size').selectOption({ label: '11-50 employees' });
    await acceptAgreements(page);
    await page.getByRole('button', { name: 'Sign up now' }).click();

    await expectPath(page, '/client/home', 20_000);
    await expectVisible(page.getByRole('heading', { name: 'Kia ora, Mere!' }));

    const user = await logIn(email);
    expect(user.role.name).toBe('client');
    expect(user).toMatchObject({ firstName: 'Mere', middleName: 'Aroha', lastName: 'Parata', leadSource: 'referral' });
    expect(user.timezone).toBe('+12:00 Pacific/Auckland');
    expect(user.mobileNumber).toBe('+64211234567');
    expect(user.businessDetail).toMatchObject({
      orgName: 'Kauri Analytics',
      industry: 'information-technology,retail',
      segment: 'small-business',
      headQuarters: 'NZ',
      teamSize: '11-50',
    });
    const profile = user.profiles[0]!;
    expect(profile).toMatchObject({ jobLevel: 'management', yearsOfExperience: '10-14', fractionalExperience: '1-2' });
    expect(profile.jobRole.map((item) => item.role).sort()).toEqual(['Fractional CFO', 'Fractional CTO']);
    expect(profile.expertise.map((item) => item.expertise)).toEqual(['Fundraising']);
    expect(profile.skills.map((item) => item.skill)).toEqual(['Financial modelling']);
  });

  it('shows a taken e-mail under the field, with the sign-up banner', async () => {
    const taken = await registerContractorViaApi();
    const page = await openPage(browser(), 390);
    await page.goto('/member/contractor/sign-up');
    await expectVisible(page.getByRole('heading', { name: 'Enter account details', level: 1 }));
    await fillAccountAndPerson(page, taken.email, 'Rua');
    await radio(page, 'Job level', 'Executive').check();
    await radio(page, 'Years of experience', '15+ years').check();
    await acceptAgreements(page);
    await page.getByRole('button', { name: 'Sign up now' }).click();

    await expectVisible(page.getByText('This email already exists in our system.'));
    expect(await field(page, 'Email').getAttribute('aria-invalid')).toBe('true');
    await expectVisible(
      page
        .getByRole('alert')
        .filter({ hasText: 'We encountered a few errors in your sign up, please review in order to proceed.' }),
    );
    await expectPath(page, '/member/contractor/sign-up');
  });
});

describe('the sign-up pane of the landing', () => {
  it.each([
    ['A business', '/member/client/sign-up', 'Client Sign-up'],
    ['An expert', '/member/contractor/sign-up', 'Enter account details'],
  ])('as %s, carries the typed e-mail into the sign-up form', async (role, path, heading) => {
    const email = uniqueEmail('carried');
    const page = await openPage(browser(), 390);
    await page.goto('/member/sign-up');
    await page.getByRole('radio', { name: role }).check();
    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectPath(page, path);
    await expectVisible(page.getByRole('heading', { name: heading, level: 1 }));
    expect(await field(page, 'Email').inputValue()).toBe(email);
  });
});

describe('contractor sign-up', () => {
  it('needs only the required fields and lands on the contractor profile', async () => {
    const email = uniqueEmail('contractor-ui');
    const page = await openPage(browser(), 390);
    await page.goto('/member/contractor/sign-up');
    await expectVisible(page.getByRole('heading', { name: 'Enter account details', level: 1 }));
    await fillAccountAndPerson(page, email, 'Wiremu');
    await radio(page, 'Job level', 'Executive').check();
    await radio(page, 'Years of experience', '15+ years').check();
    await acceptAgreements(page);
    await page.getByRole('button', { name: 'Sign up now' }).click();

    await expectPath(page, '/member/contractor/profile', 20_000);
    await expectVisible(page.getByRole('heading', { name: 'Kia ora, Wiremu!' }));
    const user = await logIn(email);
    expect(user.role.name).toBe('contractor');
    expect(user.businessDetail).toBeNull();
  });

  it('asks for every required field on an empty submit', async () => {
    const page = await openPage(browser());
    await page.goto('/member/contractor/sign-up');
    await page.getByRole('button', { name: 'Sign up now' }).click();
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Please complete all the required fields.' }));
    // Email, password, first and last name, job level, years of experience and both agreements.
    await expect.poll(() => page.getByText('This field is required.').count()).toBe(8);
    await expectPath(page, '/member/contractor/sign-up');
  });
});
