import { describe, expect, it } from 'vitest';
import { fieldMessage, issueMessage } from './issue-messages.js';

describe('issueMessage', () => {
  it.each([
    [{ code: 'invalid_type', input: undefined, expected: 'string' }, 'should not be empty'],
    [{ code: 'invalid_type', input: 5, expected: 'string' }, 'must be a string'],
    [{ code: 'too_small', origin: 'string', minimum: 1 }, 'should not be empty'],
    [{ code: 'too_small', origin: 'string', minimum: 2 }, 'must be longer than or equal to 2 characters'],
    [{ code: 'too_big', origin: 'string', maximum: 500 }, 'must be shorter than or equal to 500 characters'],
    [{ code: 'too_big', origin: 'array', maximum: 5 }, 'must contain no more than 5 elements'],
    [{ code: 'too_small', origin: 'number', minimum: 0 }, 'must not be less than 0'],
    [{ code: 'invalid_format', format: 'email' }, 'must be an email'],
    [{ code: 'invalid_value', values: ['a', 'b'] }, 'must be one of the following values: a, b'],
  ])('words %o as %s', (issue, message) => {
    expect(issueMessage(issue)).toBe(message);
  });

  it('leaves unknown codes to the schema', () => {
    expect(issueMessage({ code: 'custom' })).toBeUndefined();
  });
});

describe('fieldMessage', () => {
  it('puts the field in front of sentences and leaves keys alone', () => {
    expect(fieldMessage('middleName', 'should not be empty')).toBe('middleName should not be empty');
    expect(fieldMessage('mobileNumber', 'invalidPhone')).toBe('invalidPhone');
    expect(fieldMessage('email', 'needLoginViaProvider:google')).toBe('needLoginViaProvider:google');
  });
});
