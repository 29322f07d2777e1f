import { useFxRates } from '../../../features/admin/api/get-fx-rates';
import panel from '../../../features/admin/components/admin-page.module.css';
import { FxRatesForm } from '../../../features/admin/components/fx-rates-form';
import { Spinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../use-page-title';
import pageStyles from '../area-page.module.css';

/** `/admin/fx-rates`: the exchange rates matching compares rates and budgets through (docs/money.md#exchange-rates). */
export function Component() {
  usePageTitle('FX rates');
  const query = useFxRates();
  return (
    <main id="main" className={pageStyles.page}>
      <header>
        <h1>FX rates</h1>
        <p className={pageStyles.lead}>
          Exchange rates against USD. Matching converts an expert&apos;s rate into a project&apos;s currency with them.
        </p>
      </header>
      <section className={panel.panel} aria-label="FX rates">
        {query.data ? (
          <FxRatesForm stored={query.data} />
        ) : query.isError ? (
          <p role="alert">The rates could not be loaded. Please reload the page.</p>
        ) : (
          <Spinner label="Loading rates" />
        )}
      </section>
    </main>
  );
}
