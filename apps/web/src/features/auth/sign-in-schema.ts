import { LoginSchema } from '@fractional/contract';
import { z } from 'zod';

/** The contract's login body; an empty e-mail reads "This field is required.", not "invalid". */
export const SignInFormSchema = LoginSchema.extend({ email: z.string().min(1).pipe(LoginSchema.shape.email) });
export type SignInInput = z.input<typeof SignInFormSchema>;
