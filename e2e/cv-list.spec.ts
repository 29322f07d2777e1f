import { readFileSync } from 'node:fs';
import type { FileUploadResult, StoredFile } from '@fractional/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  WIDTHS,
  baseUrl,
  checkA11y,
  expectHidden,
  expectFocused,
  expectPath,
  expectVisible,
  openPage,
  registerContractorViaApi,
  screenshot,
  signInViaUi,
  useBrowser,
  type Account,
  type Width,
} from './fixtures.js';

const browser = useBrowser();

const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);

/** Uploads a CV through the API as the page does: ask for a signed URL, PUT the bytes, complete. */
async function uploadCv(account: Account, fileName: string, bytes: Buffer): Promise<StoredFile> {
  const auth = { authorization: `Bearer ${account.token}` };
  const start = await fetch(`${baseUrl}/api/v1/files/upload`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ fileName, fileSize: bytes.length, type: 'cv' }),
  });
  expect(start.status, await start.clone().text()).toBe(201);
  const { file, uploadSignedUrl } = (await start.json()) as FileUploadResult;
  const put = await fetch(new URL(uploadSignedUrl, baseUrl), {
    method: 'PUT',
    headers: { 'content-type': file.mimeType },
    body: new Uint8Array(bytes),
  });
  expect(put.ok, await put.text()).toBe(true);
  const complete = await fetch(`${baseUrl}/api/v1/files/${file.id}/complete`, { method: 'POST', headers: auth });
  expect(complete.status).toBe(200);
  return file;
}

async function storedFiles(account: Account): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/v1/files`, { headers: { authorization: `Bearer ${account.token}` } });
  return ((await response.json()) as StoredFile[]).map((file) => file.fileName);
}

/** A contractor with a 439-byte CV and a 1.2 MB one, on their profile page. */
async function openProfileWithCvs(width: Width): Promise<{ page: Page; account: Account; small: Buffer }> {
  const account = await registerContractorViaApi();
  const small = pdf(439);
  await uploadCv(account, 'Short CV.pdf', small);
  await uploadCv(account, 'Portfolio.pdf', pdf(Math.round(1.2 * 1024 * 1024)));
  const page = await openPage(browser(), width);
  await signInViaUi(page, account.email, account.password);
  await expectPath(page, '/member/contractor/profile');
  await expectVisible(page.getByRole('list', { name: 'Your CVs' }));
  return { page, account, small };
}

const cvList = (page: Page) => page.getByRole('list', { name: 'Your CVs' });

describe('the CV list (issue 15, item 14)', () => {
  it.each(WIDTHS)('shows whole bytes and two decimals from KB up (%i px)', async (width) => {
    const { page } = await openProfileWithCvs(width);
    const item = (name: string) => cvList(page).getByRole('listitem').filter({ hasText: name });
    await expectVisible(item('Short CV.pdf').getByText('439 B', { exact: true }));
    await expectVisible(item('Portfolio.pdf').getByText('1.20 MB', { exact: true }));
    await screenshot(page, 'cv-list');
    await checkA11y(page);
  });

  it('downloads a CV by its name, with the bearer token, under its own name', async () => {
    const { page, small } = await openProfileWithCvs(1280);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Short CV.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Short CV.pdf');
    const saved = await download.path();
    expect(readFileSync(saved).equals(small)).toBe(true);
  });

  it.each(WIDTHS)('asks before removing a CV; Keep and Escape keep it (%i px)', async (width) => {
    const { page, account } = await openProfileWithCvs(width);
    const remove = page.getByRole('button', { name: 'Remove Short CV.pdf' });
    const keep = page.getByRole('button', { name: 'Keep Short CV.pdf' });

    await remove.click();
    const question = page.getByRole('group', { name: 'Remove Short CV.pdf?' });
    await expectVisible(question.getByText('Remove this CV?'));
    await expectFocused(keep);
    await screenshot(page, 'cv-remove-confirm');
    await checkA11y(page);

    await keep.click();
    await expectHidden(question);
    await expectFocused(remove);

    await remove.click();
    await expectVisible(question);
    await expectFocused(keep);
    await page.keyboard.press('Escape');
    await expectHidden(question);
    await expectFocused(remove);
    expect(await storedFiles(account)).toEqual(['Short CV.pdf', 'Portfolio.pdf']);

    await remove.click();
    await page.getByRole('button', { name: 'Yes, remove Short CV.pdf' }).click();
    await expectHidden(cvList(page).getByText('Short CV.pdf'));
    await expectVisible(cvList(page).getByText('Portfolio.pdf'));
    expect(await storedFiles(account)).toEqual(['Portfolio.pdf']);
  });
});
