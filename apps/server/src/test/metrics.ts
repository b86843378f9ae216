/** The value of one sample line (`series value`) of a Prometheus text, or undefined when none. */
export const metricSample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

/** GET `/metrics` of the server at `origin`, with `authorization` when given. */
export async function scrapeMetrics(origin: string, authorization?: string) {
  const r = await fetch(`${origin}/metrics`, { headers: authorization ? { authorization } : {} });
  return { status: r.status, text: await r.text(), headers: r.headers };
}
