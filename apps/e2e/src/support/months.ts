// The server counts months in São Paulo; so do the specs.

/** The month `offset` months from this one in São Paulo: 'YYYY-MM', its pt-BR name, its year. */
export function saoPauloMonth(offset: number): { key: string; label: string; year: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date());
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  const date = new Date(Date.UTC(year, month - 1 + offset, 15));
  const key = date.toISOString().slice(0, 7);
  const label = date.toLocaleDateString('pt-BR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return { key, label, year: date.getUTCFullYear() };
}

/** Today in São Paulo, dd/MM/yyyy, as the portal shows dates whatever the machine's own zone. */
export const saoPauloDay = () =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
