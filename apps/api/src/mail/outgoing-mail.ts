/** One mail as the templates make it, the outbox keeps it and the transport sends it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}
