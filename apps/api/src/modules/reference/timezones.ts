import { formatUtcOffset, timezoneValue, type TimezoneRegion, type Timezones } from '@fractional/contract';
import timezoneEntries from 'timezones.json/timezones.json' with { type: 'json' };

/**
 * Regions for the timezone select, built once from timezones.json: one per IANA region and offset
 * of the standard-time entries, with the names of the entries that list it.
 */
function buildRegions(): TimezoneRegion[] {
  const byValue = new Map<string, TimezoneRegion>();
  for (const entry of timezoneEntries) {
    if (entry.isdst) continue;
    const utcOffset = formatUtcOffset(entry.offset);
    for (const region of entry.utc) {
      const key = timezoneValue(utcOffset, region);
      const existing = byValue.get(key);
      if (existing) existing.timezones.push(entry.value);
      else byValue.set(key, { utc_offset: utcOffset, region, timezones: [entry.value] });
    }
  }
  return [...byValue.values()].sort((a, b) => a.region.localeCompare(b.region));
}

export const TIMEZONES: Timezones = { timezones: timezoneEntries, regions: buildRegions() };

const KNOWN_VALUES = new Set(TIMEZONES.regions.map((region) => timezoneValue(region.utc_offset, region.region)));

/** Whether a stored timezone value (`+12:00 Pacific/Auckland`) names a known region and offset. */
export function isKnownTimezone(value: string): boolean {
  return KNOWN_VALUES.has(value);
}
