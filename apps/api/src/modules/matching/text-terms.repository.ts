import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { namedRows } from '../../db/prepared.js';

/**
 * Words as matching reads them (docs/matching.md, "The brief's words"; docs/discovery.md): the one place a
 * text becomes meaningful lexemes, synonym phrases and catalogue items, through the database's
 * `text_terms` and `brief_catalogue_hits` (migrations 0021, 0024, 0035), as a project's trigger reads its brief.
 */
export interface TextTerms {
  /** The meaningful lexemes, sorted (stop-listed words, numbers and single letters dropped). */
  lexemes: string[];
  /** The meaningful words as written, each with its lexeme, in the order written (once each). */
  words: Array<{ word: string; lexeme: string }>;
  /** The synonym phrases used as adjacent words, each with its own lexemes and its catalogue wording's. */
  synonyms: Array<{ phrase: string; lexemes: string[]; means: string[] }>;
  /** Catalogue items the words ask for (all of a name's meaningful lexemes, or two of them). */
  roleHits: number[];
  skillHits: number[];
  expertiseHits: number[];
}

/** The most items of each catalogue a search's words ask for, ties kept (as a brief's 3 roles and 6 skills). */
const SEARCH_HITS = { roles: 3, skills: 6, expertises: 3 } as const;

export async function readTextTerms(db: Database, text: string): Promise<TextTerms> {
  const [row] = await namedRows<TextTerms>(
    db,
    sql`
    select t.lexemes,
      (select coalesce(json_agg(json_build_object('word', w.word, 'lexeme', w.lexeme) order by w.n), '[]') from (
        select distinct on (v.lexeme) x.word, v.lexeme, x.n
        from regexp_split_to_table(${text}, '[^[:alnum:]]+') with ordinality as x(word, n)
        cross join lateral unnest(to_tsvector('english', x.word)) v
        where x.word <> '' and v.lexeme = any(t.lexemes) order by v.lexeme, x.n) w) as words,
      (select coalesce(json_agg(json_build_object('phrase', s.phrase,
          'lexemes', tsvector_to_array(to_tsvector('english', s.phrase)),
          'means', array(select l from unnest(s.means_lexemes) l
            where not exists (select 1 from match_stop_lexemes st where st.lexeme = l)))
        order by s.phrase), '[]')
        from match_synonyms s where s.phrase = any(t.synonyms)) as synonyms,
      brief_catalogue_hits('roles', t.asked, ${SEARCH_HITS.roles}::int) as "roleHits",
      brief_catalogue_hits('skills', t.asked, ${SEARCH_HITS.skills}::int) as "skillHits",
      brief_catalogue_hits('expertises', t.asked, ${SEARCH_HITS.expertises}::int) as "expertiseHits"
    from text_terms(${text}) t`,
  );
  return row!;
}
