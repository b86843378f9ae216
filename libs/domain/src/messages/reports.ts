// Monthly reports and analytics (SPEC §8).
// Letter for letter; every layer imports these.

export const REPORTS_LOAD_FAILED = 'Failed to load reports';
/** SPEC silent; ours. */
export const REPORT_SHEET_LOAD_FAILED = 'Falha ao carregar a planilha de reports.';

// The monthly report form and its server refusals. SPEC silent (the form was external); ours.
export const REPORT_MONTH_REQUIRED = 'Informe o mês do relatório.';
export const REPORT_MONTH_INVALID = 'Mês inválido. Use o formato AAAA-MM (por exemplo, 2026-10).';
export const REPORT_MONTH_TOO_OLD = 'O mês do relatório deve ser de 2000 em diante.';
export const REPORT_MONTH_IN_FUTURE = 'Não é possível preencher o relatório de um mês futuro.';
export const REPORT_FIGURE_REQUIRED = 'Informe o valor.';
export const REPORT_FIGURE_INVALID = 'Valor inválido. Use números, por exemplo 1.234,56.';
export const REPORT_FIGURE_NEGATIVE = 'O valor não pode ser negativo.';
export const REPORT_FIGURE_TOO_LARGE = 'Valor grande demais: o máximo é R$ 999.999.999.999,99.';
export const REPORT_ANSWERS_MISMATCH =
  'As respostas não correspondem às perguntas da empresa. Atualize a página e tente novamente.';
export const REPORT_NOT_FOUND = 'Report not found';
export const REPORT_SAVED = 'Relatório salvo com sucesso!';
export const REPORT_SAVE_FAILED = 'Falha ao salvar o relatório. Por favor, tente novamente.';
