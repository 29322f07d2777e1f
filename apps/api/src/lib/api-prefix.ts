/** Every API route lives under this prefix; the SPA owns every other path. */
export const API_PREFIX = '/api/v1';
