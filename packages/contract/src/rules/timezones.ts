/** `+12:00` for 12, `-03:30` for -3.5, `+05:45` for 5.75. */
export function formatUtcOffset(offsetHours: number): string {
  const sign = offsetHours < 0 ? '-' : '+';
  const totalMinutes = Math.round(Math.abs(offsetHours) * 60);
  const hours = String(Math.floor(totalMinutes / 60)).padStart(2, '0');
  const minutes = String(totalMinutes % 60).padStart(2, '0');
  return `${sign}${hours}:${minutes}`;
}

/** The stored timezone value: `<utc_offset> <region>`, e.g. `+12:00 Pacific/Auckland`. */
export const TIMEZONE_VALUE_PATTERN = /^[+-]\d{2}:\d{2} [A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/;

export function timezoneValue(utcOffset: string, region: string): string {
  return `${utcOffset} ${region}`;
}

/**
 * Old IANA names (links) the time-zone data still carries beside the zone's current name, where both
 * name the same zone. The catalogue lists only the current name; a stored value that names an old one
 * stays valid and shows as the current one (docs/product.md#dates-times-and-time-zones).
 */
export const TIMEZONE_ALIASES: Readonly<Record<string, string>> = {
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Montreal': 'America/Toronto',
  'America/Nipigon': 'America/Toronto',
  'America/Pangnirtung': 'America/Iqaluit',
  'America/Rainy_River': 'America/Winnipeg',
  'America/Santa_Isabel': 'America/Tijuana',
  'America/Thunder_Bay': 'America/Toronto',
  'America/Yellowknife': 'America/Edmonton',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Choibalsan': 'Asia/Ulaanbaatar',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Australia/Currie': 'Australia/Hobart',
  'Europe/Kiev': 'Europe/Kyiv',
  'Europe/Nicosia': 'Asia/Nicosia',
  // Merged into Kyiv by IANA in 2022; Node's time-zone data no longer knows them.
  'Europe/Uzhhorod': 'Europe/Kyiv',
  'Europe/Zaporizhzhia': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Johnston': 'Pacific/Honolulu',
};

/** The current IANA name of a zone: `Asia/Calcutta` → `Asia/Kolkata`; a current name is returned as is. */
export function canonicalTimezoneRegion(region: string): string {
  return TIMEZONE_ALIASES[region] ?? region;
}

/** Zones that are no place (`Etc/GMT+4`, `UTC`, `PST8PDT`): the catalogue leaves them out. */
export function isGeographicTimezone(region: string): boolean {
  return region.includes('/') && !region.startsWith('Etc/') && !region.startsWith('SystemV/');
}
