CREATE TABLE "match_synonyms" (
	"phrase" text PRIMARY KEY NOT NULL,
	"means" text NOT NULL,
	"phrase_query" "tsquery" GENERATED ALWAYS AS (phraseto_tsquery('english'::regconfig, phrase)) STORED NOT NULL,
	"means_lexemes" text[] GENERATED ALWAYS AS (tsvector_to_array(to_tsvector('english'::regconfig, means))) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "brief_synonyms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Other words for the catalogue's (docs/matching.md, "Other words"): business vocabulary as clients and
-- experts write it, each phrase with the catalogue wording it means. Only terms that mean the same thing
-- in any brief of the area (an abbreviation, a plain-English name, a document or practice the wording
-- names); no word that means something else elsewhere ("pack" alone, "stock", "pay", "lean"), so the
-- phrase is matched as adjacent words ("board pack" matches "board packs", never "pack" alone).
INSERT INTO match_synonyms (phrase, means) VALUES
  -- Finance
  ('board pack', 'board reporting'),
  ('board report', 'board reporting'),
  ('management accounts', 'management reporting'),
  ('month end', 'month-end close'),
  ('close the books', 'month-end close'),
  ('bookkeeping', 'accounting'),
  ('general ledger', 'accounting'),
  ('cash runway', 'cash flow'),
  ('burn rate', 'cash flow'),
  ('funding round', 'venture fundraising'),
  ('raise capital', 'venture fundraising'),
  ('capital raise', 'venture fundraising'),
  ('pitch deck', 'venture fundraising'),
  ('investor update', 'investor updates'),
  ('three-statement model', 'financial modelling'),
  ('invoicing', 'billing'),
  ('accounts receivable', 'billing collections'),
  ('sale of the company', 'exit preparation'),
  ('sell the business', 'exit preparation'),
  ('trade sale', 'exit preparation'),
  -- Sales and revenue operations
  ('commission plan', 'sales compensation'),
  ('comp plan', 'sales compensation'),
  ('sales commission', 'sales compensation'),
  ('upsell', 'expansion revenue'),
  ('cross-sell', 'expansion revenue'),
  ('net revenue retention', 'expansion revenue'),
  ('cold outreach', 'outbound prospecting'),
  ('cold calling', 'outbound prospecting'),
  ('request for proposal', 'proposal tender writing'),
  ('rfp', 'proposal tender writing'),
  ('customer churn', 'churn reduction'),
  -- Marketing
  ('ideal customer profile', 'customer segmentation'),
  ('google ads', 'paid search'),
  ('ppc', 'paid search'),
  ('facebook ads', 'paid social'),
  ('meta ads', 'paid social'),
  ('tiktok ads', 'paid social'),
  ('organic traffic', 'seo'),
  ('organic search', 'seo'),
  ('search engine optimisation', 'seo'),
  ('newsletter', 'email marketing'),
  ('press coverage', 'media relations'),
  ('press release', 'media relations'),
  ('lead generation', 'demand generation'),
  -- Product and design
  ('user interviews', 'customer interviews'),
  ('customer discovery', 'product discovery'),
  ('user testing', 'ux research'),
  ('usability testing', 'ux research'),
  ('wireframes', 'prototyping'),
  -- Engineering, data, AI, security
  ('tech debt', 'technical debt'),
  ('on-call', 'incident management'),
  ('outages', 'incident management'),
  ('cloud bill', 'cloud cost'),
  ('cloud spend', 'cloud cost'),
  ('etl', 'data pipelines'),
  ('dashboards', 'business intelligence'),
  ('genai', 'generative ai'),
  ('large language model', 'llm'),
  ('pentest', 'penetration testing'),
  ('pen test', 'penetration testing'),
  ('single sign-on', 'identity access management'),
  ('sso', 'identity access management'),
  ('vendor security review', 'security questionnaires'),
  ('disaster recovery', 'business continuity'),
  -- People
  ('human resources', 'hr people'),
  ('recruiter', 'recruitment talent acquisition'),
  ('recruiting', 'recruitment talent acquisition'),
  ('interview process', 'recruitment process'),
  ('hiring process', 'recruitment process'),
  ('org design', 'organisational design'),
  ('org structure', 'organisational design'),
  ('team structure', 'organisational design'),
  ('org chart', 'organisational design'),
  ('reorganisation', 'organisational design'),
  ('salary bands', 'compensation design'),
  ('pay bands', 'compensation design'),
  ('performance reviews', 'performance management'),
  ('appraisals', 'performance management'),
  ('career ladder', 'career frameworks'),
  ('career ladders', 'career frameworks'),
  ('staff handbook', 'hr policies handbooks'),
  ('employee handbook', 'hr policies handbooks'),
  ('headcount plan', 'workforce planning'),
  ('redundancies', 'restructuring redundancy'),
  ('layoffs', 'restructuring redundancy'),
  -- Operations, supply chain
  ('standard operating procedures', 'sop documentation'),
  ('suppliers', 'supplier vendor'),
  ('vendors', 'supplier vendor'),
  ('purchasing', 'procurement'),
  ('stock levels', 'inventory'),
  ('stockouts', 'inventory'),
  ('project management office', 'pmo'),
  -- Legal, privacy, compliance
  ('redlines', 'commercial contracting'),
  ('contract review', 'commercial contracting'),
  ('nda', 'commercial contracting'),
  ('data processing agreement', 'gdpr privacy'),
  ('trademark', 'intellectual property'),
  ('patents', 'intellectual property'),
  ('kyc', 'anti-money laundering'),
  ('know your customer', 'anti-money laundering');
--> statement-breakpoint
-- The brief's catalogue items (docs/matching.md, "Roles and skills the brief asks for") read its own
-- meaningful lexemes and the lexemes of the catalogue wording of each synonym phrase it uses; the
-- phrases are kept in `brief_synonyms` so reasons can quote them. The text factor's query stays the
-- brief's own words.
CREATE OR REPLACE FUNCTION project_match_columns() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  doc text;
  said tsvector;
  asked text[];
BEGIN
  NEW.gap_ids := coalesce((SELECT array_agg(e.id ORDER BY e.id) FROM expertises e
    WHERE e.expertise_code = ANY(string_to_array(NEW.expertise_gap, ','))), '{}');
  doc := NEW.name || ' ' || NEW.overview || ' ' ||
    coalesce((SELECT string_agg(e.expertise, ' ') FROM expertises e WHERE e.id = ANY(NEW.gap_ids)), '');
  said := to_tsvector('english', doc);
  NEW.brief_lexemes := match_lexemes(doc);
  NEW.brief_query := coalesce((SELECT string_agg('''' || replace(replace(l, '\', '\\'), '''', '''''') || '''', ' | ')::tsquery
    FROM unnest(NEW.brief_lexemes) l), ''::tsquery);
  NEW.brief_synonyms := coalesce((SELECT array_agg(s.phrase ORDER BY s.phrase) FROM match_synonyms s
    WHERE said @@ s.phrase_query), '{}');
  asked := NEW.brief_lexemes || coalesce((SELECT array_agg(DISTINCT l) FROM match_synonyms s
    CROSS JOIN unnest(s.means_lexemes) l WHERE s.phrase = ANY(NEW.brief_synonyms)), '{}');
  NEW.role_hits := brief_catalogue_hits('roles', asked, 3);
  NEW.skill_hits := brief_catalogue_hits('skills', asked, 6);
  NEW.evidence_items := NEW.gap_ids
    || coalesce((SELECT array_agg(r + 256) FROM unnest(NEW.role_hits) r), '{}')
    || coalesce((SELECT array_agg(s + 512) FROM unnest(NEW.skill_hits) s), '{}');
  RETURN NEW;
END $$;
--> statement-breakpoint
UPDATE projects SET expertise_gap = expertise_gap;
