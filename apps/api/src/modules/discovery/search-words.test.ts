import { describe, expect, it } from 'vitest';
import type { TextTerms } from '../matching/index.js';
import { searchWords, wordLexemes, wordsQuery } from './search-words.js';

const terms = (overrides: Partial<TextTerms>): TextTerms => ({
  lexemes: [],
  words: [],
  synonyms: [],
  roleHits: [],
  skillHits: [],
  expertiseHits: [],
  ...overrides,
});

describe('the words of a search as a tsquery (docs/discovery.md, "Words")', () => {
  it('asks for every word, and a synonym phrase as written or as its catalogue wording', () => {
    const words = searchWords(
      terms({
        words: [
          { word: 'CFO', lexeme: 'cfo' },
          { word: 'board', lexeme: 'board' },
          { word: 'packs', lexeme: 'pack' },
        ],
        synonyms: [{ phrase: 'board pack', lexemes: ['board', 'pack'], means: ['board', 'report'] }],
      }),
    );
    expect(words.map((word) => word.word)).toEqual(['CFO', 'board pack']);
    expect(wordsQuery(words)).toBe("(('cfo')) & (('board' & 'pack') | ('board' & 'report'))");
    expect(wordLexemes(words)).toEqual(['board', 'cfo', 'pack', 'report']);
  });

  it('quotes what a tsquery would read as an operator, and has no query without a meaningful word', () => {
    expect(wordsQuery(searchWords(terms({ words: [{ word: "o'brien", lexeme: "o'brien\\" }] })))).toBe(
      "(('o''brien\\\\'))",
    );
    expect(wordsQuery(searchWords(terms({})))).toBeNull();
  });
});
