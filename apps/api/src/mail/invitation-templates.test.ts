import { describe, expect, it } from 'vitest';
import { invitationAcceptedMail, invitationDeclinedMail, invitationMail } from './invitation-templates.js';

const base = { to: 'hemi@example.com', firstName: 'Hemi', supportEmail: 'help@example.com', hoursPerWeek: 10 };
const link = 'https://app.example.com/member/contractor/opportunities';

describe('invitation mails', () => {
  it('invite the expert with the organisation, the hours, the note and a link that does not expire', () => {
    const mail = invitationMail({
      ...base,
      projectName: 'Series A',
      orgName: 'Kauri Analytics',
      message: 'Keen to work with you',
      byFractional: false,
      link,
    });
    expect(mail.subject).toBe('Invitation: "Series A" on Fractional');
    expect(mail.text).toContain('Kauri Analytics invites you to join the squad of "Series A" for 10 hours a week.');
    expect(mail.text).toContain('Their note: "Keen to work with you"');
    expect(mail.text).toContain(link);
    expect(mail.text).not.toContain('expires');
    expect(mail.html).toContain(`href="${link}"`);
    const onBehalf = invitationMail({
      ...base,
      projectName: 'X',
      orgName: null,
      message: null,
      byFractional: true,
      link,
    });
    expect(onBehalf.text).toContain('Fractional invites you, on behalf of A client, to join the squad of "X"');
    expect(onBehalf.text).not.toContain('Their note');
  });

  it('tell the client who joined or declined, with the reason, and escape every value in the HTML', () => {
    const project = { ...base, to: 'mere@example.com', link: 'https://app.example.com/client/projects/4' };
    const joined = invitationAcceptedMail({ ...project, projectName: 'Series A', expertName: 'Hemi Walker' });
    expect(joined.subject).toBe('Hemi Walker joined "Series A"');
    expect(joined.text).toContain('https://app.example.com/client/projects/4');
    const declined = invitationDeclinedMail({
      ...project,
      projectName: '<b>Raise</b>',
      expertName: 'Ana',
      reason: '<img src=x onerror=alert(1)>',
    });
    expect(declined.text).toContain('Their reason: "<img src=x onerror=alert(1)>"');
    expect(declined.html).not.toContain('<img');
    expect(declined.html).not.toContain('<b>Raise</b>');
  });
});
