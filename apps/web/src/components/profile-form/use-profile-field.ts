import { fieldHookFor } from '../../lib/form-field';
import type { ClientProfileInput } from './profile-form-schema';

/** A profile form field; typed on the client form, whose fields include all the contractor's. */
export const useProfileField = fieldHookFor<ClientProfileInput>();
