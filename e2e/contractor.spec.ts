import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  checkA11y,
  chooseInMultiSelect,
  expectHidden,
  expectPath,
  expectTitle,
  expectVisible,
  field,
  openPage,
  registerContractorViaApi,
  screenshot,
  signInViaUi,
  signUpContractorViaUi,
  uniqueEmail,
  useBrowser,
} from './fixtures.js';
import {
  PROFILE_UPDATE_ERRORS,
  expectCompletion,
  photograph,
  savedUser,
  tamperWithProfileSave,
} from './profile-helpers.js';

const browser = useBrowser();
const MB = 1024 * 1024;

// Real files on disk, picked through the browser's file chooser.
let dir: string;
const file = (name: string) => path.join(dir, name);
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'fractional-cv-'));
  const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);
  writeFileSync(file('Aroha Ngata CV.pdf'), pdf(9 * MB));
  writeFileSync(file('Case studies.docx'), Buffer.alloc(48 * 1024, 0x50));
  writeFileSync(file('setup.exe'), Buffer.alloc(4096, 0x4d));
  writeFileSync(file('Portfolio.pdf'), pdf(11 * MB));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cvList = (page: Page) => page.getByRole('list', { name: 'Your CVs' });

/** Picks files through the chooser the dropzone opens, as a user does. */
async function pickFiles(page: Page, names: string[]): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: /Upload your CV/ }).click(),
  ]);
  await chooser.setFiles(names.map(file));
}

