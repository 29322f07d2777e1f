import { describe, expect, it } from 'vitest';
import { confirmEmailChangeMail, emailChangedMail, passwordChangedMail, verifyEmailMail } from './account-templates.js';

const base = { to: 'mere@example.com', firstName: 'Mere', supportEmail: 'help@example.com' };
const link = 'https://app.example.com/member/verify-email?hash=a.b.c';

describe('account mails', () => {
  it('carry greeting, link with its lifetime, and support in both bodies', () => {
    const mails = [
      verifyEmailMail({ ...base, link, ttlSeconds: 172_800 }),
      confirmEmailChangeMail({ ...base, link, ttlSeconds: 172_800 }),
    ];
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Verify your e-mail for Fractional',
      'Confirm your new e-mail for Fractional',
    ]);
    for (const mail of mails) {
      expect(mail.to).toBe('mere@example.com');
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain('Hi Mere,');
        expect(body).toContain(link);
        expect(body).toContain('expires in 2 days and works once');
        expect(body).toContain('help@example.com');
      }
      expect(mail.html).toContain(`href="${link}"`);
    }
  });

  it('tell the old address the new one, and say when the password changed, without a link', () => {
    const changed = emailChangedMail({ ...base, newEmail: 'mere.new@example.com' });
    expect(changed.subject).toBe('Your Fractional e-mail was changed');
    expect(changed.text).toContain('changed to mere.new@example.com');
    const password = passwordChangedMail(base);
    expect(password.text).toContain('every other device was signed out');
    for (const mail of [changed, password]) expect(mail.html).not.toContain('href="http');
  });

  it('escape every interpolated value in the HTML and greet without a name', () => {
    const mail = emailChangedMail({ ...base, firstName: '<b>x</b>', newEmail: '"><img src=x>@example.com' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).toContain('Hi &lt;b&gt;x&lt;/b&gt;,');
    expect(verifyEmailMail({ ...base, firstName: null, link, ttlSeconds: 60 }).text).toMatch(/^Hi there,/);
  });
});
