import { DEFAULT_MAIL_PREFERENCES, type MailPreferences, type MessageMailMode } from '@fractional/contract';
import { useState } from 'react';
import { AccountCard, accountCardStyles as card } from '../../../components/ui/account-card';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Spinner } from '../../../components/ui/spinner';
import { useMailPreferences, useSaveMailPreferences } from '../api/mail-preferences';

type Switches = Exclude<keyof MailPreferences, 'messages'>;

const MESSAGE_OPTIONS: ReadonlyArray<{ value: MessageMailMode; label: string }> = [
  { value: 'instant', label: 'Soon after a message waits unread' },
  { value: 'daily', label: 'At most one e-mail a day' },
  { value: 'off', label: 'Never' },
];

const SWITCHES: ReadonlyArray<{ key: Switches; label: string }> = [
  { key: 'invitations', label: 'Invitations, interest and squad changes' },
  { key: 'timesheets', label: 'Timesheets, check-ins and their reminders' },
  { key: 'invoices', label: 'Invoices, payments and rate changes' },
  { key: 'matchAlerts', label: 'New matches for my projects or profile' },
  { key: 'savedSearches', label: 'New experts for my saved searches (weekly)' },
  { key: 'reviews', label: 'Reviews to write and reviews about me' },
];

/**
 * Account & security's mail preferences (docs/mail.md): which mail the account gets, saved at once
 * with `PUT /auth/me/notifications`. Security and account mail has no switch.
 */
export function MailPreferencesCard() {
  const saved = useMailPreferences();
  const save = useSaveMailPreferences();
  // Unsaved changes over what the server has; null while there are none.
  const [edited, setEdited] = useState<MailPreferences | null>(null);
  const draft = edited ?? saved.data ?? DEFAULT_MAIL_PREFERENCES;
  const change = (next: Partial<MailPreferences>) => {
    setEdited({ ...draft, ...next });
    if (save.isSuccess || save.isError) save.reset();
  };

  return (
    <AccountCard
      title="Mail preferences"
      intro="Choose which e-mails we send you. Security e-mails (sign-in alerts, password resets, e-mail changes) always come."
    >
      {saved.isPending ? (
        <Spinner label="Loading your mail preferences" />
      ) : (
        <form
          className={card.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(draft, { onSuccess: () => setEdited(null) });
          }}
        >
          <ErrorBanner message={saved.error?.message ?? save.error?.message ?? null} onDismiss={() => save.reset()} />
          <RadioGroup
            name="messages"
            label="New messages"
            options={MESSAGE_OPTIONS}
            value={draft.messages}
            onChange={(messages) => change({ messages })}
          />
          {SWITCHES.map(({ key, label }) => (
            <Checkbox
              key={key}
              name={key}
              label={label}
              value={draft[key] === 'on'}
              onChange={(isOn) => change({ [key]: isOn ? 'on' : 'off' })}
            />
          ))}
          {save.isSuccess && edited === null ? (
            <p className={card.notice} role="status">
              Mail preferences saved.
            </p>
          ) : null}
          <div className={card.actions}>
            <Button type="submit" isLoading={save.isPending}>
              Save mail preferences
            </Button>
          </div>
        </form>
      )}
    </AccountCard>
  );
}
