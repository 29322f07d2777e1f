/** The absolute address of a page of the web app (a path from the contract's `webPaths`), for mails. */
export function webUrl(appUrl: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path.replace(/^\//, ''), `${appUrl}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
