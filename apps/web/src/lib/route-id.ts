const MAX_ID = 2_147_483_647;

/** A route's `:id` as a database id; anything else (letters, 0, too large) is no id at all. */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}
