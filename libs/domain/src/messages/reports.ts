// Monthly reports and analytics (SPEC §8).
// Letter for letter; every layer imports these.
import { MONEY_NEGATIVE, MONEY_TOO_LARGE, MONEY_UNREADABLE } from './money';

export const REPORTS_LOAD_FAILED = 'Failed to load reports';
/** SPEC silent; ours. */
export const REPORT_SHEET_LOAD_FAILED = 'Falha ao carregar a planilha de reports.';

// The monthly report form and its server refusals. SPEC silent (the form was external); ours.
export const REPORT_MONTH_REQUIRED = 'Informe o mês do relatório.';
export const REPORT_MONTH_INVALID = 'Mês inválido. Use o formato AAAA-MM (por exemplo, 2026-10).';
export const REPORT_MONTH_TOO_OLD = 'O mês do relatório deve ser de 2000 em diante.';
export const REPORT_MONTH_IN_FUTURE = 'Não é possível preencher o relatório de um mês futuro.';
export const REPORT_FIGURE_REQUIRED = 'Informe o valor.';
export const REPORT_FIGURE_INVALID = MONEY_UNREADABLE;
export const REPORT_FIGURE_NEGATIVE = MONEY_NEGATIVE;
export const REPORT_FIGURE_TOO_LARGE = MONEY_TOO_LARGE;
export const REPORT_ANSWERS_MISMATCH =
  'As respostas não correspondem às perguntas da empresa. Atualize a página e tente novamente.';
export const REPORT_NOT_FOUND = 'Report not found';
export const REPORT_OF_OTHER_BUSINESS = 'Você não tem permissão para acessar este relatório.';
export const REPORT_SAVED = 'Relatório salvo com sucesso!';
export const REPORT_SAVE_FAILED = 'Falha ao salvar o relatório. Por favor, tente novamente.';
/** SPEC silent; ours: an admin's sheet id that is neither an id nor a Google Sheets link. */
export const REPORT_SHEET_ID_INVALID =
  'ID da planilha inválido. Cole o link da planilha do Google ou só o ID dela.';
/** SPEC silent; ours. */
export const REPORT_SHEET_SAVE_FAILED = 'Falha ao salvar a planilha da empresa.';
/** SPEC silent; ours: the Sheets URL bar's copy action. */
export const REPORT_SHEET_URL_COPIED = 'Link da planilha copiado!';
/** SPEC silent; ours: an XLSX or PDF that could not be made or downloaded. */
export const REPORT_EXPORT_FAILED = 'Falha ao gerar o arquivo. Por favor, tente novamente.';

// The exports (beyond SPEC): the XLSX of every month and the PDF board pack of one month.
export const REPORT_EXPORT_SHEET_REPORTS = 'Relatórios';
export const REPORT_EXPORT_SHEET_ANSWERS = 'Perguntas';
/** The columns of both files, in their order. */
export const REPORT_EXPORT_COLUMNS = {
  month: 'Mês',
  grossRevenue: 'Receita bruta',
  netRevenue: 'Receita líquida',
  expenses: 'Despesas',
  cogs: 'Custos',
  netProfit: 'Lucro líquido',
  netMargin: 'Margem líquida',
  question: 'Pergunta',
  answer: 'Resposta',
} as const;
/** File names: the company's slug and, for the PDF, the month (YYYY-MM). */
export const reportXlsxFileName = (slug: string) => `relatorios-${slug}.xlsx`;
export const reportPdfFileName = (slug: string, month: string) => `relatorio-${slug}-${month}.pdf`;
/** The slug of a company whose name has no letter or digit. */
export const REPORT_EXPORT_SLUG_FALLBACK = 'empresa';
export const REPORT_PDF_TITLE = 'Relatório mensal';
export const REPORT_PDF_FIGURES = 'Resultado do mês';
export const REPORT_PDF_CARDS = 'Indicadores';
export const REPORT_PDF_CARD_AVERAGE = 'Lucro líquido médio (últimos 6 meses)';
export const REPORT_PDF_CARD_CHANGE = 'Evolução do lucro líquido (primeiro ao último relatório)';
export const reportPdfCardGoal = (year: number) => `Meta de faturamento ${year}`;
export const reportPdfGoalLine = (revenue: string, goal: string, progress: string) =>
  `${revenue} de ${goal} (${progress})`;
export const reportPdfForecast = (forecast: string) => `Previsão para dezembro: ${forecast}`;
export const REPORT_PDF_NO_GOAL = 'Sem meta definida';
export const REPORT_PDF_NOT_AVAILABLE = '—';
export const REPORT_PDF_COMPARISONS = 'Comparação mês a mês';
export const REPORT_PDF_COMPARISON_COLUMNS = {
  month: 'Mês',
  grossRevenue: 'Receita bruta',
  grossRevenueChange: 'Variação',
  netProfit: 'Lucro líquido',
  netProfitChange: 'Variação',
} as const;
export const REPORT_PDF_ANSWERS = 'Perguntas do mês';

// The monthly reminder e-mail (beyond SPEC) to a company whose previous month is missing.
export const reportReminderSubject = (month: string) => `Lembrete: relatório de ${month}`;
export const reportReminderText = (name: string, company: string, month: string, link: string) =>
  `Olá, ${name}!\n\n` +
  `O relatório mensal de ${month} da empresa ${company} ainda não foi preenchido no portal.\n` +
  `Para preenchê-lo, abra o link abaixo:\n\n${link}\n\n` +
  'Se alguém da equipe já preencheu, desconsidere este email.\n';
