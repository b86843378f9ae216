import { z } from 'zod/v4';
import {
  addMonths,
  CHAT_TOOL_COMPANY_NOT_ACTIVE,
  changeBetween,
  financeOverview,
  financeSortColumns,
  formatMonthYear,
  marginPointsChange,
  monthComparisons,
  monthKey,
  monthOf,
  parseMonthKey,
  sortFinanceRecords,
  summaryCards,
  validateFinanceRange,
  type FinanceSortColumn,
} from '@portal/domain';
import { findActiveCompany, listActiveCompanies } from '../../../repositories/assistant-companies';
import {
  listActiveReportsBetween,
  listReportsOfBusiness,
} from '../../../repositories/monthly-reports';
import type { Database } from '../../../db';
import { financeRecordOf, financeRecords } from '../../finance-records';
import { portalLinks } from './links';
import { businessIdInput, defineTool, monthInput, ToolInputError } from './tool';

/** The figures of a monthly report (docs/product.md), the margin a fraction: the finance table's columns. */
export type Metric = Exclude<FinanceSortColumn, 'businessId' | 'businessName'>;
export const METRICS = financeSortColumns.filter(
  (c): c is Metric => c !== 'businessId' && c !== 'businessName',
) as [Metric, ...Metric[]];
export type Figures = Record<Metric, number>;

const figuresOf = (r: Figures): Figures => ({
  gross_revenue: r.gross_revenue,
  net_revenue: r.net_revenue,
  expenses: r.expenses,
  cogs: r.cogs,
  net_profit: r.net_profit,
  net_margin: r.net_margin,
});

/** '2026-10' → 'outubro de 2026' (a calendar month: no zone moves it). */
const monthLabel = (key: string): string => {
  const ym = parseMonthKey(key);
  return ym ? formatMonthYear(monthKey(ym)) : key;
};

export const periodLabel = (start: string, end: string): string =>
  start === end ? monthLabel(start) : `de ${monthLabel(start)} a ${monthLabel(end)}`;

const periodInput = {
  start: monthInput.describe('Primeiro mês (AAAA-MM); sozinho, um mês só'),
  end: monthInput.optional().describe('Último mês (AAAA-MM), incluído; omita para um mês só'),
};

const checkedPeriod = ({ start, end }: { start: string; end?: string }) => {
  const last = end ?? start;
  const problem = validateFinanceRange(start, last);
  if (problem) throw new ToolInputError(problem);
  return { start, end: last };
};

/**
 * Every active company's figures of the period, the finance screen's own records (one month's
 * report with its id and page, or a range's reports summed per company, margin recomputed), with
 * the screen's summary and Total row (financeOverview); and the active companies without any
 * report in it.
 */
async function financeOf(db: Database, start: string, end: string) {
  const single = start === end;
  const perCompany = await financeRecords(db, single ? start : { start, end });
  const companies = await listActiveCompanies(db);
  const reported = new Set(perCompany.map((r) => r.businessId));
  const { summary, totals } = financeOverview(perCompany, companies.length);
  return {
    start,
    end,
    periodLabel: periodLabel(start, end),
    // By name, as month_over_month lists them: the records come in id order, which differs
    // between two databases holding the same companies.
    companies: perCompany
      .map((r) => ({
        businessId: r.businessId,
        company: r.businessName ?? r.businessId,
        months: r.months ?? 1,
        reportId: single ? r.id : null,
        ...figuresOf(r),
        link: single ? portalLinks.report(r.businessId, r.id) : portalLinks.reports(r.businessId),
      }))
      .sort((a, b) => a.company.localeCompare(b.company, 'pt-BR')),
    summary,
    totals,
    missing: companies
      .filter((c) => !reported.has(c.id))
      .map((c) => ({ businessId: c.id, company: c.name, link: portalLinks.reports(c.id) })),
    financeLink: portalLinks.finance,
  };
}

export const financePeriodTool = defineTool({
  name: 'finance_period',
  description:
    'Números financeiros (DRE) de todas as empresas ativas em um mês ou em um intervalo de meses: ' +
    'faturamento (gross_revenue), receita líquida (net_revenue), despesas (expenses), custos ' +
    '(cogs), lucro líquido (net_profit) e margem líquida (net_margin, fração: 0,12 = 12%). Num ' +
    'intervalo, somados por empresa com a margem recalculada. Traz também o resumo da tela ' +
    'Finance (summary: empresas, empresas com relatório, totais e avg_net_margin, a média das ' +
    'margens das empresas com relatório), os totais de cada número (totals, com a margem dos ' +
    'totais) e as empresas sem relatório no período.',
  input: z.object(periodInput),
  run: async (db, input) => {
    const { start, end } = checkedPeriod(input);
    return financeOf(db, start, end);
  },
});

export const financeRankingTool = defineTool({
  name: 'finance_ranking',
  description:
    'Ranking das empresas ativas por um número do DRE em um mês ou intervalo: gross_revenue ' +
    '(faturamento), net_revenue (receita líquida), expenses (despesas), cogs (custos), net_profit ' +
    '(lucro) ou net_margin (margem). order desc (maior primeiro, padrão) ou asc.',
  input: z.object({
    ...periodInput,
    metric: z.enum(METRICS).describe('Número que ordena o ranking'),
    order: z.enum(['desc', 'asc']).optional().describe('desc = maior primeiro (padrão)'),
    limit: z.number().int().min(1).max(50).optional().describe('Quantas no máximo (padrão 10)'),
  }),
  run: async (db, input) => {
    const { start, end } = checkedPeriod(input);
    const finance = await financeOf(db, start, end);
    const sorted = sortFinanceRecords(
      finance.companies.map((c) => ({ ...c, id: c.businessId, businessName: c.company })),
      { column: input.metric, direction: input.order ?? 'desc' },
    );
    return {
      metric: input.metric,
      order: input.order ?? 'desc',
      periodLabel: finance.periodLabel,
      ranking: sorted.slice(0, input.limit ?? 10).map((c, index) => ({
        position: index + 1,
        company: c.company,
        businessId: c.businessId,
        value: c[input.metric],
        ...figuresOf(c),
        link: c.link,
      })),
      missing: finance.missing,
    };
  },
});

