/**
 * `attachment` with the display name (RFC 6266): a plain-ASCII fallback for old clients and the
 * exact name as UTF-8 in `filename*`. Quotes, backslashes and control characters never reach a header.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
