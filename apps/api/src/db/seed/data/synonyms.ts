/**
 * Other words for the catalogue's (docs/matching.md, "Other words: the synonym table"): business vocabulary as
 * clients and experts write it, each phrase with the catalogue wording it means. Curated data, kept here and
 * written into `match_synonyms` by the seed (seedReferenceData: phrases added, meanings refreshed, phrases no
 * longer here removed), and read in ONE place, the SQL function `text_terms` (migration 0035) that turns a
 * brief's or a search's words into lexemes and catalogue items, so the matcher and Find experts read the
 * same words. Tested in synonyms.test.ts.
 *
 * What goes in: a phrase that means its catalogue wording in any brief of the area: an abbreviation ("SSO",
 * "RevOps", "GTM"), a plain-English name of the same practice ("close the books"), a document or ritual the
 * wording names ("board pack"), a title people write for a catalogue role ("fractional CFO"). What does not:
 * a single word that means something else elsewhere ("pack", "stock", "pay", "lean", "raise", "RAG"); a rule
 * written for one brief or one expert. `means` shares a meaningful lexeme with a catalogue name.
 */
export interface Synonym {
  /** As people write it; matched as adjacent words (`phraseto_tsquery`), so "board pack" matches "board packs". */
  phrase: string;
  /** Catalogue wording (names of roles, expertise areas or skills), whose lexemes the brief then asks for. */
  means: string;
}

