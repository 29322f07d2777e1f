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
