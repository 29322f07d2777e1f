import {
  CATALOGUE_TIMEOUT_MS,
  CountrySchema,
  ExpertisePageSchema,
  JobRolePageSchema,
  PAGE_SIZE,
  REFERENCE_TIMEOUT_MS,
  SkillPageSchema,
  TimezonesSchema,
  type Country,
  type Timezones,
} from '@fractional/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client';

/**
 * docs/product.md#options-and-limits: a reference list page by page (50 each) until hasNextPage is false, 8 s per request;
 * on any error an empty list, so a form still works without it.
 */
async function fetchAllPages<T>(path: string, schema: z.ZodType<{ data: T[]; hasNextPage: boolean }>): Promise<T[]> {
  const items: T[] = [];
  try {
    for (let page = 1; ; page += 1) {
      const result = await apiRequest(`${path}?page=${page}&limit=${PAGE_SIZE}`, {
        isPublic: true,
        schema,
        timeoutMs: REFERENCE_TIMEOUT_MS,
      });
      items.push(...result.data);
      if (!result.hasNextPage) return items;
    }
  } catch {
    return [];
  }
}

// Catalogues load once per visit and are kept in the query cache.
const catalogue = { staleTime: Infinity, gcTime: Infinity, retry: false } as const;

export const jobRolesQueryOptions = queryOptions({
  queryKey: ['catalogue', 'job-roles'],
  queryFn: () => fetchAllPages('/ref-job-roles', JobRolePageSchema),
  ...catalogue,
});

export const expertisesQueryOptions = queryOptions({
  queryKey: ['catalogue', 'expertises'],
  queryFn: () => fetchAllPages('/ref-expertises', ExpertisePageSchema),
  ...catalogue,
});

export const skillsQueryOptions = queryOptions({
  queryKey: ['catalogue', 'skills'],
  queryFn: () => fetchAllPages('/ref-skills', SkillPageSchema),
  ...catalogue,
});

export const countriesQueryOptions = queryOptions({
  queryKey: ['catalogue', 'countries'],
  queryFn: (): Promise<Country[]> =>
    apiRequest('/ref-countries', {
      isPublic: true,
      schema: z.array(CountrySchema),
      timeoutMs: CATALOGUE_TIMEOUT_MS,
    }).catch(() => []),
  ...catalogue,
});

export const timezonesQueryOptions = queryOptions({
  queryKey: ['catalogue', 'timezones'],
  queryFn: (): Promise<Timezones> =>
    apiRequest('/ref-timezones', { isPublic: true, schema: TimezonesSchema, timeoutMs: CATALOGUE_TIMEOUT_MS }).catch(
      () => ({ timezones: [], regions: [] }),
    ),
  ...catalogue,
});

export const useJobRoles = () => useQuery(jobRolesQueryOptions);
export const useExpertises = () => useQuery(expertisesQueryOptions);
export const useSkills = () => useQuery(skillsQueryOptions);
export const useCountries = () => useQuery(countriesQueryOptions);
export const useTimezones = () => useQuery(timezonesQueryOptions);
