/** A piece of a message body: plain text, or a web address to show as a link. */
export type BodyPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s):// or www. up to the next space; what counts as the link's end is settled below.
const CANDIDATE = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING = /[.,;:!?'*_~]+$/;

/** Drops the punctuation a sentence puts after an address, and a closing bracket the address did not open. */
function trimEnd(candidate: string): string {
  let text = candidate.replace(TRAILING, '');
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
  ] as const) {
    while (text.endsWith(close) && text.split(close).length > text.split(open).length) {
      text = text.slice(0, -1).replace(TRAILING, '');
    }
  }
  return text;
}

function toHref(text: string): string | null {
  try {
    const url = new URL(/^www\./i.test(text) ? `https://${text}` : text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a body into text and web addresses (http, https, www.), for rendering as text nodes and
 * links: nothing in a body is ever read as HTML, and only http(s) addresses become links.
 */
export function splitLinks(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let rest = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };
  for (const match of body.matchAll(CANDIDATE)) {
    const text = trimEnd(match[0]);
    const href = toHref(text);
    if (!href) continue;
    pushText(body.slice(rest, match.index));
    parts.push({ kind: 'link', text, href });
    rest = match.index + text.length;
  }
  pushText(body.slice(rest));
  return parts;
}