/** Records every value each upload progress bar takes, from inside the page, by file name. */
async function recordUploadProgress(page: Page): Promise<() => Promise<Record<string, number[]>>> {
  await page.evaluate(() => {
    const seen: Record<string, number[]> = {};
    (window as unknown as { uploadProgress: typeof seen }).uploadProgress = seen;
    const record = (element: Element) => {
      const label = element.getAttribute('aria-label') ?? '';
      if (element.getAttribute('role') !== 'progressbar' || !label.startsWith('Uploading ')) return;
      (seen[label.slice('Uploading '.length)] ??= []).push(Number(element.getAttribute('aria-valuenow')));
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'attributes' && mutation.target instanceof Element) record(mutation.target);
        for (const node of Array.from(mutation.addedNodes)) {
          if (node instanceof Element)
            [node, ...Array.from(node.querySelectorAll('[role="progressbar"]'))].forEach(record);
        }
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return () => page.evaluate(() => (window as unknown as { uploadProgress: Record<string, number[]> }).uploadProgress);
}

describe('the contractor area', () => {
  it('takes a new contractor from sign-up to a complete profile with CVs', async () => {
    const email = uniqueEmail('contractor-area');
    const page = await openPage(browser());

    // Sign up with the required fields only.
    await signUpContractorViaUi(page, { email, password: PASSWORD, firstName: 'Aroha', lastName: 'Ngata' });

    await expectPath(page, '/member/contractor/profile', 20_000);
    await expectTitle(page, 'Profile');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Kia ora, Aroha!' }));
    // E-mail, names, job level and years of experience: 5 of 12 items.
    await expectCompletion(page, '41.67%');
    expect(await page.getByRole('button', { name: 'View profile on Linkedin' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /Assess your skills/ }).isDisabled()).toBe(true);
    await expectVisible(page.getByText('No skills added yet.'));
    await checkA11y(page);

    // Edit: every remaining field, then Save profile brings the user back to the profile.
    await page.getByRole('link', { name: 'Edit your profile' }).click();
    await expectPath(page, '/member/contractor/profile/edit');
    await expectTitle(page, 'Edit your profile');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Edit your profile' }));
    expect(await field(page, 'Email').inputValue()).toBe(email);
    expect(await field(page, 'Email').isDisabled()).toBe(true);
    expect(await field(page, 'Password').isDisabled()).toBe(true);
    const save = page.getByRole('button', { name: 'Save profile' });
    expect(await save.isDisabled()).toBe(true);
    await checkA11y(page);

    await field(page, 'Timezone').selectOption('+12:00 Pacific/Auckland');
    await field(page, 'Mobile number').fill('021 123 4567');
    await field(page, 'Description').fill('Fractional CFO for growing software companies.');
    await chooseInMultiSelect(page, 'Job roles', ['Fractional CFO', 'Fractional CTO']);
    await chooseInMultiSelect(page, 'Expertise', ['Fundraising']);
    await field(page, 'LinkedIn profile or website').fill('https://www.linkedin.com/in/aroha-ngata');
    await page.getByRole('combobox', { name: 'Skills' }).fill('modelling');
    await page.getByRole('option', { name: /^Financial modelling/ }).click();
    await page.keyboard.press('Escape');
    await expectVisible(page.getByRole('list', { name: 'Chosen Skills' }).getByText('Financial modelling'));
    await save.click();

    await expectPath(page, '/member/contractor/profile');
    await expectCompletion(page, '100.00%');
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Aroha Ngata' }));
    await expectVisible(page.getByText('Fractional CFO for growing software companies.'));
    await expectVisible(page.getByText('15+ years of experience'));
    await expectVisible(page.getByRole('list', { name: 'ROLE' }).getByText('Fractional CTO'));
    await expectVisible(page.getByRole('list', { name: 'EXPERTISE' }).getByText('Fundraising'));
    await expectVisible(page.getByRole('region', { name: 'SKILLS' }).getByText('Financial modelling'));
    const linkedIn = page.getByRole('link', { name: /View profile on Linkedin/ });
    expect(await linkedIn.getAttribute('href')).toBe('https://www.linkedin.com/in/aroha-ngata');
    expect(await linkedIn.getAttribute('target')).toBe('_blank');

    // Refused before any upload: another type and a file over 10 MB, with the exact alerts.
    await pickFiles(page, ['setup.exe', 'Portfolio.pdf']);
    const refusals = page.getByRole('alert').filter({ hasText: 'Invalid file type' });
    await expectVisible(refusals.getByText('Invalid file type: setup.exe', { exact: true }));
    await expectVisible(refusals.getByText('File is too large: Portfolio.pdf', { exact: true }));
    await photograph(page, 'contractor-cv-refused');

    // Two real files, the 9 MB one slowed down so that its progress bar is seen moving.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 3 * MB,
    });
    const progressSeen = await recordUploadProgress(page);
    await pickFiles(page, ['Aroha Ngata CV.pdf', 'Case studies.docx']);
    await expectVisible(page.getByRole('progressbar', { name: 'Uploading Aroha Ngata CV.pdf' }));
    await screenshot(page, 'contractor-cv-uploading');
    await expectVisible(cvList(page).getByText('Aroha Ngata CV.pdf'), 30_000);
    await expectVisible(cvList(page).getByText('Case studies.docx'));
    await expectHidden(page.getByRole('progressbar', { name: /^Uploading/ }));
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expectVisible(cvList(page).getByText('9.00 MB'));
    await expectVisible(cvList(page).getByText('48.00 KB'));
    // The big file's bar started at 0, took several values on the way and never went back.
    const values = (await progressSeen())['Aroha Ngata CV.pdf'] ?? [];
    expect(values[0], `progress values seen: ${values.join(', ')}`).toBe(0);
    expect(new Set(values.filter((value) => value > 0 && value < 100)).size).toBeGreaterThanOrEqual(3);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect((await savedUser(email)).profiles[0]?.cvPath).toHaveLength(2);

    await photograph(page, 'contractor-profile');
    await checkA11y(page);

    // Remove one: it leaves the list and the profile.
    await page.getByRole('button', { name: 'Remove Case studies.docx' }).click();
    await page.getByRole('button', { name: 'Yes, remove Case studies.docx' }).click();
    await expectHidden(cvList(page).getByText('Case studies.docx'));
    await expectVisible(cvList(page).getByText('Aroha Ngata CV.pdf'));
    expect((await savedUser(email)).profiles[0]?.cvPath).toHaveLength(1);

    // A reload keeps everything: the profile comes from the server.
    await page.reload();
    await expectCompletion(page, '100.00%');
    await expectVisible(cvList(page).getByText('Aroha Ngata CV.pdf'));
  });

  it('shows server errors under their fields with the banner, saving nothing', async () => {
    const account = await registerContractorViaApi({ description: 'Interim CFO' });
    const page = await openPage(browser(), 390);
    await signInViaUi(page, account.email, account.password);
    await expectPath(page, '/member/contractor/profile');
    await page.getByRole('link', { name: 'Edit your profile' }).click();
    await expectPath(page, '/member/contractor/profile/edit');

    // An unknown timezone and a one-letter headline, as only a client with other rules would send them.
    await tamperWithProfileSave(page, (body) => ({
      ...body,
      timezone: 'Nowhere',
      profile: { ...(body.profile as object), description: 'x' },
    }));
    await field(page, 'Last name').fill('Ngata-Walker');
    await field(page, 'Description').fill('Interim CFO and board adviser');
    await page.getByRole('button', { name: 'Save profile' }).click();

    await expectVisible(page.getByText('Description must be longer than or equal to 2 characters.'));
    await expectVisible(page.getByText('Please choose a timezone from the list.'));
    expect(await field(page, 'Description').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'Timezone').getAttribute('aria-invalid')).toBe('true');
    await expectVisible(page.getByRole('alert').filter({ hasText: PROFILE_UPDATE_ERRORS }));
    await expectPath(page, '/member/contractor/profile/edit');
    await photograph(page, 'contractor-edit-server-errors');
    await checkA11y(page);

    const saved = await savedUser(account.email);
    expect(saved.lastName).toBe('Ngata');
    expect(saved.profiles[0]?.description).toBe('Interim CFO');

    // Typing clears the field's server error; OK, got it! dismisses the banner.
    await field(page, 'Description').fill('Interim CFO and board adviser.');
    await expectHidden(page.getByText('Description must be longer than or equal to 2 characters.'));
    await page.getByRole('button', { name: 'OK, got it!' }).click();
    await expectHidden(page.getByRole('alert').filter({ hasText: PROFILE_UPDATE_ERRORS }));
  });

  it('edits at 390 px and comes back to the profile on Cancel; the menu offers Profile elsewhere', async () => {
    const account = await registerContractorViaApi();
    const page = await openPage(browser(), 390);
    await signInViaUi(page, account.email, account.password);
    await expectPath(page, '/member/contractor/profile');
    await expectVisible(page.getByRole('heading', { level: 1, name: `Kia ora, ${account.firstName}!` }));
    const menu = page.getByRole('button', { name: 'Account menu' });
    await menu.click();
    expect(await page.getByText('Profile', { exact: true }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Edit your profile' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Edit your profile' }));
    await menu.click();
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await expectPath(page, '/member/contractor/profile');
    await page.goBack();
    await expectPath(page, '/member/contractor/profile/edit');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Edit your profile' }));
    await photograph(page, 'contractor-edit');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expectPath(page, '/member/contractor/profile');
    await expectVisible(page.getByRole('heading', { level: 1, name: `Kia ora, ${account.firstName}!` }));
  });
});
