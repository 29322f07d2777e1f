import {
  BILLING_ADDRESS_LINE_MAX,
  BILLING_LEGAL_NAME_MAX,
  BILLING_PAYMENT_INSTRUCTIONS_MAX,
  BILLING_TAX_ID_MAX,
  BILLING_TAX_NOTE_MAX,
  type BillingDetails,
} from '@fractional/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AccountCard, accountCardStyles as cardStyles } from '../../../components/ui/account-card';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { TextInput } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import { useSubmitOnce } from '../../../components/ui/use-submit-once';
import { useCountries } from '../../../lib/catalogues';
import { useFormField } from '../../../lib/form-field';
import { formIssueMessage } from '../../../lib/form-messages';
import { useServerErrorBanner } from '../../../lib/use-server-error-banner';
import { useBillingDetails } from '../api/get-billing-details';
import { useSaveBillingDetails } from '../api/save-billing-details';
import {
  BillingFormSchema,
  PAYMENT_TERMS_TEXT,
  SERVER_FIELDS,
  TAX_RATE_TEXT,
  toBillingBody,
  toFormValues,
  type BillingFormValues,
  type BillingSide,
} from '../billing-form';
import styles from './billing.module.css';

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dayText = (iso: string) => dayFormat.format(new Date(iso));

const INTRO: Record<BillingSide, string> = {
  client: 'The legal party your invoices are addressed to, and how many days you have to pay them.',
  expert: 'The legal party your invoices are issued in the name of, the tax you charge and how clients pay you.',
};

/**
 * "Billing details" of the account page (docs/money.md#billing-details): the legal party invoices
 * name. Each invoice copies it when issued, so a change here shows on the next invoices only.
 */
export function BillingDetailsCard({ side }: { side: BillingSide }) {
  const query = useBillingDetails();
  return (
    <AccountCard title="Billing details" intro={INTRO[side]}>
      {query.isPending ? (
        <Spinner size={24} label="Loading your billing details" />
      ) : query.isError ? (
        <div className={cardStyles.error} role="alert">
          We could not load your billing details.{' '}
          <Button variant="text" onClick={() => query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <BillingDetailsForm side={side} stored={query.data} />
      )}
    </AccountCard>
  );
}

function BillingDetailsForm({ side, stored }: { side: BillingSide; stored: BillingDetails | null }) {
  const save = useSaveBillingDetails();
  const once = useSubmitOnce();
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const form = useForm<BillingFormValues>({
    resolver: zodResolver(BillingFormSchema, { error: formIssueMessage }),
    defaultValues: toFormValues(stored),
    mode: 'onTouched',
  });
  const { banner, showServerError, dismissBanner } = useServerErrorBanner(form.setError, SERVER_FIELDS);
  const { data: countries = [] } = useCountries();
  const countryOptions = useMemo(
    () => countries.map((country) => ({ value: country.code, label: country.countryName })),
    [countries],
  );
  const legalName = useFormField(form, 'legalName');
  const lines = [
    useFormField(form, 'addressLine1'),
    useFormField(form, 'addressLine2'),
    useFormField(form, 'addressLine3'),
    useFormField(form, 'addressLine4'),
  ];
  const country = useFormField(form, 'country');
  const taxId = useFormField(form, 'taxId');
  const email = useFormField(form, 'email');
  const paymentTermsDays = useFormField(form, 'paymentTermsDays');
  const taxRatePct = useFormField(form, 'taxRatePct');
  const taxNote = useFormField(form, 'taxNote');
  const paymentInstructions = useFormField(form, 'paymentInstructions');
  // Saved until the next change (the form was reset to what the API answered): just now, or when.
  const lastSaved = savedAt ?? stored?.updatedAt ?? null;
  const savedText =
    form.formState.isDirty || !lastSaved ? null : savedAt ? 'Billing details saved.' : `Saved ${dayText(lastSaved)}.`;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toBillingBody(values, side, stored));
      form.reset(toFormValues(saved));
      setSavedAt(saved.updatedAt);
    } catch (error) {
      showServerError(error);
    }
  });

  return (
    <>
      <ErrorBanner message={banner} onDismiss={dismissBanner} />
      <form
        className={styles.form}
        method="post"
        noValidate
        aria-label="Billing details"
        onSubmit={once.onSubmit((event) => {
          dismissBanner();
          return onSubmit(event);
        })}
      >
        <div className={styles.wide}>
          <TextInput
            {...legalName}
            label="Legal name"
            hint="As it should appear on invoices: your company's registered name, or your own."
            autoComplete="organization"
            maxLength={BILLING_LEGAL_NAME_MAX}
            required
          />
        </div>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Address</legend>
          {lines.map((line, index) => (
            <TextInput
              key={line.name}
              {...line}
              label={`Address line ${index + 1}`}
              autoComplete={index < 3 ? `address-line${index + 1}` : undefined}
              maxLength={BILLING_ADDRESS_LINE_MAX}
              required={index === 0}
            />
          ))}
        </fieldset>
        <Select
          {...country}
          onChange={(code) => country.onChange(code ?? '')}
          label="Country"
          options={countryOptions}
          placeholder="Select a country"
          required
        />
        <TextInput
          {...taxId}
          label="Tax ID"
          hint="Your VAT, GST or other tax number, if you have one."
          maxLength={BILLING_TAX_ID_MAX}
        />
        <TextInput
          {...email}
          label="Billing e-mail"
          hint="Where accounts can reach you about invoices (optional)."
          type="email"
          autoComplete="email"
        />
        {side === 'client' ? (
          <TextInput
            {...paymentTermsDays}
            label="Payment terms (days)"
            hint={`Days from an invoice's issue to its due date. ${PAYMENT_TERMS_TEXT}`}
            mode="number"
          />
        ) : (
          <>
            <TextInput {...taxRatePct} label="Tax rate (%)" hint={TAX_RATE_TEXT} mode="decimal" />
            <div className={styles.wide}>
              <Textarea
                {...taxNote}
                label="Tax note"
                hint="Printed on your invoices, e.g. a reverse-charge sentence."
                maxLength={BILLING_TAX_NOTE_MAX}
                rows={2}
              />
            </div>
            <div className={styles.wide}>
              <Textarea
                {...paymentInstructions}
                label="Payment instructions"
                hint="How clients pay you: bank account, IBAN and BIC, or a payment link."
                maxLength={BILLING_PAYMENT_INSTRUCTIONS_MAX}
                rows={3}
              />
            </div>
          </>
        )}
        <div className={styles.actions}>
          <Button type="submit" isLoading={save.isPending || once.isSubmitting}>
            Save billing details
          </Button>
          {savedText ? (
            <p className={styles.saved} role="status">
              {savedText}
            </p>
          ) : null}
        </div>
      </form>
    </>
  );
}
