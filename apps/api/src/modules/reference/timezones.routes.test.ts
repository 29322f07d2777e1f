import { formatUtcOffset, timezoneValue, type TimezoneRegion } from '@fractional/contract';
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

  it('keeps every value it offered before, so stored timezones stay valid', () => {
    const offered = new Set(regions.map((region) => timezoneValue(region.utc_offset, region.region)));
    const before = timezoneEntries
      .filter((entry) => !entry.isdst)
      .flatMap((entry) => entry.utc.map((region) => timezoneValue(formatUtcOffset(entry.offset), region)));
    expect(before.length).toBeGreaterThan(300);
    expect(before.filter((value) => !offered.has(value))).toEqual([]);
  });

  it('lists every zone of timezones.json and of Node, once each', () => {
    const names = regions.map((region) => region.region);
    expect(new Set(names).size).toBe(names.length);
    const listed = new Set(names);
    expect(timezoneEntries.flatMap((entry) => entry.utc).filter((zone) => !listed.has(zone))).toEqual([]);
    // Node's names that are aliases of a listed zone (Asia/Calcutta for Asia/Kolkata) need no row of their own.
    // (Node does not know a few of timezones.json's zones, Europe/Uzhhorod: they stand for themselves.)
    const canonical = (zone: string) => {
      try {
        return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
      } catch {
        return zone;
      }
    };
    const covered = new Set(names.map(canonical));
    expect(Intl.supportedValuesOf('timeZone').filter((zone) => !covered.has(canonical(zone)))).toEqual([]);
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
