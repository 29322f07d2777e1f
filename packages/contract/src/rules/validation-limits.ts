/** Business limits of docs/product.md#options-and-limits, named once. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const DESCRIPTION_MIN = 2;
export const DESCRIPTION_MAX = 200;
export const WEBSITE_MIN = 2;
export const WEBSITE_MAX = 300;
export const ORG_NAME_MAX = 200;
export const PROJECT_NAME_MAX = 120;
export const OVERVIEW_MAX = 500;
export const BUSINESS_GOAL_OTHER_MAX = 200;
export const BUSINESS_GOALS_MAX = 3;
export const EXPERTISE_MAX = 5;
export const SKILLS_MAX = 5;
export const ROLES_MAX = 5;
export const INDUSTRIES_MAX = 20;
export const BUDGET_MAX = 1_000_000_000;
export const CV_FILES_MAX = 5;
export const CV_FILE_SIZE_MAX = 10_485_760;
export const CV_FILE_NAME_MAX = 255;
export const PAGE_SIZE = 50;
export const PAGE_SIZE_MAX = 50;
export const DECIMALS = 2;
export const REFERENCE_TIMEOUT_MS = 8000;
export const CATALOGUE_TIMEOUT_MS = 4000;
export const ASYNC_VALIDATION_DEBOUNCE_MS = 300;
export const FORM_CHANGE_DEBOUNCE_MS = 50;
export const RESPONSE_PROMISE_DAYS = 3;
/** Contractor availability (docs/matching.md): weekly hours offered, and the hourly rate band in whole USD. */
export const CAPACITY_HOURS_MAX = 60;
export const CAPACITY_HOURS_DEFAULT = 10;
export const HOURLY_RATE_MAX = 10_000;
/** The highest agreed hourly rate, in minor units of the project's currency (100,000.00; JPY 10,000,000). */
export const HOURLY_RATE_MAX_MINOR = 10_000_000;
/** Hours a week a project asks of each expert. */
export const PROJECT_HOURS_MIN = 1;
export const PROJECT_HOURS_MAX = 60;
export const PROJECT_HOURS_DEFAULT = 10;
/** Matches: a page of at most 50, 20 by default (Part two's paging rule). */
export const MATCHES_PAGE_SIZE = 20;
/** Matcher console (docs/api.md#matcher-console): a vetting note, and the search text of the admin lists. */
export const VETTING_NOTE_MAX = 1000;
export const ADMIN_SEARCH_MAX = 254;
/** Admin lists: pages of at most 50, 20 by default (Part two's paging rule). */
export const ADMIN_PAGE_SIZE = 20;
/** Invitations (docs/api.md#invitations-and-squads): open ones per project, and the lengths of their texts. */
export const OPEN_INVITATIONS_MAX = 20;
export const INVITATION_MESSAGE_MAX = 2000;
export const DECLINE_REASON_MAX = 1000;
/** The dashboard's "% vs last month" compares with this many days ago. */
export const MEMBERS_CHANGE_DAYS = 30;
/** Messages (docs/api.md#messages-and-activity): plain text of 1–5,000 characters; pages of 50 by default. */
export const MESSAGE_BODY_MAX = 5000;
export const MESSAGES_PAGE_SIZE = 50;
export const CONVERSATIONS_PAGE_SIZE = 20;
/** An event-stream ticket lives this long and works once. */
export const EVENT_TICKET_TTL_SECONDS = 60;
/** Find experts (docs/discovery.md): a page's default size, the longest query, items per filter list, facet items. */
export const DISCOVERY_PAGE_SIZE = 20;
export const DISCOVERY_QUERY_MAX = 200;
export const DISCOVERY_LIST_MAX = 20;
export const DISCOVERY_FACET_SIZE = 20;

/** Shortlists, saved searches and open briefs (docs/discovery.md): a note, a saved search's name, how many a client keeps, an interest's message. */
export const SHORTLIST_NOTE_MAX = 1000;
export const SAVED_SEARCH_NAME_MAX = 80;
export const SAVED_SEARCHES_MAX = 20;
export const INTEREST_MESSAGE_MAX = 2000;
