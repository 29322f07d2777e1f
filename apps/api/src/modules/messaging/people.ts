import type { Person } from '@fractional/contract';
import { users } from '../../db/schema/index.js';

/** The columns a Person is made of, for a select that joins `users`. */
export const personColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
};

export function toPerson(row: { userId: number; firstName: string | null; lastName: string | null }): Person {
  return { userId: row.userId, firstName: row.firstName, lastName: row.lastName };
}

/** "Mere Parata"; "Someone" for a person without a name. */
export function displayName(person: Person | null): string {
  const name = [person?.firstName, person?.lastName].filter(Boolean).join(' ');
  return name || 'Someone';
}
