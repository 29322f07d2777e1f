import { ChangePasswordSchema, EmailChangeSchema } from '@fractional/contract';
import { z } from 'zod';
import { reenteredPasswordMatches } from '../../lib/new-password';

/** Change password (docs/product.md#forms-and-validation rules of a new password): old, new (min 8), re-entered (must match). */
export const ChangePasswordFormSchema = z
  .object({
    oldPassword: ChangePasswordSchema.shape.oldPassword,
    password: ChangePasswordSchema.shape.password,
    reenterPassword: z.string().min(1),
  })
  .refine(...reenteredPasswordMatches('password', 'reenterPassword'));
export type ChangePasswordFormInput = z.input<typeof ChangePasswordFormSchema>;

/** Change e-mail: the new address and the current password. */
export const ChangeEmailFormSchema = EmailChangeSchema;
export type ChangeEmailFormInput = z.input<typeof ChangeEmailFormSchema>;
