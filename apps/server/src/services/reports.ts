import type { GetSheetIdReply, ReportItem, ReportsReply, SaveReportBody } from '@portal/api-client';
import {
  dayKeyOf,
  formatAdminDate,
  isPreviousMonthFilled,
  monthKey,
  monthOf,
  netMarginOf,
  netProfitOf,
  parseMonthKey,
  REPORT_ANSWERS_MISMATCH,
  REPORT_NOT_FOUND,
  REPORT_OF_OTHER_BUSINESS,
  REPORT_SOMEONE,
  reportChangedSince,
  reportMonthInWords,
  reportReplaceNotConfirmed,
  toCents,
  validateReportMonth,
} from '@portal/domain';
import {
  lockBusinessById,
  findBusinessById,
  setBusinessLastDre,
  setBusinessSheetId,
} from '../repositories/businesses';
import {
  findMonthReport,
  findNewestReportFill,
  findReportOwner,
  insertReport,
  listReportsOfBusiness,
  numbersOf,
  replaceReport,
  type MonthlyReportRow,
} from '../repositories/monthly-reports';
import { requireAdmin, requireBusinessAccess } from '../auth/authorize';
import type { Principal } from '../auth/principal';
import type { ServiceDeps } from './deps';
import { conflict, forbidden, invalid, MESSAGES, notFound } from './errors';

/** One month as saveReport receives it (validated by the contract's schema). */
export type ReportFill = Omit<SaveReportBody, 'jwt' | 'authType' | 'businessId'>;

/**
 * A row as the product's report item: `{ json: { id, month_year 'YYYY-MM', figures, … } }`, with its
 * version and, once replaced, who replaced it last and when (the last fill).
 */
const item = (row: MonthlyReportRow): ReportItem => ({
  json: {
    id: row.id,
    month_year: row.month.slice(0, 7),
    ...numbersOf(row),
    customAnswers: row.customAnswers,
    filled_by: row.filledByName,
    filled_at: row.filledAt.toISOString(),
    version: row.version,
    ...(row.version > 1
      ? { edited_by: row.filledByName, edited_at: row.filledAt.toISOString() }
      : {}),
  },
});

/** The company, once the principal is known to reach it (else 403; a company that is gone: 404). */
export async function accessibleBusiness(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
) {
  await requireBusinessAccess(deps.db, principal, businessId);
  const business = await findBusinessById(deps.db, businessId);
  if (!business) throw notFound(MESSAGES.businessNotFound);
  return business;
}

/**
 * docs/product.md's report list: one group with the items (newest month first), the company's revenue
 * goal (meta_faturamento) and whether the month before today's (in São Paulo) is filled.
 */
export async function getReports(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
): Promise<ReportsReply> {
  const business = await accessibleBusiness(deps, principal, businessId);
  const items = (await listReportsOfBusiness(deps.db, businessId)).map(item);
  const latestFilled = isPreviousMonthFilled(
    items.map((i) => i.json),
    monthOf(deps.clock.now()),
  );
  return [{ items, revenueGoal: business.metaFaturamento, latestFilled }];
}

/**
 * the product's getSheetId: the company's Google Sheets id as an admin set it, or '' when none is set
 * (the portal then offers its own XLSX export). Who: as for the company's reports.
 */
export async function getSheetId(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
): Promise<GetSheetIdReply> {
  const business = await accessibleBusiness(deps, principal, businessId);
  return { sheet_id: business.sheetId ?? '' };
}

/**
 * Admin only: the company's Google Sheets id as parsed by the contract ('' takes it away), which
 * getSheetId then answers.
 */
export async function setSheetId(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
  sheetId: string,
): Promise<GetSheetIdReply> {
  requireAdmin(principal);
  const found = await setBusinessSheetId(deps.db, businessId, sheetId === '' ? null : sheetId);
  if (!found) throw notFound(MESSAGES.businessNotFound);
  return { sheet_id: sheetId };
}

