import { describe, expect, it } from 'vitest';
import {
  engagementEndedMail,
  invitationAcceptedMail,
  invitationDeclinedMail,
  invitationMail,
} from './invitation-templates.js';

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

  it('tell the expert the invitation was withdrawn, the membership ended or the project completed, linking to it', () => {
    const expert = {
      ...base,
      projectName: 'Series A',
      link: 'https://app.example.com/member/contractor/opportunities/7',
    };
    const withdrawn = engagementEndedMail({
      ...expert,
      end: 'withdrawn',
      orgName: 'Kauri Analytics',
      wasMember: false,
    });
    expect(withdrawn.subject).toBe('Invitation withdrawn: "Series A"');
    expect(withdrawn.text).toContain('Kauri Analytics withdrew its invitation to join the squad of "Series A".');
    expect(withdrawn.text).toContain(expert.link);
    expect(withdrawn.html).toContain(`href="${expert.link}"`);
    const ended = engagementEndedMail({ ...expert, end: 'ended', orgName: null, wasMember: true });
    expect(ended.subject).toBe('Your membership of "Series A" ended');
    expect(ended.text).toContain('The client ended your membership of the squad of "Series A".');
    const completed = engagementEndedMail({ ...expert, end: 'completed', orgName: 'Kauri', wasMember: true });
    expect(completed.subject).toBe('"Series A" was completed');
    expect(completed.text).toContain('which ends its squad');
    const completedOpen = engagementEndedMail({ ...expert, end: 'completed', orgName: 'Kauri', wasMember: false });
    expect(completedOpen.text).toContain('so your open invitation to it was withdrawn');
    const hostile = engagementEndedMail({
      ...expert,
      projectName: '<b>X</b>',
      end: 'ended',
      orgName: '<i>',
      wasMember: true,
    });
    expect(hostile.html).not.toContain('<b>X</b>');
    expect(hostile.html).not.toContain('<i>');
  });
});
