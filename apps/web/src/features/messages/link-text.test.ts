import { describe, expect, it } from 'vitest';
import { splitLinks } from './link-text';

describe('splitLinks', () => {
  it('leaves a body without addresses as one text', () => {
    expect(splitLinks('Kia ora!\nSee you at 10.')).toEqual([{ kind: 'text', text: 'Kia ora!\nSee you at 10.' }]);
    expect(splitLinks('')).toEqual([]);
  });

  it('finds http, https and www. addresses and leaves the sentence around them as text', () => {
    expect(splitLinks('Plan: https://example.com/plan?q=1#top, and www.kauri.nz.')).toEqual([
      { kind: 'text', text: 'Plan: ' },
      { kind: 'link', text: 'https://example.com/plan?q=1#top', href: 'https://example.com/plan?q=1#top' },
      { kind: 'text', text: ', and ' },
      { kind: 'link', text: 'www.kauri.nz', href: 'https://www.kauri.nz/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps brackets the address opened and drops the ones around it', () => {
    expect(splitLinks('(see https://en.wikipedia.org/wiki/CFO_(finance))')).toEqual([
      { kind: 'text', text: '(see ' },
      {
        kind: 'link',
        text: 'https://en.wikipedia.org/wiki/CFO_(finance)',
        href: 'https://en.wikipedia.org/wiki/CFO_(finance)',
      },
      { kind: 'text', text: ')' },
    ]);
  });

  it('never links another scheme, and keeps markup as text', () => {
    expect(splitLinks('javascript:alert(1) <a href="https://x.y">x</a>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <a href="' },
      { kind: 'link', text: 'https://x.y', href: 'https://x.y/' },
      { kind: 'text', text: '">x</a>' },
    ]);
    expect(splitLinks('https://')).toEqual([{ kind: 'text', text: 'https://' }]);
  });
});
