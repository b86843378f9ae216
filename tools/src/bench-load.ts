// One autocannon round of POSTs and its line of figures, as every bench section prints it.
import autocannon from 'autocannon';

export type LoadRound = {
  title: string;
  url: string;
  /** The JSON body, already a string. */
  body: string;
  amount: number;
  connections: number;
  headers?: Record<string, string>;
  /** How wide the title column is (the sections line their figures up). */
  titleWidth?: number;
};

/** Runs the round and prints `title  N req, C conn: p50 …, p99 …, … req/s (k not 2xx)`. */
export async function loadRound(round: LoadRound): Promise<autocannon.Result> {
  const result = await autocannon({
    url: round.url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...round.headers },
    body: round.body,
    amount: round.amount,
    connections: round.connections,
  });
  const notOk = result.non2xx + result.errors;
  console.log(
    `${round.title.padEnd(round.titleWidth ?? 16)} ${String(round.amount).padStart(6)} req, ` +
      `${round.connections} conn: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${Math.round(result.requests.average)} req/s` +
      (notOk ? `  (${notOk} not 2xx)` : ''),
  );
  return result;
}
