import type { Invoice } from '@fractional/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  WIDTHS,
  baseUrl,
  checkA11y,
  expectPath,
  expectVisible,
  field,
  openPage,
  registerClientViaApi,
  registerContractorViaApi,
  screenshot,
  signInViaUi,
  useBrowser,
  type Account,
  type Width,
} from './fixtures.js';

const browser = useBrowser();

/** An invoice of the contract's InvoiceSchema shape (docs/money.md#invoices), for the page's look. */
function invoiceOf(overrides: Partial<Invoice>): Invoice {
  return {
    id: 1,
    number: 'FR-2026-000001',
    project: { id: 1, name: 'Board pack' },
    client: { orgName: 'Ngata Retail' },
    expert: { profileId: 1, firstName: 'Tama', lastName: 'Hours' },
    seller: { legalName: 'Tama Hours Consulting', addressLines: ['1 Queen Street'], country: 'NZ', taxId: null },
    buyer: { legalName: 'Ngata Retail Ltd', addressLines: ['2 Lambton Quay'], country: 'NZ', taxId: null },
    month: '2026-09',
    issueDate: '2026-10-01',
    dueDate: '2026-10-31',
    servicePeriod: { from: '2026-09-01', to: '2026-09-30' },
    lines: [],
    totalHours: 40,
    subtotal: 4800,
    taxRatePct: 0,
    taxAmount: 0,
    total: 4800,
    totalAmount: 4800,
    currency: 'USD',
    taxNote: null,
    paymentInstructions: null,
    status: 'issued',
    issuedAt: '2026-10-01T00:00:00.000Z',
    paidAt: null,
    voidedAt: null,
    creditNote: null,
    ...overrides,
  };
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Signs in and opens the account page of the account's area, where the Billing details card is. */
async function openAccount(account: Account, width: Width): Promise<Page> {
  const page = await openPage(browser(), width);
  await signInViaUi(page, account.email, account.password);
  const isClient = account.user.role.name === 'client';
  await expectPath(page, isClient ? '/client/home' : '/member/contractor/profile');
  const accountPath = isClient ? '/client/account' : '/member/contractor/account';
  await page.goto(accountPath);
  await expectVisible(page.getByRole('heading', { name: 'Billing details', level: 2 }));
  return page;
}

const card = (page: Page) => page.getByRole('form', { name: 'Billing details' });

/** The error shown under a field (its accessible description starts with it). */
async function expectFieldError(page: Page, label: string, text: string): Promise<void> {
  const input = field(page, label);
  await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
  const errorId = (await input.getAttribute('aria-describedby'))?.split(' ')[0];
  expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(text);
}

async function storedBillingDetails(account: Account): Promise<Record<string, unknown> | null> {
  const response = await fetch(`${baseUrl}/api/v1/billing-details`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  return response.status === 404 ? null : ((await response.json()) as Record<string, unknown>);
}

describe.each(WIDTHS)('Billing details on the account page at %i px', (width) => {
  it('a client fills them, sees a field error, saves, reloads and finds them', async () => {
    const client = await registerClientViaApi();
    const page = await openAccount(client, width);
    const form = card(page);
    await expectVisible(field(page, 'Payment terms (days)'));
    expect(await form.getByLabel('Tax rate (%)').count()).toBe(0);

    await field(page, 'Legal name').fill('Kauri Analytics Ltd');
    await field(page, 'Address line 2').fill('Auckland 1010');
    await field(page, 'Country').selectOption('NZ');
    await field(page, 'Payment terms (days)').fill('120');
    await form.getByRole('button', { name: 'Save billing details' }).click();
    await expectFieldError(page, 'Address line 1', 'This field is required.');
    await expectFieldError(page, 'Payment terms (days)', 'A whole number of days from 0 to 90.');
    expect(await storedBillingDetails(client)).toBeNull();
    await screenshot(page, 'billing-details-client-errors');

    await field(page, 'Address line 1').fill('1 Queen Street');
    await field(page, 'Payment terms (days)').fill('14');
    await field(page, 'Tax ID').fill('NZ 123-456-789');
    await form.getByRole('button', { name: 'Save billing details' }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: 'Billing details saved.' }));
    expect(await storedBillingDetails(client)).toMatchObject({
      legalName: 'Kauri Analytics Ltd',
      addressLines: ['1 Queen Street', 'Auckland 1010'],
      country: 'NZ',
      taxId: 'NZ 123-456-789',
      paymentTermsDays: 14,
    });

    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Billing details', level: 2 }));
    await expect.poll(() => field(page, 'Legal name').inputValue()).toBe('Kauri Analytics Ltd');
    expect(await field(page, 'Address line 1').inputValue()).toBe('1 Queen Street');
    expect(await field(page, 'Address line 2').inputValue()).toBe('Auckland 1010');
    expect(await field(page, 'Country').inputValue()).toBe('NZ');
    expect(await field(page, 'Payment terms (days)').inputValue()).toBe('14');
    await expectVisible(page.getByRole('status').filter({ hasText: /^Saved \d{1,2} \w{3} \d{4}\.$/ }));
    await checkA11y(page);
    await screenshot(page, 'billing-details-client');
  });

  it('an expert sets the tax rate (typed text kept), tax note and payment instructions', async () => {
    const expert = await registerContractorViaApi();
    const page = await openAccount(expert, width);
    const form = card(page);
    expect(await form.getByLabel('Payment terms (days)').count()).toBe(0);

    await field(page, 'Legal name').fill('Ngaio Consulting');
    await field(page, 'Address line 1').fill('14 Rue de Rivoli');
    await field(page, 'Address line 2').fill('75004 Paris');
    await field(page, 'Country').selectOption('FR');
    await field(page, 'Tax rate (%)').fill('7.751');
    await form.getByRole('button', { name: 'Save billing details' }).click();
    await expectFieldError(page, 'Tax rate (%)', 'A percentage from 0 to 30, at most two decimals (e.g. 20 or 7.75).');
    // What was typed stays as typed.
    expect(await field(page, 'Tax rate (%)').inputValue()).toBe('7.751');

    await field(page, 'Tax rate (%)').fill('20,5');
    await field(page, 'Tax note').fill('Autoliquidation: reverse charge.');
    await field(page, 'Payment instructions').fill('IBAN FR76 3000 6000 0112 3456 7890 189');
    await form.getByRole('button', { name: 'Save billing details' }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: 'Billing details saved.' }));
    expect(await storedBillingDetails(expert)).toMatchObject({
      country: 'FR',
      taxRatePct: 20.5,
      taxNote: 'Autoliquidation: reverse charge.',
      paymentInstructions: 'IBAN FR76 3000 6000 0112 3456 7890 189',
    });

    await page.reload();
    await expect.poll(() => field(page, 'Tax rate (%)').inputValue()).toBe('20.5');
    expect(await field(page, 'Tax note').inputValue()).toBe('Autoliquidation: reverse charge.');
    await screenshot(page, 'billing-details-expert');
  });
});

