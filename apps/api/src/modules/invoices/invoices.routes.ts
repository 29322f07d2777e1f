import {
  CreditNoteSchema,
  IdParamsSchema,
  InvoiceExportQuerySchema,
  InvoicePageSchema,
  InvoiceQuerySchema,
  InvoiceRunSchema,
  InvoiceSchema,
  InvoiceVoidSchema,
  IssuedInvoicesSchema,
  MessageErrorSchema,
  SpendSchema,
} from '@fractional/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { csvHeaders } from '../../lib/csv.js';
import { authenticate, caller } from '../../plugins/auth.js';
import { exportInvoices } from './invoice-export.js';
import { renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf.js';
import { creditNoteUbl, invoiceUbl } from './invoice-ubl.js';
import * as invoices from './invoices.service.js';
import * as payments from './invoice-payments.service.js';
import * as runs from './invoice-runs.service.js';
import * as spending from './invoice-spend.service.js';

const conflict = { 409: MessageErrorSchema } as const;

/** Spend and invoices (docs/api.md#spend-and-invoices): approved hours as money, invoiced once a month. */
export async function invoiceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  r.get('/projects/:id/spend', {
    onRequest: authenticate,
    schema: {
      tags: ['invoices'],
      summary: 'A project’s spend and forecast (its owner, an admin)',
      security: bearerSecurity,
      params: IdParamsSchema,
      response: { 200: SpendSchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) => spending.spend(app.deps, caller(request), request.params.id),
  });

  r.post('/projects/:id/invoices', {
    onRequest: authenticate,
    schema: {
      tags: ['invoices'],
      summary:
        'Invoice a month that is over (its owner, an admin): one invoice per member with approved hours not invoiced yet',
      description:
        'A month not over yet (UTC) → 422 `{month:"notEnded"}`. Nothing left to invoice, or a racing run issued it first → 201 `{data: [], skipped: []}`. A member whose hours have no agreed rate, or whose expert or client has no billing details, is listed in `skipped` with why; its hours stay uninvoiced and both sides are mailed once per month and reason.',
      security: bearerSecurity,
      params: IdParamsSchema,
      body: InvoiceRunSchema,
      response: { 201: IssuedInvoicesSchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request, reply) => {
      const result = await runs.issueForProject(app.deps, caller(request), request.params.id, request.body.month);
      return reply.code(201).send(result);
    },
  });

  r.get('/projects/:id/invoices', {
    onRequest: authenticate,
    schema: {
      tags: ['invoices'],
      summary: 'A project’s invoices, newest first (its owner, an admin)',
      security: bearerSecurity,
      params: IdParamsSchema,
      querystring: InvoiceQuerySchema,
      response: { 200: InvoicePageSchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) => invoices.listForProject(db, caller(request), request.params.id, request.query),
  });

  r.get('/invoices', {
    onRequest: authenticate,
    schema: {
      tags: ['invoices'],
      summary: 'The caller’s own invoices as an expert, newest first',
      security: bearerSecurity,
      querystring: InvoiceQuerySchema,
      response: { 200: InvoicePageSchema, ...validationErrors, 401: authErrors[401] },
    },
    handler: async (request) => invoices.listOwn(db, caller(request), request.query),
  });

  r.get('/invoices/export.csv', {
    onRequest: authenticate,
    schema: {
      tags: ['invoices'],
      summary:
        'Invoices issued from `from` to `to` as CSV (a client: its projects’; an expert: its own; an admin: all)',
      description:
        "text/csv, RFC 4180, header `number,issue_date,due_date,seller,buyer,currency,subtotal,tax,total,status,paid_at`; a cell beginning with `= + - @` is prefixed with `'`.",
      security: bearerSecurity,
      querystring: InvoiceExportQuerySchema,
      response: { 200: z.any().describe('text/csv'), ...validationErrors, 401: authErrors[401] },
    },
    handler: async (request, reply) => {
      const csv = await exportInvoices(db, caller(request), request.query);
      return reply.headers(csvHeaders('invoices.csv')).send(csv);
    },
  });

  r.get('/invoices/:id', {
    onRequest: authenticate,
    schema: {
      tags: ['invoices'],
      summary: 'An invoice (its expert, the project’s owner, an admin)',
      security: bearerSecurity,
      params: IdParamsSchema,
      response: { 200: InvoiceSchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) => invoices.get(db, caller(request), request.params.id),
  });

  r.get('/invoices/:id/pdf', {
    onRequest: authenticate,
    schema: {
      tags: ['invoices'],
      summary: 'The invoice as a PDF (application/pdf), the same content as the JSON',
      security: bearerSecurity,
      params: IdParamsSchema,
      response: {
        200: z.any().describe('application/pdf'),
        ...validationErrors,
        ...authErrors,
        ...notFoundErrors,
      },
    },
    handler: async (request, reply) => {
      const invoice = await invoices.get(db, caller(request), request.params.id);
      return sendDocument(reply, 'pdf', invoice.number, await renderInvoicePdf(invoice));
    },
  });

  r.get('/invoices/:id/ubl', {
    onRequest: authenticate,
    schema: {
      tags: ['invoices'],
      summary: 'The invoice as a UBL 2.1 e-invoice (application/xml, EN 16931 core), to the people who may read it',
      security: bearerSecurity,
      params: IdParamsSchema,
      response: {
        200: z.any().describe('application/xml: a UBL 2.1 Invoice'),
        ...validationErrors,
        ...authErrors,
        ...notFoundErrors,
      },
    },
    handler: async (request, reply) => {
      const invoice = await invoices.get(db, caller(request), request.params.id);
      return sendDocument(reply, 'xml', invoice.number, invoiceUbl(invoice));
    },
  });

  r.post('/invoices/:id/paid', {
    onRequest: authenticate,
    schema: {
      tags: ['invoices'],
      summary: 'Mark an issued invoice paid (the project’s owner, an admin); else 409',
      security: bearerSecurity,
      params: IdParamsSchema,
      response: { 200: InvoiceSchema, ...validationErrors, ...authErrors, ...notFoundErrors, ...conflict },
    },
    handler: async (request) => payments.markPaid(app.deps, caller(request), request.params.id),
  });

  r.post('/invoices/:id/void', {
    onRequest: authenticate,
    schema: {
      tags: ['invoices'],
      summary:
        'Void an invoice with a reason (an admin): it gets a credit note (CN-YYYY-NNNNNN) with its lines negated, and its hours may be invoiced again; a void one → 409',
      security: bearerSecurity,
      params: IdParamsSchema,
      body: InvoiceVoidSchema,
      response: { 200: InvoiceSchema, ...validationErrors, ...authErrors, ...notFoundErrors, ...conflict },
    },
    handler: async (request) => payments.voidInvoice(db, caller(request), request.params.id, request.body.reason),
  });

  r.get('/credit-notes/:id', {
    onRequest: authenticate,
    schema: {
      tags: ['invoices'],
      summary: 'A credit note (those who see its invoice: its expert, the project’s owner, an admin; others 404)',
      security: bearerSecurity,
      params: IdParamsSchema,
      response: { 200: CreditNoteSchema, ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request) => invoices.getCreditNote(db, caller(request), request.params.id),
  });

  r.get('/credit-notes/:id/pdf', {
    onRequest: authenticate,
    schema: {
      tags: ['invoices'],
      summary: 'The credit note as a PDF (application/pdf), to those who see its invoice',
      security: bearerSecurity,
      params: IdParamsSchema,
      response: { 200: z.any().describe('application/pdf'), ...validationErrors, ...authErrors, ...notFoundErrors },
    },
    handler: async (request, reply) => {
      const creditNote = await invoices.getCreditNote(db, caller(request), request.params.id);
      return sendDocument(reply, 'pdf', creditNote.number, await renderCreditNotePdf(creditNote));
    },
  });

  r.get('/credit-notes/:id/ubl', {
    onRequest: authenticate,
    schema: {
      tags: ['invoices'],
      summary: 'The credit note as a UBL 2.1 CreditNote (application/xml, type 381), to those who see its invoice',
      security: bearerSecurity,
      params: IdParamsSchema,
      response: {
        200: z.any().describe('application/xml: a UBL 2.1 CreditNote'),
        ...validationErrors,
        ...authErrors,
        ...notFoundErrors,
      },
    },
    handler: async (request, reply) => {
      const creditNote = await invoices.getCreditNote(db, caller(request), request.params.id);
      return sendDocument(reply, 'xml', creditNote.number, creditNoteUbl(creditNote));
    },
  });
}

/** An invoice's or credit note's document, shown in the browser and never cached by a shared cache. */
function sendDocument(reply: FastifyReply, kind: 'pdf' | 'xml', number: string, body: Buffer | string) {
  return reply
    .type(kind === 'pdf' ? 'application/pdf' : 'application/xml; charset=utf-8')
    .header('content-disposition', `inline; filename="${number}.${kind}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}
