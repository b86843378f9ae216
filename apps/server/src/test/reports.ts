// Monthly-report data the reports and exports tests share.

/** The custom questions the test companies ask each month. */
export const QUESTIONS = ['Qual foi o maior desafio do mês?', 'O que vai mudar no próximo mês?'];

/** Answers to QUESTIONS, in order ('Resposta n' where none is given). */
export const answers = (...responses: string[]) =>
  QUESTIONS.map((question, i) => ({ question, response: responses[i] ?? `Resposta ${i + 1}` }));

/** October 2026: net profit 19 999,75, margin 19,9998 %. */
export const october = {
  month: '2026-10',
  gross_revenue: 120_000.5,
  net_revenue: 100_000,
  expenses: 30_000.25,
  cogs: 50_000,
  customAnswers: answers('Estoque parado', 'Promoção de Natal'),
};
