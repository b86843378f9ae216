// Every size and length limit of the product, once. The forms cap their fields with these, the
// contract's zod schemas refuse more, and the server's database columns are sized for them.

/**
 * Longest accepted text of each kind of field. Unbounded fields let one request fill the
 * database or burn CPU (a 1 MB password is hashed by argon2 in full).
 */
export const MAX_LENGTH = {
  password: 256,
  name: 200,
  email: 200,
  phone: 50,
  short: 200,
  url: 2_000,
  longText: 10_000,
  token: 512,
  jwt: 4_096,
} as const;

/** docs/product.md, Limits: passwords of at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;
/** docs/product.md, Limits: a new business describes itself in at least 50 characters. */
export const KNOWLEDGE_BASE_MIN_LENGTH = 50;

/** Most companies one person (a council member) is linked to in one request: ours. */
export const USER_BUSINESSES_MAX = 1_000;

/**
 * Largest amount of money a person may type (a goal, a report figure): just under R$ 1 trilhão,
 * which is also the most the numeric(14,2) columns hold. Past it a figure is a typo, not a plan.
 */
export const MAX_MONEY_AMOUNT = 999_999_999_999.99;
/** Largest revenue goal (meta_faturamento, numeric(14,2)); a negative one is refused too. */
export const MAX_REVENUE_GOAL = MAX_MONEY_AMOUNT;
/** Most characters a typed amount may have ('R$ 999.999.999.999,99' is 21). */
export const MONEY_TEXT_MAX = 40;
/** Most team e-mails a registration may list. */
export const TEAM_EMAILS_MAX = 100;

/** Longest task title and description the forms accept and the server stores. */
export const TASK_TITLE_MAX = MAX_LENGTH.short;
export const TASK_DESCRIPTION_MAX = MAX_LENGTH.longText;
/** Largest board: create and meeting ingestion refuse to grow a board past it. */
export const MAX_BOARD_TASKS = 5_000;

/** Profile pictures and company logos (docs/product.md, Limits: 2 MB). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Document uploads (docs/product.md, Limits: 10 MB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Longest document or folder name, and a folder's description. */
export const DOCUMENT_NAME_MAX = MAX_LENGTH.name;
export const FOLDER_DESCRIPTION_MAX = MAX_LENGTH.longText;
/** Most items (folders and files) one company's library may hold. */
export const MAX_LIBRARY_ITEMS = 10_000;
/** docs/product.md, Limits: the extensions an upload may have (videos never). */
export const UPLOAD_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'csv',
  'jpg',
  'jpeg',
  'png',
  'gif',
] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];
/** docs/product.md, Limits: Drive thumbnails are asked for at this size. */
export const DRIVE_THUMBNAIL_SIZE = 320;

/** Largest report figure: the columns are numeric(14,2) (so nothing past 15 digits gets in). */
export const MAX_REPORT_FIGURE = MAX_MONEY_AMOUNT;
/** The first month a report may be filled for. */
export const REPORT_FIRST_YEAR = 2000;
/** Longest answer to a custom question. */
export const REPORT_ANSWER_MAX = MAX_LENGTH.longText;
/** Most custom answers one report may carry (one per custom question of the company). */
export const REPORT_ANSWERS_MAX = 100;
/** Longest Google Sheets id (Google's are 44 characters) or sheet link an admin may give. */
export const SHEET_ID_MAX = 200;

/** Largest transcript file accepted (its UTF-8 bytes). */
export const MAX_TRANSCRIPT_BYTES = 2 * 1024 * 1024;
/** Most spoken lines one transcript may carry. */
export const MAX_TRANSCRIPT_ENTRIES = 20_000;
/** Most tasks one meeting may name. */
export const MAX_INGEST_TASKS = 200;
/** Rich-text notes may be long (a full summary), but not unbounded. */
export const MAX_NOTES_LENGTH = 100_000;
/**
 * Most characters of an overview the meetings list carries (ours): the list shows three lines
 * of it, so a 10,000-character overview would only make a 200-meeting list heavy.
 */
export const MEETING_LIST_OVERVIEW_MAX = 300;

/** Most custom questions a company's monthly report may ask (ours; each becomes an answer). */
export const CUSTOM_QUESTIONS_MAX = 30;
/** Longest custom question (ours). */
export const CUSTOM_QUESTION_MAX = 500;
/** A business account's access code: 4 to 20 ASCII letters or digits (ours; 'DEMO01'). */
export const ACCESS_CODE_MIN_LENGTH = 4;
export const ACCESS_CODE_MAX_LENGTH = 20;
/** Length of a business account password the server generates (ours). */
export const GENERATED_PASSWORD_LENGTH = 12;
/** Most spy-mode accesses a company page lists, newest first (ours). */
export const ACCESS_LOG_LIMIT = 100;
/** An open task (not done) older than this many days counts as overdue on the health badge (ours). */
export const TASK_OVERDUE_DAYS = 30;
/** Most people one company may be created or edited with in one request (ours). */
export const BUSINESS_USERS_MAX = 1_000;
/** Longest chat question (ours; docs/product.md only refuses a blank one). */
export const CHAT_MESSAGE_MAX = 4_000;
/** Most messages one conversation keeps (older ones are dropped from its start; ours). */
export const CHAT_CONVERSATION_MAX_MESSAGES = 500;
/** A company whose newest meeting is older than this many days shows it on its health badge (ours). */
export const HEALTH_MEETING_STALE_DAYS = 45;

/** The portal's search: fewest and most characters a query may have. */
export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 100;
/** Most words of a query the search looks for (the rest are ignored). */
export const SEARCH_WORDS_MAX = 8;
/** Most results the search answers of each kind (meetings, transcript lines, tasks, ...). */
export const SEARCH_RESULTS_PER_KIND = 5;

/** Entries the audit log shows a page, newest first (ours). */
export const AUDIT_LOG_PAGE_SIZE = 50;
