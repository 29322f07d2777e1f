import { useEffect, useState } from 'react';

/**
 * A box bound to one URL value: it keeps what was typed, and hands `onCommit` the text once typing pauses
 * for `delayMs`, if `normalize` accepts it (else it stays in the box, not in the URL). A change of the URL
 * from elsewhere (Back, a saved search, a cleared filter) shows in the box.
 */
export function useTypedText(
  urlValue: string,
  onCommit: (value: string) => void,
  normalize: (text: string) => string | null,
  delayMs = 400,
) {
  const [text, setText] = useState(urlValue);
  const [seen, setSeen] = useState(urlValue);
  if (urlValue !== seen) {
    setSeen(urlValue);
    setText(urlValue);
  }
  useEffect(() => {
    const value = normalize(text);
    if (value === null || value === seen) return;
    const timer = window.setTimeout(() => {
      setSeen(value);
      onCommit(value);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [text, seen, normalize, onCommit, delayMs]);
  return { text, setText, isValid: normalize(text) !== null };
}
