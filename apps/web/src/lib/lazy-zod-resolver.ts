import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { formIssueMessage } from './form-messages';

/**
 * zodResolver for a form on the first page a visitor meets (/member): the schema, zod and the
 * resolver are imported on the first validation (the first blur or submit) instead of with the page,
 * which keeps them off the page's critical path (docs/benchmarks.md, Web). Messages read as on every
 * other form (formIssueMessage). A failed import is retried on the next validation.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(
  loadSchema: () => Promise<z.ZodType<TOutput, TInput>>,
): Resolver<TInput, unknown, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const load = () =>
    Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(([{ zodResolver }, schema]) =>
      zodResolver(schema, { error: formIssueMessage }),
    );
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
