import {
  canonicalTimezoneRegion,
  formatUtcOffset,
  isGeographicTimezone,
  TIMEZONE_ALIASES,
  timezoneValue,
  type TimezoneRegion,
  type Timezones,
} from '@fractional/contract';
import timezoneEntries from 'timezones.json/timezones.json' with { type: 'json' };

/**
 * The year whose January and July give a zone's standard offset. Fixed, so that a zone's value does
 * not move with the calendar; it moves only if Node's time-zone data says the zone's standard time
 * itself changed.
 */
const REFERENCE_YEAR = 2025;

/** Minutes east of UTC that `zone` keeps at `instant` according to Node's ICU data, or undefined if ICU does not know the zone. */
function offsetMinutesAt(zone: string, instant: Date): number | undefined {
  let name: string | undefined;
  try {
    name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return undefined;
  }
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? '');
  if (!match) return undefined;
  if (!match[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * A zone's standard (winter) offset in hours: the smaller of its January and July offsets, since
 * daylight-saving time is the later of the two on either hemisphere. Paris is +1, Chicago -6,
 * Auckland +12, all year round, so the stored value does not change twice a year.
 */
function standardOffsetHours(zone: string): number | undefined {
  const january = offsetMinutesAt(zone, new Date(Date.UTC(REFERENCE_YEAR, 0, 15)));
  const july = offsetMinutesAt(zone, new Date(Date.UTC(REFERENCE_YEAR, 6, 15)));
  if (january === undefined || july === undefined) return undefined;
  return Math.min(january, july) / 60;
}

/** ICU's own name for a zone (`Asia/Kolkata` → `Asia/Calcutta`), to tell aliases apart from new zones. */
function canonicalZone(zone: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * Regions for the timezone select: every IANA zone timezones.json names, plus the zones Node's ICU
 * data knows that it does not (Lord Howe, Chatham, Gaza, …), one region each, under its current
 * IANA name (Asia/Kolkata, not its alias Asia/Calcutta) and only places (no `Etc/GMT+4`).
 *
 * The offset of a region is its standard offset (docs/api.md#constants: `<utc_offset> <region>`):
 * - a zone a standard-time entry of timezones.json lists keeps that entry's offset, exactly the value
 *   the API has always offered and accepted (`+12:00 Pacific/Auckland`, `-05:00 America/New_York`);
 * - a zone listed only under daylight-saving entries (Paris, Berlin, Chicago, Mexico City, Jerusalem:
 *   the summer offset there) and a zone only ICU knows get their standard offset from ICU
 *   (`+01:00 Europe/Paris`, `-06:00 America/Chicago`), or, should ICU not know the zone, the
 *   daylight-saving entry's offset less one hour.
 */
function buildRegions(): TimezoneRegion[] {
  const standard = new Map<string, TimezoneRegion>();
  const daylightOnly = new Map<string, { offset: number; names: string[] }>();
  for (const entry of timezoneEntries) {
    for (const listed of entry.utc) {
      if (!isGeographicTimezone(listed)) continue;
      const region = canonicalTimezoneRegion(listed);
      if (!entry.isdst) {
        const existing = standard.get(region);
        if (!existing)
          standard.set(region, { utc_offset: formatUtcOffset(entry.offset), region, timezones: [entry.value] });
        else if (!existing.timezones.includes(entry.value)) existing.timezones.push(entry.value);
        continue;
      }
      const existing = daylightOnly.get(region);
      if (!existing) daylightOnly.set(region, { offset: entry.offset, names: [entry.value] });
      else if (!existing.names.includes(entry.value)) existing.names.push(entry.value);
    }
  }
  const regions = new Map(standard);
  for (const [region, { offset, names }] of daylightOnly) {
    if (regions.has(region)) continue;
    const hours = standardOffsetHours(region) ?? offset - 1;
    regions.set(region, { utc_offset: formatUtcOffset(hours), region, timezones: names });
  }
  const covered = new Set([...regions.keys()].map((region) => canonicalZone(region) ?? region));
  for (const icuName of Intl.supportedValuesOf('timeZone')) {
    const zone = canonicalTimezoneRegion(icuName);
    if (!isGeographicTimezone(zone) || covered.has(canonicalZone(zone) ?? zone)) continue;
    const hours = standardOffsetHours(zone);
    if (hours !== undefined) regions.set(zone, { utc_offset: formatUtcOffset(hours), region: zone, timezones: [] });
  }
  return [...regions.values()].sort((a, b) => a.region.localeCompare(b.region));
}

export const TIMEZONES: Timezones = { timezones: timezoneEntries, regions: buildRegions() };

/**
 * Every value the select offers, plus those it offered before and still accepts so that stored values
 * stay valid on save: an old name of a listed zone (`+05:30 Asia/Calcutta`, also at the current name's
 * offset) and timezones.json's standard-time entries it no longer lists (`-04:00 Etc/GMT+4`).
 */
const KNOWN_VALUES = new Set([
  ...TIMEZONES.regions.map((region) => timezoneValue(region.utc_offset, region.region)),
  ...timezoneEntries
    .filter((entry) => !entry.isdst)
    .flatMap((entry) => entry.utc.map((region) => timezoneValue(formatUtcOffset(entry.offset), region))),
  ...Object.entries(TIMEZONE_ALIASES).flatMap(([alias, current]) => {
    const region = TIMEZONES.regions.find((candidate) => candidate.region === current);
    return region ? [timezoneValue(region.utc_offset, alias)] : [];
  }),
]);

/** Whether a stored timezone value (`+12:00 Pacific/Auckland`) names a known region and offset. */
export function isKnownTimezone(value: string): boolean {
  return KNOWN_VALUES.has(value);
}
