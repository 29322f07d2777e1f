import { readFile } from 'node:fs/promises';
import type { Invitation, Timesheet } from '@fractional/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { checkA11y, expectVisible, useBrowser } from './fixtures.js';
import { apiJson, openProjectSection, signInAs } from './marketplace-helpers.js';
import { photograph } from './profile-helpers.js';
import { expectText, loginViaApi, timesheetsCard } from './timesheet-helpers.js';

const browser = useBrowser();
const seeded = inject('e2eSeededEngagement');

const DAY_MS = 86_400_000;
const now = new Date();
/** Last month (`YYYY-MM`), its name as the page shows it, and the Monday of a week wholly inside it. */
const lastMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const lastMonth = lastMonthStart.toISOString().slice(0, 7);
const lastMonthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
  lastMonthStart,
);
const midMonth = new Date(lastMonthStart.getTime() + 10 * DAY_MS);
const weekStart = new Date(midMonth.getTime() - ((midMonth.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);

/** Clicks `button` and returns the bytes and the name of the file the browser downloads. */
async function download(page: Page, button: ReturnType<Page['getByRole']>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const filePath = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(filePath) };
}

describe('spend and invoices', () => {
  it('a week the expert submits moves the Spend live, the client approves it, issues last month’s invoice, and both download the same PDF', async () => {
    const expertToken = await loginViaApi(seeded.expert);
    const accepted = await apiJson<{ data: Invitation[] }>(
      expertToken,
      '/invitations?status=accepted',
      { method: 'GET' },
      200,
    );
    const engagement = accepted.data.find((item) => item.project.name === seeded.projectName);
    const projectId = engagement?.project.id;
    const memberId = engagement?.membership?.id;
    expect(projectId && memberId, 'the seeded engagement').toBeTruthy();

    const client = await signInAs(browser(), seeded.client, '/client/home');
    await client.goto(`/client/projects/${projectId}/spend`);
    const spend = client.getByRole('region', { name: 'Spend' });
    await expectText(spend, /Approved\s+\$0\.00/);
    await expectVisible(
      spend.getByRole('img', { name: /Approved spend to date, added up week by week\s+No approved hours yet/ }),
    );

    // The expert logs last month's week (the week grid itself is timesheets.spec.ts's) and submits it:
    // the client's open page shows it waiting, without a reload.
    const week = await apiJson<Timesheet>(
      expertToken,
      `/projects/${projectId}/squad/${memberId}/timesheets/${weekStart}`,
      { method: 'PUT', body: { hours: [8, 8, 8, 8, 8, 0, 0] } },
      201,
    );
    await apiJson(expertToken, `/timesheets/${week.id}/submit`, { method: 'POST' }, 200);
    await expectText(spend, /Waiting for approval\s+\$4,800\.00\s+40 h/);

    await openProjectSection(client, 'Timesheets');
    await timesheetsCard(client).getByRole('button', { name: 'Approve' }).click();
    await client
      .getByRole('dialog', { name: /^Approve / })
      .getByRole('button', { name: 'Approve the week' })
      .click();
    await expect.poll(() => timesheetsCard(client).getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await openProjectSection(client, 'Spend');
    await expectText(spend, /Approved\s+\$4,800\.00\s+40 h/);
    await expectText(spend, /Waiting for approval\s+\$0\.00/);
    await expectVisible(
      spend.getByRole('img', { name: /1 weeks? from .*: \$4,800\.00 approved in all of a \$50,000\.00 budget/ }),
    );
    await photograph(client, 'spend-client-chart');
    // On a phone the chart draws at the width shown, so its axis labels stay 12 px or more; focused,
    // the arrow keys read each week under it.
    await client.setViewportSize({ width: 390, height: 844 });
    const chart = spend.getByRole('img', { name: /Approved spend to date/ });
    await expect
      .poll(() =>
        chart.evaluate((svg) =>
          Math.min(
            ...Array.from(svg.querySelectorAll('text')).map(
              (text) => (text.getScreenCTM()?.a ?? 0) * parseFloat(getComputedStyle(text).fontSize),
            ),
          ),
        ),
      )
      .toBeGreaterThanOrEqual(12);
    await chart.focus();
    await client.keyboard.press('End');
    await expectText(spend.getByTestId('burn-readout'), /Week of .+: \$4,800\.00 approved, \$4,800\.00 in all/);
    await client.setViewportSize({ width: 1280, height: 800 });
    await spend.getByRole('button', { name: 'Show as table' }).click();
    await expectText(spend.getByRole('table', { name: 'Approved spend by week' }), /\$4,800\.00\s+\$4,800\.00/);

    // Issued on demand for last month (the 1st's run does the same): one invoice, numbered.
    await openProjectSection(client, 'Invoices');
    const invoices = client.getByRole('region', { name: 'Invoices' });
    await expectVisible(invoices.getByText(/^No invoices yet/));
    expect(await invoices.getByLabel('Month to invoice').inputValue()).toBe(lastMonth);
    await invoices.getByRole('button', { name: 'Issue now' }).click();
    await expectText(invoices, new RegExp(`1 invoice issued for ${lastMonthName}`));
    const row = invoices.getByRole('row', { name: /FR-\d{4}-\d{6}/ });
    await expectText(row, new RegExp(`${lastMonthName}\\s+40 h\\s+\\d{1,2} \\w{3} \\d{4}\\s+\\$4,800\\.00\\s+Issued`));
    const number = (await row.getByRole('rowheader').innerText()).trim();
    await photograph(client, 'invoices-client');
    await checkA11y(client);
    const clientCopy = await download(client, row.getByRole('button', { name: `Download PDF of ${number}` }));

    const member = await signInAs(browser(), seeded.expert, '/member/contractor/profile');
    await member.goto(`/member/contractor/projects/${projectId}/timesheets`);
    const own = member.getByRole('region', { name: 'Invoices' });
    await expectText(
      own.getByRole('row', { name: new RegExp(number) }),
      /40 h\s+\d{1,2} \w{3} \d{4}\s+\$4,800\.00\s+Issued/,
    );
    await photograph(member, 'invoices-expert');
    await checkA11y(member);
    const expertCopy = await download(member, own.getByRole('button', { name: `Download PDF of ${number}` }));

    expect(clientCopy.name).toBe(`${number}.pdf`);
    expect(expertCopy.name).toBe(`${number}.pdf`);
    expect(clientCopy.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(clientCopy.bytes.toString('latin1')).toContain(number);
    expect(expertCopy.bytes.equals(clientCopy.bytes)).toBe(true);

    // The same e-invoice (UBL XML) for both sides, and the line of each side's CSV export for accounting.
    const clientXml = await download(
      client,
      row.getByRole('button', { name: `Download the e-invoice (UBL XML) of ${number}` }),
    );
    const expertXml = await download(
      member,
      own.getByRole('button', { name: `Download the e-invoice (UBL XML) of ${number}` }),
    );
    expect(clientXml.name).toBe(`${number}.xml`);
    expect(clientXml.bytes.toString('utf8')).toContain(`<cbc:ID>${number}</cbc:ID>`);
    expect(expertXml.bytes.equals(clientXml.bytes)).toBe(true);
    const csvLine = async (page: typeof client, region: typeof invoices) => {
      const file = await download(page, region.getByRole('button', { name: 'Export all invoices (CSV)' }));
      expect(file.name).toBe('invoices.csv');
      const line = file.bytes
        .toString('utf8')
        .split('\r\n')
        .find((text) => text.startsWith(number));
      return line ?? expect.unreachable(`${number} in the CSV`);
    };
    const clientLine = await csvLine(client, invoices);
    expect(clientLine).toMatch(/,USD,4800\.00,0\.00,4800\.00,issued,/);
    expect(await csvLine(member, own)).toBe(clientLine);

    // The client marks it paid; the expert's list says so after the page asks again.
    await row.getByRole('button', { name: `Mark paid: ${number}` }).click();
    await client
      .getByRole('dialog', { name: `Mark ${number} paid?` })
      .getByRole('button', { name: 'Mark paid' })
      .click();
    await expectText(row, /Paid/);
    await member.reload();
    await expectText(own.getByRole('row', { name: new RegExp(number) }), /Paid/);
  });
});
