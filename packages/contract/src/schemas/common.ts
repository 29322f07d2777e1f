import { z } from 'zod';
import { ErrorKeys } from '../constants/error-keys.js';
import { TIMEZONE_VALUE_PATTERN } from '../rules/timezones.js';
import {
  EMAIL_MAX,
  NAME_MAX,
  PAGE_SIZE,
  PAGE_SIZE_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '../rules/validation-limits.js';

export const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const IdParamsSchema = z.object({ id: IdSchema });

/** A reference to an existing row: `{ id }`. */
export const IdRefSchema = z.object({ id: z.number().int().positive().max(2_147_483_647) });
export type IdRef = z.infer<typeof IdRefSchema>;

export const EmailSchema = z.string().trim().toLowerCase().max(EMAIL_MAX).pipe(z.email());
export const PasswordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
export const NameSchema = z.string().trim().min(1).max(NAME_MAX);
export const OptionalNameSchema = z.string().trim().max(NAME_MAX).nullish();

export const TimezoneSchema = z.string().max(80).regex(TIMEZONE_VALUE_PATTERN, { message: ErrorKeys.invalidTimezone });

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), hasNextPage: z.boolean() });
}
export interface Page<T> {
  data: T[];
  hasNextPage: boolean;
}

/** A comma-joined list of at most `max` distinct items, each accepted by `isItem`, e.g. `banking,retail`. */
export function commaListSchema(max: number, isItem: (item: string) => boolean, description: string) {
  return z
    .string()
    .trim()
    .min(1)
    .max(1000)
    .refine(
      (joined) => {
        const items = joined.split(',');
        return items.length <= max && new Set(items).size === items.length && items.every(isItem);
      },
      { message: `must be a comma-joined list of at most ${max} ${description}` },
    );
}

/** A comma-joined list of keys from a fixed set. */
export function keyListSchema<T extends string>(values: readonly [T, ...T[]], max: number) {
  const allowed = new Set<string>(values);
  return commaListSchema(max, (key) => allowed.has(key), `of: ${values.join(', ')}`);
}
