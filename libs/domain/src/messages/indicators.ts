// The names of the reports' indicators (docs/product.md's cards) where a person reads them beside the
// figure: the Analytics screen and the built-in assistant's answers. docs/product.md names the cards but not
// their headings, so these are ours; 'Previsão Dez {year}' is the product's label.

export const INDICATOR_AVERAGE_NET_PROFIT = 'Lucro líquido médio (6 meses)';
export const INDICATOR_NET_PROFIT_CHANGE = 'Evolução do lucro líquido';
/** What card 2 compares. */
export const INDICATOR_NET_PROFIT_CHANGE_NOTE = 'Do primeiro ao último relatório';
export const INDICATOR_REVENUE_GOAL = 'Meta anual de faturamento';
export const INDICATOR_NO_GOAL = 'Meta não definida';
export const indicatorYearRevenue = (year: number) => `Faturamento em ${year}`;
export const indicatorForecast = (year: number) => `Previsão Dez ${year}`;