export const synonyms: readonly Synonym[] = [
  // Finance
  { phrase: 'board pack', means: 'board reporting' },
  { phrase: 'board report', means: 'board reporting' },
  { phrase: 'management accounts', means: 'management reporting' },
  { phrase: 'month end', means: 'month-end close' },
  { phrase: 'close the books', means: 'month-end close' },
  { phrase: 'bookkeeping', means: 'accounting' },
  { phrase: 'general ledger', means: 'accounting' },
  { phrase: 'cash runway', means: 'cash flow' },
  { phrase: 'burn rate', means: 'cash flow' },
  { phrase: 'funding round', means: 'venture fundraising' },
  { phrase: 'raise capital', means: 'venture fundraising' },
  { phrase: 'capital raise', means: 'venture fundraising' },
  { phrase: 'pitch deck', means: 'venture fundraising' },
  { phrase: 'investor update', means: 'investor updates' },
  { phrase: 'three-statement model', means: 'financial modelling' },
  { phrase: 'invoicing', means: 'billing' },
  { phrase: 'accounts receivable', means: 'billing collections' },
  { phrase: 'sale of the company', means: 'exit preparation' },
  { phrase: 'sell the business', means: 'exit preparation' },
  { phrase: 'trade sale', means: 'exit preparation' },
  // Sales and revenue operations
  { phrase: 'commission plan', means: 'sales compensation' },
  { phrase: 'comp plan', means: 'sales compensation' },
  { phrase: 'sales commission', means: 'sales compensation' },
  { phrase: 'upsell', means: 'expansion revenue' },
  { phrase: 'cross-sell', means: 'expansion revenue' },
  { phrase: 'net revenue retention', means: 'expansion revenue' },
  { phrase: 'cold outreach', means: 'outbound prospecting' },
  { phrase: 'cold calling', means: 'outbound prospecting' },
  { phrase: 'request for proposal', means: 'proposal tender writing' },
  { phrase: 'rfp', means: 'proposal tender writing' },
  { phrase: 'customer churn', means: 'churn reduction' },
  // Marketing
  { phrase: 'ideal customer profile', means: 'customer segmentation' },
  { phrase: 'google ads', means: 'paid search' },
  { phrase: 'ppc', means: 'paid search' },
  { phrase: 'facebook ads', means: 'paid social' },
  { phrase: 'meta ads', means: 'paid social' },
  { phrase: 'tiktok ads', means: 'paid social' },
  { phrase: 'organic traffic', means: 'seo' },
  { phrase: 'organic search', means: 'seo' },
  { phrase: 'search engine optimisation', means: 'seo' },
  { phrase: 'newsletter', means: 'email marketing' },
  { phrase: 'press coverage', means: 'media relations' },
  { phrase: 'press release', means: 'media relations' },
  { phrase: 'lead generation', means: 'demand generation' },
  // Product and design
  { phrase: 'user interviews', means: 'customer interviews' },
  { phrase: 'customer discovery', means: 'product discovery' },
  { phrase: 'user testing', means: 'ux research' },
  { phrase: 'usability testing', means: 'ux research' },
  { phrase: 'wireframes', means: 'prototyping' },
  // Engineering, data, AI, security
  { phrase: 'tech debt', means: 'technical debt' },
  { phrase: 'on-call', means: 'incident management' },
  { phrase: 'outages', means: 'incident management' },
  { phrase: 'cloud bill', means: 'cloud cost' },
  { phrase: 'cloud spend', means: 'cloud cost' },
  { phrase: 'etl', means: 'data pipelines' },
  { phrase: 'dashboards', means: 'business intelligence' },
  { phrase: 'genai', means: 'generative ai' },
  { phrase: 'large language model', means: 'llm' },
  { phrase: 'pentest', means: 'penetration testing' },
  { phrase: 'pen test', means: 'penetration testing' },
  { phrase: 'single sign-on', means: 'identity access management' },
  { phrase: 'sso', means: 'identity access management' },
  { phrase: 'vendor security review', means: 'security questionnaires' },
  { phrase: 'disaster recovery', means: 'business continuity' },
  // People
  { phrase: 'human resources', means: 'hr people' },
  { phrase: 'recruiter', means: 'recruitment talent acquisition' },
  { phrase: 'recruiting', means: 'recruitment talent acquisition' },
  { phrase: 'interview process', means: 'recruitment process' },
  { phrase: 'hiring process', means: 'recruitment process' },
  { phrase: 'org design', means: 'organisational design' },
  { phrase: 'org structure', means: 'organisational design' },
  { phrase: 'team structure', means: 'organisational design' },
  { phrase: 'org chart', means: 'organisational design' },
  { phrase: 'reorganisation', means: 'organisational design' },
  { phrase: 'salary bands', means: 'compensation design' },
  { phrase: 'pay bands', means: 'compensation design' },
  { phrase: 'performance reviews', means: 'performance management' },
  { phrase: 'appraisals', means: 'performance management' },
  { phrase: 'career ladder', means: 'career frameworks' },
  { phrase: 'career ladders', means: 'career frameworks' },
  { phrase: 'staff handbook', means: 'hr policies handbooks' },
  { phrase: 'employee handbook', means: 'hr policies handbooks' },
  { phrase: 'headcount plan', means: 'workforce planning' },
  { phrase: 'redundancies', means: 'restructuring redundancy' },
  { phrase: 'layoffs', means: 'restructuring redundancy' },
  // Operations, supply chain
  { phrase: 'standard operating procedures', means: 'sop documentation' },
  { phrase: 'suppliers', means: 'supplier vendor' },
  { phrase: 'vendors', means: 'supplier vendor' },
  { phrase: 'purchasing', means: 'procurement' },
  { phrase: 'stock levels', means: 'inventory' },
  { phrase: 'stockouts', means: 'inventory' },
  { phrase: 'project management office', means: 'pmo' },
  // Legal, privacy, compliance
  { phrase: 'redlines', means: 'commercial contracting' },
  { phrase: 'contract review', means: 'commercial contracting' },
  { phrase: 'nda', means: 'commercial contracting' },
  { phrase: 'data processing agreement', means: 'gdpr privacy' },
  { phrase: 'trademark', means: 'intellectual property' },
  { phrase: 'patents', means: 'intellectual property' },
  { phrase: 'kyc', means: 'anti-money laundering' },
  { phrase: 'know your customer', means: 'anti-money laundering' },
  // Issue 45: common phrasings of roles and areas (fractional titles, abbreviations a client writes)
  { phrase: 'revops', means: 'revenue operations' },
  { phrase: 'rev ops', means: 'revenue operations' },
  { phrase: 'gtm', means: 'go-to-market' },
  { phrase: 'go to market', means: 'go-to-market' },
  { phrase: 'soc2', means: 'soc 2 compliance' },
  { phrase: 'soc ii', means: 'soc 2 compliance' },
  { phrase: 'iso27001', means: 'iso 27001' },
  { phrase: 'fractional cfo', means: 'finance director financial planning' },
  { phrase: 'part-time cfo', means: 'finance director financial planning' },
  { phrase: 'interim cfo', means: 'finance director financial planning' },
  { phrase: 'investor deck', means: 'venture fundraising' },
  { phrase: 'cap table', means: 'venture fundraising' },
  { phrase: 'demand gen', means: 'demand generation' },
  { phrase: 'lead gen', means: 'demand generation' },
  { phrase: 'pricing model', means: 'pricing analysis' },
  { phrase: 'ux research', means: 'user research' },
  { phrase: 'large language models', means: 'generative ai' },
  { phrase: 'llm', means: 'generative ai' },
  { phrase: 'hr system', means: 'hris implementation' },
  { phrase: 'data warehouse', means: 'data warehousing' },
];
