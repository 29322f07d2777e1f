import { canonicalTimezoneRegion, formatUtcOffset, timezoneValue, type TimezoneRegion } from '@fractional/contract';
import timezoneEntries from 'timezones.json/timezones.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { bearer, createContractor } from '../../../test/factories.js';

// The timezone select must offer every zone people live in, at its standard offset (issue 15, item 2).

let t: TestApp;
let regions: TimezoneRegion[];
beforeAll(async () => {
  t = await buildTestApp();
  regions = (await t.app.inject({ method: 'GET', url: '/api/v1/ref-timezones' })).json<{ regions: TimezoneRegion[] }>()
    .regions;
});
afterAll(async () => t.close());

const valueOf = (region: string) => {
  const found = regions.find((candidate) => candidate.region === region);
  return found && timezoneValue(found.utc_offset, found.region);
};

/** ICU's own name for a zone, the same for all its aliases (Asia/Kolkata → Asia/Calcutta). */
const icuName = (zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;

/** Major cities on every continent, at their standard (winter) offset. */
const CITIES = {
  // Europe: timezones.json lists most of them only under daylight-saving entries.
  'Europe/London': '+00:00',
  'Europe/Dublin': '+00:00',
  'Europe/Lisbon': '+00:00',
  'Europe/Paris': '+01:00',
  'Europe/Berlin': '+01:00',
  'Europe/Madrid': '+01:00',
  'Europe/Rome': '+01:00',
  'Europe/Amsterdam': '+01:00',
  'Europe/Stockholm': '+01:00',
  'Europe/Warsaw': '+01:00',
  'Europe/Athens': '+02:00',
  'Europe/Helsinki': '+02:00',
  'Europe/Istanbul': '+03:00',
  'Europe/Moscow': '+03:00',
  // North America
  'America/New_York': '-05:00',
  'America/Chicago': '-06:00',
  'America/Denver': '-07:00',
  'America/Phoenix': '-07:00',
  'America/Los_Angeles': '-08:00',
  'America/Anchorage': '-09:00',
  'America/Toronto': '-05:00',
  'America/Vancouver': '-08:00',
  'America/Mexico_City': '-06:00',
  'Pacific/Honolulu': '-10:00',
  // South America
  'America/Sao_Paulo': '-03:00',
  'America/Bogota': '-05:00',
  'America/Lima': '-05:00',
  'America/Santiago': '-04:00',
  // Africa
  'Africa/Lagos': '+01:00',
  'Africa/Cairo': '+02:00',
  'Africa/Johannesburg': '+02:00',
  'Africa/Nairobi': '+03:00',
  // Asia
  'Asia/Jerusalem': '+02:00',
  'Asia/Dubai': '+04:00',
  'Asia/Tehran': '+03:30',
  'Asia/Kolkata': '+05:30',
  'Asia/Kathmandu': '+05:45',
  'Asia/Singapore': '+08:00',
  'Asia/Shanghai': '+08:00',
  'Asia/Tokyo': '+09:00',
  // Oceania
  'Australia/Perth': '+08:00',
  'Australia/Adelaide': '+09:30',
  'Australia/Sydney': '+10:00',
  'Australia/Lord_Howe': '+10:30',
  'Pacific/Auckland': '+12:00',
  'Pacific/Chatham': '+12:45',
};

describe('GET /ref-timezones regions', () => {
  it.each(Object.entries(CITIES))('offers %s at its standard offset %s', (region, offset) => {
    expect(valueOf(region)).toBe(timezoneValue(offset, region));
  });

  it('lists each zone once, under its current IANA name, and only places', () => {
    const names = regions.map((region) => region.region);
    expect(new Set(names).size).toBe(names.length);
    // One row per zone: Asia/Kolkata without Asia/Calcutta, one Buenos Aires, one Nicosia.
    const zones = names.map(icuName);
    expect(zones.filter((zone, index) => zones.indexOf(zone) !== index)).toEqual([]);
    expect(names).toContain('Asia/Kolkata');
    expect(names).not.toContain('Asia/Calcutta');
    expect(names.filter((name) => name.endsWith('/Buenos_Aires'))).toEqual(['America/Argentina/Buenos_Aires']);
    expect(names.filter((name) => name.endsWith('/Nicosia'))).toEqual(['Asia/Nicosia']);
    expect(names.filter((name) => name.startsWith('Etc/') || !name.includes('/'))).toEqual([]);
  });

  it('lists every place of timezones.json and of Node', () => {
    const listed = new Set(regions.map((region) => region.region));
    const places = (zones: string[]) =>
      zones.filter((zone) => zone.includes('/') && !zone.startsWith('Etc/')).map(canonicalTimezoneRegion);
    expect(places(timezoneEntries.flatMap((entry) => entry.utc)).filter((zone) => !listed.has(zone))).toEqual([]);
    const covered = new Set([...listed].map(icuName));
    expect(places(Intl.supportedValuesOf('timeZone')).filter((zone) => !covered.has(icuName(zone)))).toEqual([]);
  });

  it('lists Caracas, which Intl puts at UTC−04:00 today (timezones.json still says −04:30)', () => {
    const caracas = regions.find((region) => region.region === 'America/Caracas');
    expect(caracas).toBeDefined();
    const today = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Caracas', timeZoneName: 'longOffset' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    expect(today).toBe('GMT-04:00');
  });
});

describe('PATCH /auth/me timezone', () => {
  it('accepts a zone that timezones.json lists only under daylight saving, and an existing value', async () => {
    const account = await createContractor(t.app);
    for (const timezone of ['+01:00 Europe/Paris', '-06:00 America/Chicago', '+12:00 Pacific/Auckland']) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/auth/me',
        headers: bearer(account.token),
        payload: { timezone },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().timezone).toBe(timezone);
    }
    const summer = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/me',
      headers: bearer(account.token),
      payload: { timezone: '+02:00 Europe/Paris' },
    });
    expect(summer.statusCode).toBe(422);
    expect(summer.json().errors).toEqual({ timezone: 'invalidTimezone' });
  });
});

describe('PATCH /auth/me timezone, values the select no longer lists', () => {
  it('still accepts every value it offered before, an old zone name and Etc/GMT±N, and keeps it as stored', async () => {
    const account = await createContractor(t.app);
    const before = timezoneEntries
      .filter((entry) => !entry.isdst)
      .flatMap((entry) => entry.utc.map((region) => timezoneValue(formatUtcOffset(entry.offset), region)));
    expect(before).toContain('+05:30 Asia/Calcutta');
    for (const timezone of [
      '+05:30 Asia/Calcutta',
      '+02:00 Europe/Nicosia',
      '-03:00 America/Buenos_Aires',
      '-04:00 Etc/GMT+4',
    ]) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/auth/me',
        headers: bearer(account.token),
        payload: { timezone },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().timezone).toBe(timezone);
    }
  });
});
