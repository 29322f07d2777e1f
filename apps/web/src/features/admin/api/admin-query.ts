// Admin lists are asked again on every visit (staleTime 0): several admins work the same queue.

/** `?a=1&b=x` of the parameters that are set (undefined, null, '' and false are left out). */
export function toQueryString(params: Record<string, string | number | boolean | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '' && value !== false) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
