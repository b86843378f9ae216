// Monthly reports and analytics (the error catalogue in docs/product.md).
// Letter for letter; every layer imports these.
import { MONEY_NEGATIVE, MONEY_TOO_LARGE, MONEY_UNREADABLE } from './money';

export const REPORTS_LOAD_FAILED = 'Failed to load reports';
export const REPORT_SHEET_LOAD_FAILED = 'Falha ao carregar a planilha de reports.';

// The monthly report form and its server refusals. our choice (the form was external).
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

// Filling a month that already has a report (ours): the form shows its values and asks before
// replacing it; the server refuses a replacement that does not name the version it replaces.
/** Who saved a version when the server kept no name (rows older than the names). */
export const REPORT_SOMEONE = 'outra pessoa';
/** The form's note under the month: a month without a report. `month`: 'outubro de 2026'. */
export const reportNewNote = (month: string) => `Novo relatório de ${month}.`;
/** 'Ana em 12/10/2026 14:03', or the name alone when the time is not known. */
const byAt = (by: string, at: string) => (at ? `${by} em ${at}` : by);
const reportExists = (month: string, by: string, at: string) =>
  `O relatório de ${month} já existe (salvo por ${byAt(by, at)}).`;
/** The form's note under the month: the month already has a report, shown in the form. */
export const reportExistingNote = (month: string, by: string, at: string) =>
  `${reportExists(month, by, at)} Ao salvar, você confirma a substituição.`;
/** The confirmation's title before a month's report is replaced. */
export const reportReplaceQuestion = (month: string) => `Substituir o relatório de ${month}?`;
export const reportReplaceText = (by: string, at: string) =>
  `Os valores salvos por ${byAt(by, at)} serão substituídos pelos deste formulário. ` +
  'A versão anterior fica guardada no histórico do relatório.';
export const REPORT_REPLACE_CONFIRM = 'Substituir';
/** Server (409): a save over a month that has a report, without saying it replaces it. */
export const reportReplaceNotConfirmed = (month: string, by: string, at: string) =>
  `${reportExists(month, by, at)} Revise os valores atuais e confirme a substituição para salvar.`;
/** Server (409): the version a replacement names is no longer the month's current one. */
export const reportChangedSince = (month: string, by: string, at: string) =>
  `O relatório de ${month} foi alterado por ${byAt(by, at)} depois que você o abriu. ` +
  'Revise os valores atuais antes de substituí-lo.';
/** A replacement's version that is no version (not a whole number from 1 on). */
export const REPORT_VERSION_INVALID =
  'Versão do relatório inválida: informe o número da versão que você quer substituir.';
/** Report detail: the last replacement of a report (`at` as dd/MM/yyyy HH:mm in São Paulo). */
export const reportEditedLine = (at: string, by: string) => `Editado em ${at} por ${by}`;

/** Our choice: an admin's sheet id that is neither an id nor a Google Sheets link. */
export const REPORT_SHEET_ID_INVALID =
  'ID da planilha inválido. Cole o link da planilha do Google ou só o ID dela.';
export const REPORT_SHEET_SAVE_FAILED = 'Falha ao salvar a planilha da empresa.';
/** Our choice: the Sheets URL bar's copy action. */
export const REPORT_SHEET_URL_COPIED = 'Link da planilha copiado!';
/** Our choice: an XLSX or PDF that could not be made or downloaded. */
export const REPORT_EXPORT_FAILED = 'Falha ao gerar o arquivo. Por favor, tente novamente.';

// The exports (beyond docs/product.md): the XLSX of every month and the PDF board pack of one month.
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
/** Every export's stamp: `when` is São Paulo's 'dd/MM/yyyy HH:mm'. */
export const exportGeneratedAt = (when: string) => `Gerado em ${when} (horário de Brasília)`;
/** The reports workbook's title row. */
export const reportXlsxTitle = (company: string) => `${company} · Relatórios mensais`;
/** The Average row closing a workbook's figures (after the Total row). */
export const EXPORT_AVERAGE_ROW = 'Média';
export const reportPdfPage = (page: number, pages: number) => `Página ${page} de ${pages}`;
export const REPORT_PDF_FIGURES = 'Resultado do mês';
export const REPORT_PDF_FIGURE_COLUMN = 'Indicador';
/** A change column's heading: the month compared with, 'vs. setembro de 2026'. */
export const reportPdfVersus = (month: string) => `vs. ${month}`;
export const REPORT_PDF_CARDS = 'Indicadores';
/** The goal's progress under its bar: '15,0% da meta'. */
export const reportPdfGoalProgress = (percent: string) => `${percent} da meta`;
export const REPORT_PDF_TREND = 'Tendência de 12 meses';
export const REPORT_PDF_COMPARISONS = 'Comparação mês a mês';
export const REPORT_PDF_COMPARISON_COLUMNS = {
  month: 'Mês',
  grossRevenue: 'Receita bruta',
  grossRevenueChange: 'Variação',
  netProfit: 'Lucro líquido',
  netProfitChange: 'Variação',
} as const;
export const REPORT_PDF_MEETINGS = 'Reuniões do mês';
export const REPORT_PDF_NO_MEETINGS = 'Nenhuma reunião neste mês.';
export const REPORT_PDF_TASKS = 'Tarefas do mês';
export const reportPdfTasksDone = (count: number) => `Concluídas no mês (${count})`;
export const reportPdfTasksOpen = (count: number) => `Em aberto no fim do mês (${count})`;
/** A done task's line: `when` is the day it was done, '3 de out de 2026'. */
export const reportPdfTaskDoneOn = (when: string) => `concluída em ${when}`;
export const REPORT_PDF_NO_TASKS = 'Nenhuma.';
export const reportPdfMoreTasks = (count: number) => `… e mais ${count}`;
export const REPORT_PDF_NO_ANSWERS = 'Nenhuma pergunta respondida neste mês.';
export const REPORT_PDF_ANSWERS = 'Perguntas do mês';

// The monthly reminder e-mail (beyond docs/product.md) to a company whose previous month is missing.
export const reportReminderSubject = (month: string) => `Lembrete: relatório de ${month}`;
export const reportReminderText = (name: string, company: string, month: string, link: string) =>
  `Olá, ${name}!\n\n` +
  `O relatório mensal de ${month} da empresa ${company} ainda não foi preenchido no portal.\n` +
  `Para preenchê-lo, abra o link abaixo:\n\n${link}\n\n` +
  'Se alguém da equipe já preencheu, desconsidere este email.\n';
