import type {
  NewBusiness,
  NewDocument,
  NewMeeting,
  NewMeetingAddedTask,
  NewMeetingTranscriptEntry,
  NewMonthlyReport,
  NewTask,
  NewUser,
  NewUserBusiness,
} from '../db/schema/index';
import type { DemoCompany } from './demo-data';
import type { Random } from './random';

// What the demo builders share: the rows they add to (written in one transaction at the end),
// and the demo's clock, ids and seeded random numbers. Builders are called in a fixed order, so
// the random sequence, and with it every figure and name, is the same on every run.

export type DemoRows = {
  users: NewUser[];
  businesses: NewBusiness[];
  links: NewUserBusiness[];
  meetings: NewMeeting[];
  entries: NewMeetingTranscriptEntry[];
  addedTasks: NewMeetingAddedTask[];
  tasks: NewTask[];
  folders: NewDocument[];
  documents: NewDocument[];
  reports: NewMonthlyReport[];
  files: { key: string; bytes: Uint8Array; contentType: string }[];
};

export const emptyRows = (): DemoRows => ({
  users: [],
  businesses: [],
  links: [],
  meetings: [],
  entries: [],
  addedTasks: [],
  tasks: [],
  folders: [],
  documents: [],
  reports: [],
  files: [],
});

export type DemoContext = {
  /** "Today" for the demo. */
  now: Date;
  rng: Random;
  id: () => string;
  /** `days` before now at `hourUtc` (never after now). */
  daysAgo: (days: number, hourUtc?: number) => Date;
};

/** One company being built: its data, its place in the list and its new id. */
export type DemoCompanyContext = DemoContext & {
  company: DemoCompany;
  companyIndex: number;
  businessId: string;
};

export const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a UTC instant. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** First day (UTC) of the month `offset` months from the month of `now`. */
export const monthStart = (now: Date, offset: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
