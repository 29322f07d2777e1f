import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { readTextTerms } from '../../../modules/matching/text-terms.repository.js';
import { synonyms } from './synonyms.js';

/*
 * The curated synonym data (docs/matching.md, "Other words"): well-formed, in the table after the seed, each
 * meaning reaching the catalogue, and read by the one place that turns words into catalogue items
 * (`text_terms`), which briefs and Find experts share.
 */

describe('the synonym data', () => {
  it('holds each phrase once, in lower case, with a meaning; no lone ambiguous word', () => {
    const phrases = synonyms.map((row) => row.phrase);
    expect(new Set(phrases).size).toBe(phrases.length);
    for (const { phrase, means } of synonyms) {
      expect(phrase).toBe(phrase.toLowerCase().trim());
      expect(means.trim().length).toBeGreaterThan(0);
      expect(phrase).not.toBe(means);
    }
    for (const ambiguous of ['pack', 'stock', 'pay', 'lean', 'raise', 'rag', 'cro'])
      expect(phrases).not.toContain(ambiguous);
  });
});

describe('the synonym table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as { rows: T[] }).rows;

  it('is the data file after the seed, and every meaning shares a meaningful word with a catalogue name', async () => {
    const table = await rows<{ phrase: string; means: string }>(
      sql`select phrase, means from match_synonyms order by phrase`,
    );
    expect(table).toEqual(
      [...synonyms].sort((a, b) => (a.phrase < b.phrase ? -1 : 1)).map(({ phrase, means }) => ({ phrase, means })),
    );
    const unreached = await rows<{ phrase: string }>(sql`select s.phrase from match_synonyms s
      where not exists (select 1 from catalogue_name_lexemes c where c.lexeme = any(s.means_lexemes)
        and not exists (select 1 from match_stop_lexemes st where st.lexeme = c.lexeme))`);
    expect(unreached).toEqual([]);
  });

  it('turns common phrasings into the catalogue items they mean, for briefs and Find experts alike', async () => {
    const names = async (text: string) => {
      const terms = await readTextTerms(t.database.db, text);
      const named = await rows<{ name: string }>(sql`
        select role as name from job_roles where id = any(${sql.param(terms.roleHits)}::int[])
        union all select skill from skills where id = any(${sql.param(terms.skillHits)}::int[])
        union all select expertise from expertises where id = any(${sql.param(terms.expertiseHits)}::int[])`);
      return { phrases: terms.synonyms.map((item) => item.phrase), names: named.map((row) => row.name) };
    };
    expect(await names('Our RevOps is a mess')).toMatchObject({
      phrases: ['revops'],
      names: expect.arrayContaining(['Revenue operations', 'Fractional Revenue Operations Lead']) as string[],
    });
    expect((await names('We need our GTM for the US')).names).toEqual(expect.arrayContaining(['Go-to-market']));
    expect((await names('Get us through SOC2 before the renewal')).names).toEqual(
      expect.arrayContaining(['SOC 2 compliance']),
    );
    expect((await names('Looking for a fractional CFO')).names).toEqual(
      expect.arrayContaining(['Fractional Finance Director']),
    );
    expect((await names('Build our FP&A function')).names).toEqual(
      expect.arrayContaining(['Financial planning & analysis']),
    );
    // Apart, the words mean nothing: "go" and "market" far from each other ask for no go-to-market item.
    expect((await names('We go slowly; the market is small')).phrases).toEqual([]);
  });
});
