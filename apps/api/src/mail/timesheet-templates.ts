import type { OutgoingMail } from './outgoing-mail.js';
import { composeMail, type Recipient } from './templates.js';

interface TimesheetMailInput extends Recipient {
  projectName: string;
  weekStart: string;
  link: string;
}

/** To the client: a member submitted a week for approval. */
export function timesheetSubmittedMail(
  input: TimesheetMailInput & { expertName: string; totalHours: number },
): OutgoingMail {
  return composeMail(input, {
    category: 'timesheets',
    subject: `${input.expertName} submitted a timesheet for "${input.projectName}"`,
    paragraphs: [
      `${input.expertName} logged ${input.totalHours} hours on "${input.projectName}" in the week of ${input.weekStart} and asks for your approval.`,
      'Approve it, or reject it with a reason, on the project page:',
    ],
    action: { label: 'Review the timesheet', link: input.link },
    closing: 'A timesheet you do not decide on is approved automatically after a while.',
  });
}

/** To the expert: their week was approved (by the client, an admin or the system) or rejected. */
export function timesheetDecidedMail(
  input: TimesheetMailInput & { status: 'approved' | 'rejected'; reason: string | null; isAutomatic: boolean },
): OutgoingMail {
  const what = `Your timesheet for the week of ${input.weekStart} on "${input.projectName}"`;
  if (input.status === 'approved') {
    return composeMail(input, {
      category: 'timesheets',
      subject: `Timesheet approved: "${input.projectName}", week of ${input.weekStart}`,
      paragraphs: [
        input.isAutomatic
          ? `${what} was approved automatically: the client did not decide on it in time.`
          : `${what} was approved.`,
      ],
      action: { label: 'See your timesheets', link: input.link },
      closing: 'Approved hours are final and will be invoiced.',
    });
  }
  return composeMail(input, {
    category: 'timesheets',
    subject: `Timesheet rejected: "${input.projectName}", week of ${input.weekStart}`,
    paragraphs: [`${what} was rejected.`, ...(input.reason ? [`The reason: "${input.reason}"`] : [])],
    action: { label: 'Correct and resubmit', link: input.link },
    closing: 'Edit the week and submit it again.',
  });
}

/** To a member, on Monday: last week has no submitted timesheet yet. */
export function timesheetWeekReminderMail(input: TimesheetMailInput): OutgoingMail {
  return composeMail(input, {
    category: 'timesheets',
    subject: `Log your hours for "${input.projectName}" (week of ${input.weekStart})`,
    paragraphs: [
      `The week of ${input.weekStart} on "${input.projectName}" has no submitted timesheet yet.`,
      'Log the hours you worked and submit them for approval:',
    ],
    action: { label: 'Open your timesheet', link: input.link },
    closing: 'If you did not work that week, submit nothing: this is the only reminder for it.',
  });
}

/** To a client, at most once a day: timesheets have waited for approval for days. */
export function timesheetsWaitingMail(input: Recipient & { waiting: number; link: string }): OutgoingMail {
  const count = input.waiting === 1 ? 'One timesheet has' : `${input.waiting} timesheets have`;
  return composeMail(input, {
    category: 'timesheets',
    subject: `${count.replace(' has', '').replace(' have', '')} waiting for your approval`,
    paragraphs: [`${count} waited more than 3 days for your approval.`, 'Approve or reject them on your projects:'],
    action: { label: 'Review timesheets', link: input.link },
    closing: 'Timesheets you do not decide on are approved automatically after a while.',
  });
}
