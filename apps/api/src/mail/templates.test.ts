import { describe, expect, it } from 'vitest';
import { describeDuration, escapeHtml, passwordResetMail } from './templates.js';

const input = {
  to: 'mere@example.com',
  firstName: 'Mere',
  link: 'https://app.example.com/member/confirm-reset-password?hash=a.b.c',
  ttlSeconds: 1800,
  supportEmail: 'help@example.com',
};

describe('passwordResetMail', () => {
  it('carries greeting, link, lifetime, the ignore line and support in both bodies', () => {
    const mail = passwordResetMail(input);
    expect(mail).toMatchObject({ to: 'mere@example.com', subject: 'Reset your Fractional password' });
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Hi Mere,');
      expect(body).toContain(input.link);
      expect(body).toContain('expires in 30 minutes');
      expect(body).toContain('If you did not ask for this, you can ignore this e-mail');
      expect(body).toContain('help@example.com');
      expect(body).toContain('Fractional');
    }
    expect(mail.html).toContain(`href="${input.link}"`);
    expect(mail.html).not.toMatch(/<style|class=/);
  });

  it('escapes every interpolated value in the HTML', () => {
    const mail = passwordResetMail({
      ...input,
      firstName: '<script>alert(1)</script>',
      link: 'https://app.example.com/x?a=1&b="><img src=x>',
      supportEmail: 'help"@example.com',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).toContain('a=1&amp;b=&quot;&gt;&lt;img src=x&gt;');
    expect(mail.html).toContain('mailto:help&quot;@example.com');
    expect(mail.text).toContain('Hi <script>alert(1)</script>,');
  });

  it('greets without a first name', () => {
    expect(passwordResetMail({ ...input, firstName: null }).text).toMatch(/^Hi there,/);
  });
});

describe('describeDuration', () => {
  it.each([
    [30, '30 seconds'],
    [60, '1 minute'],
    [1800, '30 minutes'],
    [3600, '1 hour'],
    [7200, '2 hours'],
    [5400, '90 minutes'],
    [86_400, '1 day'],
  ])('%i seconds read "%s"', (seconds, text) => {
    expect(describeDuration(seconds)).toBe(text);
  });
});

describe('escapeHtml', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
