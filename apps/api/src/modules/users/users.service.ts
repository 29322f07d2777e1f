import { Statuses, type User } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { findUserRowById, loadUser, type UserRow } from './users.repository.js';

export async function requireUser(db: Database, userId: number): Promise<User> {
  const user = await loadUser(db, userId);
  if (!user) throw AppError.notFound('User not found');
  return user;
}

/** The user's stored row (password hash included: for services only, never an answer). */
export async function requireUserRow(db: Database, userId: number): Promise<UserRow> {
  const user = await findUserRowById(db, userId);
  if (!user) throw AppError.notFound('User not found');
  return user;
}

export function isActive(user: Pick<UserRow, 'statusId' | 'deletedAt'>): boolean {
  return user.statusId === Statuses.active.id && user.deletedAt === null;
}
