import { FxRatesInputSchema, FxRatesSchema } from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authErrors, bearerSecurity, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller, requireRole } from '../../plugins/auth.js';
import { getFxRates, replaceRates } from './fx-rates.service.js';

/** Exchange rates against USD (docs/money.md#exchange-rates): read by anyone, replaced by an admin. */
export async function fxRateRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const tags = ['fx-rates'];

  r.get('/fx-rates', {
    schema: {
      tags,
      summary: 'Exchange rates against USD (public): 1 USD = rates.EUR EUR',
      description:
        "What matching compares an expert's rate with a project's budget through when their currencies differ. A " +
        'currency without a rate is absent from `rates`; `updatedAt` is when an admin last replaced them.',
      response: { 200: FxRatesSchema },
    },
    handler: async () => getFxRates(db),
  });

  r.put('/admin/fx-rates', {
    onRequest: [authenticate, requireRole('admin')],
    schema: {
      tags: [...tags, 'admin'],
      security: bearerSecurity,
      summary: 'Replace every exchange rate at once (admin); audited',
      description:
        'Each rate > 0 with at most 6 decimals, keyed by a currency other than USD; a currency left out has no ' +
        "rate afterwards. Another key → 422 naming it (`{'rates.XYZ': …}`), a bad rate → 422 `{'rates.EUR': …}`.",
      body: FxRatesInputSchema,
      response: { 200: FxRatesSchema, ...validationErrors, ...authErrors },
    },
    handler: async (request) => replaceRates(db, caller(request), request.body),
  });
}
