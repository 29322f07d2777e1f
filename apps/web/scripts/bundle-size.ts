/**
 * What a first visit to /member really downloads: the built app served by the real server (as in
 * the browser tests), opened in Chromium, and every script and stylesheet the page fetches until the
 * network is idle summed as transferred, compressed, headers included: the way Lighthouse counts
 * its byte weight. Chunks loaded after the first render (the config's schemas, lazy panes) count;
 * the document, fonts, images and API answers do not. Exits 1 above the budget of issue 26, 150 KB
 * with React (docs/decisions/0015-react-with-a-lighter-first-page.md), so a regression fails
 * `npm test`. docs/benchmarks.md has the history.
 *
 *   npm run build -w packages/contract && npm run build -w apps/web && npx tsx apps/web/scripts/bundle-size.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../../../scripts/chromium-path.js';

const BUDGET_BYTES = 150 * 1024;
const PAGE = '/member';
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

if (!existsSync(path.join(ROOT, 'apps/web/dist/member.html'))) {
  throw new Error('apps/web/dist has no member.html: build the web app first (npm run build -w apps/web)');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The real server (src/server.ts through tsx, as `npm run dev` and the browser tests run it) on a fresh database. */
async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'apps/api'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/v1/ready`).catch(() => null);
    if (ready?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('the server was not ready within 90 s');
}

interface Transfer {
  file: string;
  type: string;
  bytes: number;
}

/** Every script and stylesheet a fresh browser fetches for the page, until the network is idle. */
async function measure(url: string): Promise<Transfer[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const responses = new Map<string, { url: string; type: string }>();
    const transfers: Transfer[] = [];
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      responses.set(requestId, { url: response.url, type });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const response = responses.get(requestId);
      if (response && (response.type === 'Script' || response.type === 'Stylesheet')) {
        transfers.push({ file: new URL(response.url).pathname, type: response.type, bytes: encodedDataLength });
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return transfers;
  } finally {
    await browser.close();
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fractional-size-'));
const port = await freePort();
const server = await startServer(port, dataDir);
let transfers: Transfer[];
try {
  transfers = await measure(`http://127.0.0.1:${port}${PAGE}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

transfers.sort((a, b) => b.bytes - a.bytes);
const total = transfers.reduce((sum, transfer) => sum + transfer.bytes, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const { file, bytes } of transfers) console.log(`${kb(bytes).padStart(9)}  ${file}`);
console.log(
  `${kb(total).padStart(9)}  JS and CSS a first visit to ${PAGE} transfers (${transfers.length} files, compressed, headers included): budget ${kb(BUDGET_BYTES)}`,
);
if (total > BUDGET_BYTES) {
  console.error(
    `${PAGE} is ${kb(total - BUDGET_BYTES)} over budget: defer what a visitor who has not done anything yet does not need`,
  );
  process.exit(1);
}
