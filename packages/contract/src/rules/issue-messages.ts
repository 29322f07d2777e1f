/**
 * Field messages the API sends for schema violations, in the wording of docs/api.md#errors
 * (`middleName should not be empty`, `description must be longer than or equal to 2 characters`).
 * The field name is put in front by whoever knows the path.
 */
export interface IssueLike {
  code: string;
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  values?: readonly unknown[];
  expected?: string;
}

export function issueMessage(issue: IssueLike): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? 'should not be empty'
        : `must be a ${String(issue.expected)}`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum ?? 0) <= 1
          ? 'should not be empty'
          : `must be longer than or equal to ${String(issue.minimum)} characters`;
      }
      if (issue.origin === 'array') return `must contain at least ${String(issue.minimum)} elements`;
      return `must not be less than ${String(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'string') return `must be shorter than or equal to ${String(issue.maximum)} characters`;
      if (issue.origin === 'array') return `must contain no more than ${String(issue.maximum)} elements`;
      return `must not be greater than ${String(issue.maximum)}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'must be an email' : 'must match the required format';
    case 'invalid_value':
      return `must be one of the following values: ${(issue.values ?? []).join(', ')}`;
    case 'not_multiple_of':
      return 'must have at most 2 decimal places';
    case 'unrecognized_keys':
      return 'is not allowed';
    default:
      return undefined;
  }
}

/** Keys (`invalidPhone`, `needLoginViaProvider:google`) stand alone; sentences get the field in front. */
export function fieldMessage(field: string, message: string): string {
  return message.includes(' ') ? `${field} ${message}` : message;
}
