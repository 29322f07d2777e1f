import type { TextTerms } from '../matching/index.js';

/** A lexeme as a `tsquery` operand: quoted, quotes doubled and backslashes escaped. */
const operand = (lexeme: string) => `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
const all = (lexemes: string[]) => lexemes.map(operand).join(' & ');

/** One thing the words ask for: a word (one lexeme) or a synonym phrase (its own lexemes, or its catalogue wording's). */
export interface SearchWord {
  /** As written: "cfo", or the phrase "board pack". */
  word: string;
  /** Readings any one of which matches; each reading's lexemes must all be found. */
  readings: string[][];
}

/**
 * The words of a search as what must each be found (docs/discovery.md, "Words"): every meaningful word, a
 * synonym phrase standing for its words (found as written, or as its catalogue wording: "board pack" or
 * Board reporting).
 */
export function searchWords(terms: TextTerms): SearchWord[] {
  const inPhrase = new Set(terms.synonyms.flatMap((synonym) => synonym.lexemes));
  const words = terms.words
    .filter((word) => !inPhrase.has(word.lexeme))
    .map((word) => ({ word: word.word, readings: [[word.lexeme]] }));
  const phrases = terms.synonyms.map((synonym) => ({
    word: synonym.phrase,
    readings: [synonym.lexemes, synonym.means].filter((reading) => reading.length > 0),
  }));
  return [...words, ...phrases].filter((word) => word.readings.length > 0);
}

/** The search document's query: every word found (AND), a phrase in either reading; null when no word is meaningful. */
export function wordsQuery(words: SearchWord[]): string | null {
  if (words.length === 0) return null;
  return words.map(({ readings }) => `(${readings.map((reading) => `(${all(reading)})`).join(' | ')})`).join(' & ');
}

/** Every lexeme of the words' readings: what the highlights look for on each card. */
export function wordLexemes(words: SearchWord[]): string[] {
  return [...new Set(words.flatMap((word) => word.readings.flat()))].sort();
}
