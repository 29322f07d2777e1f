import { describe, expect, it } from 'vitest';
import { checkInRatedMail, checkInReminderMail, checkInSubmittedMail } from './engagement-templates.js';

const base = { to: 'mere@example.com', firstName: 'Mere', supportEmail: 'help@example.com', projectName: 'Series A' };
const link = 'https://app.example.com/client/projects/7';

describe('check-in mails', () => {
  it('tell the client a check-in arrived, or was updated, with a link to rate it', () => {
    const mail = checkInSubmittedMail({
      ...base,
      weekStart: '2026-11-23',
      authorName: 'Hemi Walker',
      replaced: false,
      link,
    });
    expect(mail.subject).toBe('Check-in for the week of 2026-11-23: "Series A"');
    expect(mail.text).toContain('Hemi Walker wrote the check-in of "Series A" for the week of 2026-11-23.');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    const replaced = checkInSubmittedMail({
      ...base,
      weekStart: '2026-11-23',
      authorName: 'Hemi',
      replaced: true,
      link,
    });
    expect(replaced.text).toContain('Hemi updated the check-in');
  });

  it('tell a member the rating and the comment', () => {
    const mail = checkInRatedMail({ ...base, weekStart: '2026-11-23', rating: 4, comment: 'Good pace', link });
    expect(mail.subject).toBe('The week of 2026-11-23 was rated 4 of 5: "Series A"');
    expect(mail.text).toContain('Their comment: "Good pace"');
    expect(checkInRatedMail({ ...base, weekStart: '2026-11-23', rating: 2, comment: null, link }).text).not.toContain(
      'Their comment',
    );
  });

  it('remind a member on Friday', () => {
    const mail = checkInReminderMail({ ...base, weekStart: '2026-11-23', link });
    expect(mail.subject).toBe('This week\'s check-in for "Series A"');
    expect(mail.text).toContain('for the week of 2026-11-23 yet');
  });
});
