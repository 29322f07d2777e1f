import { fieldHookFor } from '../../../lib/form-field';
import type { ClientSignUpInput } from '../sign-up-schema';

/** A sign-up field (account, agreements); typed on the client form, whose fields include all the contractor's. */
export const useSignUpField = fieldHookFor<ClientSignUpInput>();
