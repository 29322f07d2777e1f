import { ErrorKeys, type AdminUser, type AdminUserCreate } from '@fractional/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextInput } from '../../../components/ui/text-input';
import { ApiError } from '../../../lib/api-client';
import { FormMessages } from '../../../lib/form-messages';
import { schemaFieldErrors } from '../../../lib/schema-errors';
import { personName } from '../admin-display';
import { useCreateUser } from '../api/create-user';
import { useRequestUserEmailChange } from '../api/request-user-email-change';

const ROLE_OPTIONS = [
  { value: 'client', label: 'Client' },
  { value: 'contractor', label: 'Expert' },
] as const satisfies ReadonlyArray<{ value: AdminUserCreate['role']; label: string }>;

/** The e-mail refusals of docs/api.md#matcher-console in words; null for anything that is not about the e-mail. */
function emailRefusal(error: Error | null): string | null {
  if (!(error instanceof ApiError)) return null;
  const key = error.fieldErrors?.email;
  if (key === ErrorKeys.emailAlreadyExists) return 'Another account already uses this e-mail.';
  if (key === ErrorKeys.emailUnchanged) return 'This is already the user’s e-mail.';
  if (key === ErrorKeys.cannotChange) return 'This account was closed: its e-mail cannot change.';
  return key ? FormMessages.email : null;
}

/** Whatever the server refused that no field shows. */
function generalRefusal(error: Error | null, fieldText: string | null): string | null {
  if (!error || fieldText) return null;
  return `The change was not saved: ${error.message}`;
}

/**
 * "New user" (docs/product.md#admin-console): a client or an expert with their e-mail and names. They get a mail
 * to choose their password; nothing secret is typed or shown here.
 */
export function NewUserDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (user: AdminUser) => void }) {
  const create = useCreateUser();
  const [values, setValues] = useState({ email: '', firstName: '', lastName: '', role: 'client' as const });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const onConfirm = async () => {
    const { AdminUserCreateSchema } = await import('../api/admin-schemas');
    const problems = schemaFieldErrors(AdminUserCreateSchema, values, { email: FormMessages.email });
    if (problems) {
      return setErrors(values.email.trim() ? problems : { ...problems, email: FormMessages.required });
    }
    await create.mutateAsync(AdminUserCreateSchema.parse(values), { onSuccess: onCreated });
  };
  const emailError = errors.email ?? emailRefusal(create.error);

  return (
    <ConfirmDialog
      title="New user"
      confirmLabel="Create user"
      onConfirm={onConfirm}
      onCancel={onClose}
      isPending={create.isPending}
      error={generalRefusal(create.error, emailRefusal(create.error))}
    >
      <p>They get an e-mail with a link to choose their password, and can then sign in.</p>
      <RadioGroup
        name="role"
        label="Role"
        options={ROLE_OPTIONS}
        value={values.role}
        onChange={set('role')}
        columns={2}
        required
      />
      <TextInput
        name="email"
        type="email"
        label="E-mail"
        value={values.email}
        onChange={(value) => {
          set('email')(value);
          create.reset();
        }}
        error={emailError}
        autoComplete="off"
        required
      />
      <TextInput
        name="firstName"
        label="First name"
        value={values.firstName}
        onChange={set('firstName')}
        error={errors.firstName}
        required
      />
      <TextInput
        name="lastName"
        label="Last name"
        value={values.lastName}
        onChange={set('lastName')}
        error={errors.lastName}
        required
      />
    </ConfirmDialog>
  );
}

/**
 * "Change e-mail" (docs/product.md#admin-console): a confirm link goes to the new address; the account moves there
 * when its owner opens it.
 */
export function ChangeEmailDialog({
  user,
  onClose,
  onRequested,
}: {
  user: AdminUser;
  onClose: () => void;
  onRequested: (email: string) => void;
}) {
  const change = useRequestUserEmailChange();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const name = personName(user);

  const onConfirm = async () => {
    const { AdminUserCreateSchema } = await import('../api/admin-schemas');
    const parsed = AdminUserCreateSchema.shape.email.safeParse(email);
    if (!parsed.success) return setError(email.trim() ? FormMessages.email : FormMessages.required);
    await change.mutateAsync({ id: user.id, email: parsed.data }, { onSuccess: () => onRequested(parsed.data) });
  };
  const refusal = emailRefusal(change.error);

  return (
    <ConfirmDialog
      title={`Change ${name}’s e-mail`}
      confirmLabel="Send confirmation link"
      onConfirm={onConfirm}
      onCancel={onClose}
      isPending={change.isPending}
      error={generalRefusal(change.error, refusal)}
    >
      <p>
        Now {user.email}. The new address gets a link to confirm it; the account moves there when {name} opens it, and
        the old address is told.
      </p>
      <TextInput
        name="email"
        type="email"
        label="New e-mail"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setError(null);
          change.reset();
        }}
        error={error ?? refusal}
        autoComplete="off"
        required
      />
    </ConfirmDialog>
  );
}
