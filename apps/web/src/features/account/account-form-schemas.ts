import { ChangePasswordSchema, EmailChangeSchema } from '@fractional/contract';
import { z } from 'zod';
import { FormMessages } from '../../lib/form-messages';

/** Change password (SPEC.md §5 rules of a new password): old, new (min 8), re-entered (must match). */
export const ChangePasswordFormSchema = z
  .object({
    oldPassword: ChangePasswordSchema.shape.oldPassword,
    password: ChangePasswordSchema.shape.password,
    reenterPassword: z.string().min(1),
  })
  .refine((values) => values.password === values.reenterPassword, {
    path: ['reenterPassword'],
    message: FormMessages.passwordsMismatch,
    // Compare as soon as both are typed, even while the new password is still too short.
    when: ({ value }) => {
      const values = value as Partial<Record<string, unknown>>;
      return typeof values.password === 'string' && typeof values.reenterPassword === 'string';
    },
  });
export type ChangePasswordFormInput = z.input<typeof ChangePasswordFormSchema>;

/** Change e-mail: the new address and the current password. */
export const ChangeEmailFormSchema = EmailChangeSchema;
export type ChangeEmailFormInput = z.input<typeof ChangeEmailFormSchema>;