/** The answers must be the company's questions, each once, in the company's order. */
const answersMatch = (questions: readonly string[], answers: ReportFill['customAnswers']) =>
  questions.length === answers.length && questions.every((q, i) => answers[i]?.question === q);

/** A report id sent with the month must name the company's report of that month. */
async function checkReportId(deps: ServiceDeps, businessId: string, id: string, month: string) {
  const owner = await findReportOwner(deps.db, id);
  if (owner && owner.businessId !== businessId) throw forbidden(REPORT_OF_OTHER_BUSINESS);
  if (!owner || owner.month.slice(0, 7) !== month) throw notFound(REPORT_NOT_FOUND);
}

/**
 * The 409 for a save over `current` that does not name its version: who saved it and when
 * (São Paulo's clock), so the person reviews it before replacing it.
 */
function replacementRefused(current: MonthlyReportRow, replacesVersion: number | undefined) {
  const month = reportMonthInWords(current.month);
  const by = current.filledByName || REPORT_SOMEONE;
  const at = formatAdminDate(current.filledAt);
  return conflict(
    replacesVersion === undefined
      ? reportReplaceNotConfirmed(month, by, at)
      : reportChangedSince(month, by, at),
  );
}

/**
 * Fills the company's month. A month that has a report is replaced only when `replacesVersion`
 * names its current version (the one the person was shown); otherwise 409, nothing written. The
 * replaced version is kept (monthly_report_versions) with who replaced it and when. Profit and
 * margin are computed here, never taken from the client. Under the company's lock, so of two
 * saves of one month at once the second sees the first (its version, its author) and is refused,
 * the answers are checked against the questions as they are when the row is written, and the
 * company's lastDRE follows its newest month.
 */
export async function saveReport(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
  fill: ReportFill,
): Promise<ReportItem> {
  await requireBusinessAccess(deps.db, principal, businessId);
  const now = deps.clock.now();
  const monthMessage = validateReportMonth(fill.month, now);
  if (monthMessage) throw invalid(monthMessage);
  const month = monthKey(parseMonthKey(fill.month)!);
  if (fill.id) await checkReportId(deps, businessId, fill.id, month);
  const figures = {
    gross_revenue: toCents(fill.gross_revenue),
    net_revenue: toCents(fill.net_revenue),
    expenses: toCents(fill.expenses),
    cogs: toCents(fill.cogs),
  };
  const netProfit = netProfitOf(figures);
  const content = {
    grossRevenue: figures.gross_revenue,
    netRevenue: figures.net_revenue,
    expenses: figures.expenses,
    cogs: figures.cogs,
    netProfit,
    netMargin: netMarginOf(netProfit, figures.net_revenue),
    customAnswers: fill.customAnswers.map(({ question, response }) => ({ question, response })),
    filledBy: principal.kind === 'user' ? principal.id : null,
    filledByName: principal.name,
    filledAt: now,
  };
  const saved = await deps.db.transaction(async (tx) => {
    const business = await lockBusinessById(tx, businessId);
    if (!business) throw notFound(MESSAGES.businessNotFound);
    if (!answersMatch(business.customQuestions, fill.customAnswers))
      throw invalid(REPORT_ANSWERS_MISMATCH);
    const current = await findMonthReport(tx, businessId, `${month}-01`);
    // A replacement of a month nobody filled loses nothing: it is the month's first version.
    let row: MonthlyReportRow;
    if (!current) {
      row = await insertReport(tx, { businessId, month: `${month}-01`, ...content });
    } else if (fill.replacesVersion !== current.version) {
      throw replacementRefused(current, fill.replacesVersion);
    } else {
      row = await replaceReport(tx, current, { ...content, version: current.version + 1 });
    }
    const newest = await findNewestReportFill(tx, businessId);
    await setBusinessLastDre(tx, businessId, newest ? dayKeyOf(newest) : null);
    return row;
  });
  return item(saved);
}
