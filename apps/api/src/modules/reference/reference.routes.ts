import {
  CountrySchema,
  ExpertisePageSchema,
  JobRolePageSchema,
  PageQuerySchema,
  SkillPageSchema,
  TimezonesSchema,
  type PageQuery,
} from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { notModified, validationErrors } from '../../lib/route-schemas.js';
import { JsonCache, sendCachedJson } from '../../lib/cached-json.js';
import { getExpertisePage, getJobRolePage, getSkillPage, listCountries } from './reference.service.js';
import { TIMEZONES } from './timezones.js';

/** Enough for every real page of every list many times over; beyond it the oldest pages are dropped. */
const CACHE_ENTRIES = 500;
/** Public reference lists. They change only at deploy, so each answer is cached and sent with an ETag. */
export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const cache = new JsonCache(CACHE_ENTRIES);

  const pages = [
    { path: '/ref-job-roles', noun: 'job roles', label: 'role', schema: JobRolePageSchema, load: getJobRolePage },
    {
      path: '/ref-expertises',
      noun: 'expertise areas',
      label: 'expertise',
      schema: ExpertisePageSchema,
      load: getExpertisePage,
    },
    { path: '/ref-skills', noun: 'skills', label: 'skill', schema: SkillPageSchema, load: getSkillPage },
  ] as const satisfies ReadonlyArray<{
    path: string;
    noun: string;
    label: string;
    schema: z.ZodType;
    load: (db: Database, query: PageQuery) => Promise<unknown>;
  }>;

  for (const { path, noun, label, schema, load } of pages) {
    r.get(path, {
      schema: {
        tags: ['reference'],
        summary: `A page of ${noun}, ordered by ${label} (at most 50 per page)`,
        querystring: PageQuerySchema,
        response: { 200: schema, ...notModified, ...validationErrors },
      },
      handler: async (request, reply) => {
        const { page, limit } = request.query;
        const entry = await cache.get(`${path}?page=${page}&limit=${limit}`, () => load(db, { page, limit }));
        return sendCachedJson(request, reply, entry);
      },
    });
  }

  r.get('/ref-countries', {
    schema: {
      tags: ['reference'],
      summary: 'Countries (ISO 3166-1 alpha-2 code and English name), sorted by name',
      response: { 200: z.array(CountrySchema), ...notModified },
    },
    handler: async (request, reply) => sendCachedJson(request, reply, await cache.get('countries', listCountries)),
  });

  r.get('/ref-timezones', {
    schema: {
      tags: ['reference'],
      summary: 'Timezone entries and the regions the timezone select offers (`<utc_offset> <region>`)',
      description:
        "Regions: every IANA zone once, at its standard (winter) offset, e.g. `+01:00 Europe/Paris`, `-06:00 America/Chicago`; a user's `timezone` must be one of them.",
      response: { 200: TimezonesSchema, ...notModified },
    },
    handler: async (request, reply) => sendCachedJson(request, reply, await cache.get('timezones', () => TIMEZONES)),
  });
}
