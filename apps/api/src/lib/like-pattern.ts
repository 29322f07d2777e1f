/**
 * `%text%` for a case-insensitive `lower(column) like …` (PostgreSQL's default LIKE escape is the
 * backslash), with LIKE's own wildcards `%` and `_` taken literally.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
