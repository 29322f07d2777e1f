import { composeMail, PRODUCT, type Recipient } from './templates.js';
import type { OutgoingMail } from './outgoing-mail.js';

/** Characters of each message quoted in a digest. */
const EXCERPT_MAX = 200;

export interface DigestMailInput extends Recipient {
  projectName: string;
  unreadCount: number;
  /** The newest unread messages, oldest first. */
  excerpts: Array<{ from: string; body: string }>;
  link: string;
}

function excerpt(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_MAX ? `${flat.slice(0, EXCERPT_MAX - 1)}…` : flat;
}

/** "You have 3 unread messages about Market entry", quoting the latest ones (as text: the HTML shell escapes them). */
export function messageDigestMail(input: DigestMailInput): OutgoingMail {
  const count = input.unreadCount === 1 ? 'an unread message' : `${input.unreadCount} unread messages`;
  const more = input.unreadCount - input.excerpts.length;
  return composeMail(input, {
    category: 'messages',
    subject: `${input.unreadCount === 1 ? 'New message' : `${input.unreadCount} new messages`} about ${input.projectName}`,
    paragraphs: [
      `You have ${count} on ${PRODUCT} about ${input.projectName}:`,
      ...input.excerpts.map((message) => `${message.from}: ${excerpt(message.body)}`),
      ...(more > 0 ? [`…and ${more} more.`] : []),
      `Read and reply: ${input.link}`,
    ],
    closing: 'We send at most one such e-mail per conversation an hour, and none once you have read the messages.',
  });
}