/** A change from `before` to `after`: in BRL and percent, the margin's in percentage points. */
const changeOf = (metric: Metric, before: number, after: number) =>
  metric === 'net_margin'
    ? { amount: marginPointsChange(before, after), percent: null }
    : changeBetween(before, after);

export const monthOverMonthTool = defineTool({
  name: 'month_over_month',
  description:
    'Variação de um mês para o anterior, por empresa ativa (ou só a indicada): os números dos dois ' +
    'meses e a mudança de cada um em reais e em porcentagem (a margem em pontos percentuais).',
  input: z.object({ month: monthInput, businessId: businessIdInput.optional() }),
  run: async (db, { month, businessId }) => {
    const previous = monthKey(addMonths(parseMonthKey(month)!, -1));
    const rows = await listActiveReportsBetween(db, `${previous}-01`, `${month}-01`);
    const byCompany = new Map<
      string,
      { company: string; before?: Figures; after?: Figures; reportId?: string }
    >();
    for (const row of rows) {
      if (businessId && row.businessId !== businessId) continue;
      const entry = byCompany.get(row.businessId) ?? { company: row.businessName };
      const record = financeRecordOf(row);
      if (row.month.startsWith(month)) {
        entry.after = figuresOf(record);
        entry.reportId = row.id;
      } else entry.before = figuresOf(record);
      byCompany.set(row.businessId, entry);
    }
    return {
      month,
      monthLabel: monthLabel(month),
      previous,
      previousLabel: monthLabel(previous),
      companies: [...byCompany.entries()]
        .map(([id, e]) => ({
          businessId: id,
          company: e.company,
          current: e.after ?? null,
          previousFigures: e.before ?? null,
          change:
            e.after && e.before
              ? (Object.fromEntries(
                  METRICS.map((m) => [m, changeOf(m, e.before![m], e.after![m])]),
                ) as Record<Metric, { amount: number; percent: number | null }>)
              : null,
          link: e.reportId ? portalLinks.report(id, e.reportId) : portalLinks.reports(id),
        }))
        .sort((a, b) => a.company.localeCompare(b.company, 'pt-BR')),
    };
  },
});

export const companyReportsTool = defineTool({
  name: 'company_reports',
  description:
    'Os relatórios mensais (DRE) de uma empresa, do mais recente ao mais antigo, opcionalmente de ' +
    'start a end (AAAA-MM): os números de cada mês, a variação do faturamento e do lucro em ' +
    'relação ao mês anterior e ao mesmo mês do ano anterior, e o link de cada relatório. Traz ' +
    'também os indicadores da tela Analytics até o mês end (sem end, até o mês atual), já ' +
    'calculados (cards): averageNetProfit, o lucro líquido médio dos relatórios dos 6 meses até ' +
    'o mais recente (anchor); netProfitChange.percent, a evolução do lucro do primeiro ao último ' +
    'relatório; goal: a meta do ano, o faturamento do ano (yearRevenue), o progresso (progress, ' +
    'fração) e a previsão para dezembro (forecast). Cite estes números como estão.',
  input: z.object({
    businessId: businessIdInput,
    start: monthInput.optional(),
    end: monthInput.optional(),
  }),
  run: async (db, { businessId, start, end }, { now }) => {
    const company = await findActiveCompany(db, businessId);
    const reportsLink = portalLinks.reports(businessId);
    if (!company)
      return {
        company: null,
        businessId,
        revenueGoal: 0,
        reportsLink,
        reports: [],
        cards: null,
        error: CHAT_TOOL_COMPANY_NOT_ACTIVE,
      };
    const rows = await listReportsOfBusiness(db, businessId);
    const figures = rows.map((r) => ({
      ...r,
      month_year: r.month.slice(0, 7),
      gross_revenue: r.grossRevenue,
      net_profit: r.netProfit,
    }));
    const through = end ? parseMonthKey(end)! : monthOf(now);
    return {
      company: company.name,
      businessId,
      revenueGoal: company.revenueGoal,
      reportsLink,
      // Before the list: a reply cut for length keeps the indicators.
      cards: {
        ...summaryCards(figures, company.revenueGoal, through),
        throughLabel: monthLabel(monthKey(through)),
      },
      reports: monthComparisons(figures)
        .filter(
          ({ report }) =>
            (!start || report.month_year >= start) && (!end || report.month_year <= end),
        )
        .map(({ report: r, monthOnMonth, yearOnYear }) => ({
          id: r.id,
          month: r.month_year,
          monthLabel: monthLabel(r.month_year),
          gross_revenue: r.grossRevenue,
          net_revenue: r.netRevenue,
          expenses: r.expenses,
          cogs: r.cogs,
          net_profit: r.netProfit,
          net_margin: r.netMargin,
          monthOnMonth,
          yearOnYear,
          link: portalLinks.report(businessId, r.id),
        })),
    };
  },
});
