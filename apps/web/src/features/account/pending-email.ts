import { Storage } from '../../lib/storage';

const storage = new Storage('fractional.account');

interface PendingEmail {
  userId: number;
  email: string;
}

/** The new address a change link was mailed to, kept until the user's address is that one. */
export function readPendingEmail(userId: number, currentEmail: string): string | null {
  const pending = storage.get<PendingEmail>('pendingEmail');
  if (!pending || pending.userId !== userId) return null;
  if (pending.email.toLowerCase() === currentEmail.toLowerCase()) {
    storage.remove('pendingEmail');
    return null;
  }
  return pending.email;
}

export function writePendingEmail(userId: number, email: string | null): void {
  if (email) storage.set<PendingEmail>('pendingEmail', { userId, email });
  else storage.remove('pendingEmail');
}
