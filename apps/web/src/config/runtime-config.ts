import { PublicConfigSchema, type PublicConfig } from '@fractional/contract';

/** Runtime settings from the API (`GET /api/v1/config`), so one build runs in every environment. */
export async function fetchRuntimeConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const response = await fetch('/api/v1/config', { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`GET /api/v1/config answered ${response.status}`);
  return PublicConfigSchema.parse(await response.json());
}
