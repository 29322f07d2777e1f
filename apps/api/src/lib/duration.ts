const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** `15m` → 900, `30d` → 2592000, `45` → 45 (seconds); null when the text is not a duration. */
export function parseDurationSeconds(text: string): number | null {
  const match = /^(\d+)\s*([smhd])?$/.exec(text.trim());
  if (!match) return null;
  const unit = (match[2] ?? 's') as keyof typeof UNIT_SECONDS;
  const seconds = Number(match[1]) * UNIT_SECONDS[unit];
  return seconds > 0 ? seconds : null;
}
