import { describe, expect, it } from 'vitest';
import { loggableError } from './errors.js';

describe('loggableError', () => {
  it('drops query parameters, which can hold password hashes, and keeps the SQLSTATE', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_lower_key',
    });
    const error = new Error(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: a@example.com,$argon2id$v=19$secret',
      { cause },
    );
    const logged = loggableError(error);
    expect(JSON.stringify(logged)).not.toContain('argon2id');
    expect(JSON.stringify(logged)).not.toContain('a@example.com');
    expect(logged).toMatchObject({
      message: 'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)',
      code: '23505',
      constraint: 'users_email_lower_key',
    });
    expect(logged.stack).toMatch(/^Error: Failed query[^\n]*\n\s+at /);
  });
});
