import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/build-test-app.js';
import { parseMail } from '../../test/smtp-catcher.js';
import { passwordResetMail } from './templates.js';
import { createMailTransport } from './transport.js';

// Without SMTP_URL the mail goes to DATA_DIR/outbox: what a developer reads there and in the terminal.

const HASH = 'eyJhbGciOiJIUzI1NiJ9.eyJmb3Jnb3RVc2VySWQiOjQyLCJleHAiOjE3MDAwMDAwMDB9.c2lnbmF0dXJlLXRoYXQtaXMtbG9uZw';

async function deliverResetMail(env: 'development' | 'production') {
  const config = { ...testConfig(), env };
  const link = `${config.appUrl}/member/confirm-reset-password?hash=${HASH}`;
  const lines: string[] = [];
  const transport = createMailTransport(config, Fastify({ logger: { level: 'silent' } }).log, (line) =>
    lines.push(line),
  );
  const mail = passwordResetMail({
    to: 'mere@example.com',
    firstName: 'Mere',
    link,
    ttlSeconds: 1800,
    supportEmail: 'support@example.com',
  });
  await transport.deliver({ ...mail, id: 7 });
  transport.close();
  const directory = path.join(config.dataDir, 'outbox');
  const [name] = readdirSync(directory);
  return { link, lines, raw: readFileSync(path.join(directory, name ?? ''), 'utf8') };
}

describe('the outbox file transport', () => {
  it('writes the text and html as they are, so the .eml reads in an editor with its link whole', async () => {
    const { link, raw } = await deliverResetMail('development');
    expect(link.length).toBeGreaterThan(76);
    expect(raw).not.toMatch(/quoted-printable|base64/i);
    expect(raw.match(/^Content-Transfer-Encoding: 8bit\r$/gm)).toHaveLength(2);
    // The link on a line of its own in the text part, and intact in the html.
    expect(raw.split('\r\n')).toContain(link);
    expect(raw).toContain(`href="${link}"`);
    const mail = parseMail(raw);
    expect(mail.headers.to).toBe('mere@example.com');
    expect(mail.subject).toBe('Reset your Fractional password');
    expect(mail.text).toContain(`\r\n${link}\r\n`);
  });

  it('prints each app link on a line of its own for the developer', async () => {
    const { link, lines } = await deliverResetMail('development');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Mail to mere@example\.com, "Reset your Fractional password" \(.+\.eml\); open:$/);
    expect(lines[1]).toBe(link);
  });

  it('prints no link in production', async () => {
    const { lines } = await deliverResetMail('production');
    expect(lines).toEqual([]);
  });
});