describe.each(WIDTHS)("The expert's Invoices page at %i px", (width) => {
  it('asks for billing details until they are stored, then lists invoices with due, overdue and credit notes', async () => {
    const expert = await registerContractorViaApi();
    const page = await openPage(browser(), width);
    await signInViaUi(page, expert.email, expert.password);
    await expectPath(page, '/member/contractor/profile');
    if (width === 1280)
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' }).click();
    else await page.goto('/member/contractor/invoices');
    await expectPath(page, '/member/contractor/invoices');
    await expectVisible(page.getByRole('heading', { name: 'Invoices', level: 1 }));
    const banner = page
      .getByRole('status')
      .filter({ hasText: "Add your billing details: invoices can't be issued without them." });
    await expectVisible(banner);
    await expectVisible(page.getByText('No invoices yet', { exact: false }));

    await banner.getByRole('link', { name: 'Add billing details' }).click();
    await expectPath(page, '/member/contractor/account');
    await field(page, 'Legal name').fill('Tama Hours Consulting');
    await field(page, 'Address line 1').fill('1 Queen Street');
    await field(page, 'Country').selectOption('NZ');
    await card(page).getByRole('button', { name: 'Save billing details' }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: 'Billing details saved.' }));

    // The invoice list as the API answers it once invoices carry their snapshot (the contract's shape).
    const invoices = [
      invoiceOf({ id: 3, number: 'FR-2026-000003', dueDate: isoDay(20), currency: 'EUR', total: 13162.5 }),
      invoiceOf({
        id: 2,
        number: 'FR-2026-000002',
        dueDate: isoDay(-3),
        project: { id: 2, name: 'Tokyo launch' },
        currency: 'JPY',
        total: 1250000,
      }),
      invoiceOf({
        id: 1,
        status: 'void',
        voidedAt: '2026-10-05T00:00:00.000Z',
        creditNote: { id: 1, number: 'CN-2026-000001' },
      }),
    ];
    await page.route('**/api/v1/invoices?*', (route) =>
      route.fulfill({ json: { data: invoices, hasNextPage: false } }),
    );
    await page.goto('/member/contractor/invoices');
    const table = page.getByRole('table');
    await expectVisible(table);
    expect(await page.getByText("Add your billing details: invoices can't be issued without them.").count()).toBe(0);
    const overdue = table.getByRole('row', { name: /FR-2026-000002/ });
    await expectVisible(overdue.getByText('Overdue by 3 days'));
    await expectVisible(overdue.getByText('¥1,250,000'));
    await expectVisible(table.getByRole('row', { name: /FR-2026-000003/ }).getByText('€13,162.50'));
    await expectVisible(table.getByRole('row', { name: /FR-2026-000003/ }).getByText(/^Due (in \d+ days?|today)$/));
    await expectVisible(table.getByRole('button', { name: 'Download PDF of credit note CN-2026-000001' }));
    await checkA11y(page);
    await screenshot(page, 'expert-invoices');
  });
});
