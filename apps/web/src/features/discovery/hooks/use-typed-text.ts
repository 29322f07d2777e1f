import { useEffect, useState } from 'react';

/**
 * A box bound to one URL value: it keeps what was typed, and hands `onCommit` the text once typing pauses
 * for `delayMs`, if `normalize` accepts it (else it stays in the box, not in the URL). A change of the URL
 * from elsewhere (Back, a saved search, a cleared filter) shows in the box; the URL catching up with what
 * was committed does not (the box keeps "cfo " while the URL says "cfo").
 */
export function useTypedText(
  urlValue: string,
  onCommit: (value: string) => void,
  normalize: (text: string) => string | null,
  delayMs = 400,
) {
  const [text, setText] = useState(urlValue);
  const [lastUrl, setLastUrl] = useState(urlValue);
  const [committed, setCommitted] = useState<string | null>(null);
  if (urlValue !== lastUrl) {
    setLastUrl(urlValue);
    setCommitted(null);
    if (urlValue !== committed) setText(urlValue);
  }
  const current = committed ?? urlValue;
  useEffect(() => {
    const value = normalize(text);
    if (value === null || value === current) return;
    const timer = window.setTimeout(() => {
      setCommitted(value);
      onCommit(value);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [text, current, normalize, onCommit, delayMs]);
  return { text, setText, isValid: normalize(text) !== null };
}
