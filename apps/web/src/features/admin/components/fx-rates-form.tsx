import { Currencies, FX_QUOTED_CURRENCIES, type FxRates, type FxQuotedCurrency } from '@fractional/contract';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-time';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { useSubmitOnce } from '../../../components/ui/use-submit-once';
import { useReplaceFxRates } from '../api/replace-fx-rates';
import { fxRateApiErrors, ratesToTexts, readFxRates, type FxRateErrors, type FxRateTexts } from '../fx-rate-fields';
import styles from './fx-rates-form.module.css';

/**
 * The exchange rates with a form replacing them all at once (docs/money.md#exchange-rates): each rate kept as
 * typed, an empty field meaning "no rate", a message under each currency the rate of which cannot be stored.
 */
export function FxRatesForm({ stored }: { stored: FxRates }) {
  const [texts, setTexts] = useState<FxRateTexts>(() => ratesToTexts(stored.rates));
  const [errors, setErrors] = useState<FxRateErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const replace = useReplaceFxRates();
  const once = useSubmitOnce();

  const onChange = (currency: FxQuotedCurrency) => (value: string) => {
    setTexts((current) => ({ ...current, [currency]: value }));
    setErrors((current) => ({ ...current, [currency]: undefined }));
    setStatus(null);
  };

  const submit = once.onSubmit(async () => {
    const { rates, errors: typed } = readFxRates(texts);
    setErrors(typed);
    setStatus(null);
    if (Object.keys(typed).length > 0) return;
    try {
      const saved = await replace.mutateAsync({ rates });
      setTexts(ratesToTexts(saved.rates));
      setStatus('Rates saved.');
    } catch (error) {
      const fields = error instanceof ApiError ? fxRateApiErrors(error.fieldErrors) : {};
      setErrors(fields);
      if (Object.keys(fields).length === 0) setStatus('The rates could not be saved. Please try again.');
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Exchange rates">
      <p className={styles.meta}>
        {stored.updatedAt ? `Last replaced ${formatDateTime(stored.updatedAt)}.` : 'No rates stored yet.'} Units of each
        currency that 1 USD buys; leave a field empty for no rate (matching then counts the budget as neutral).
      </p>
      <div className={styles.grid}>
        {FX_QUOTED_CURRENCIES.map((currency) => (
          <TextInput
            key={currency}
            name={`rates.${currency}`}
            label={Currencies.labels[currency]}
            hint={`1 USD = ? ${currency}`}
            mode="decimal"
            value={texts[currency]}
            onChange={onChange(currency)}
            error={errors[currency] ?? null}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <Button type="submit" isLoading={replace.isPending || once.isSubmitting}>
          Save rates
        </Button>
        <p role="status" className={styles.status}>
          {status}
        </p>
      </div>
    </form>
  );
}
