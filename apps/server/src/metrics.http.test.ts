import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { BACKENDS, JWT_SECRET, startServer, type TestServer } from './test/harness';
import { metricSample as sample, scrapeMetrics } from './test/metrics';

const TOKEN = 'token-de-metricas-0123456789abcdef';

describe.each(BACKENDS)('Prometheus metrics (%s)', (backend) => {
  let s: TestServer;
  let withMetrics: { api: string; close: () => Promise<void> };
  const origin = () => withMetrics.api.replace('/webhook/portal', '');
  const scrape = (authorization?: string) => scrapeMetrics(origin(), authorization);

  beforeAll(async () => {
    s = await startServer(backend);
    withMetrics = await s.startSibling({
      config: {
        appSegment: 'portal',
        jwtSecret: JWT_SECRET,
        jwtTtlSeconds: 3600,
        publicUrl: 'http://portal.test',
        portalDist: join(s.dataDir, 'no-portal'),
        metricsToken: TOKEN,
      },
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('keeps no metrics without METRICS_TOKEN: /metrics is a 404', async () => {
    const r = await fetch(`${s.base}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(r.status).toBe(404);
  });

  it('answers 401 without the token or with another one, 200 with it', async () => {
    const none = await scrape();
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Bearer');
    expect(none.text).not.toContain('portal_http_requests_total');
    expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN.slice(0, -1)}`)).status).toBe(401);
    expect((await scrape(TOKEN)).status).toBe(401);
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('text/plain');
  });

  it('counts requests per contract action, never per raw URL', async () => {
    const base = withMetrics.api;
    const count = async (series: string) =>
      sample((await scrape(`Bearer ${TOKEN}`)).text, series) ?? 0;
    const names =
      'portal_http_requests_total{action="auth.getAllBusinessesNames",method="GET",status="200"}';
    const tasks = 'portal_http_requests_total{action="tasks.getAll",method="POST",status="401"}';
    const before = { names: await count(names), tasks: await count(tasks) };

    expect((await fetch(`${base}/auth/getAllBusinessesNames`)).status).toBe(200);
    expect((await fetch(`${base}/auth/getAllBusinessesNames`)).status).toBe(200);
    const post = (path: string, action: string) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', action },
        body: '{}',
      });
    expect((await post('/tasks', 'getAll')).status).toBe(401);
    // An action the route does not take, a path no route has, a page: bounded names.
    const odd = `acao-${crypto.randomUUID()}`;
    await post('/tasks', odd);
    await fetch(`${base}/rota-${odd}`);
    await fetch(`${origin()}/dashboard/${odd}`);

    const text = (await scrape(`Bearer ${TOKEN}`)).text;
    expect(sample(text, names)).toBe(before.names + 2);
    expect(sample(text, tasks)).toBe(before.tasks + 1);
    expect(text).not.toContain(odd);
    expect(text).toMatch(
      /portal_http_requests_total\{action="unknown",method="POST",status="401"\} \d+/,
    );
    expect(text).toMatch(
      /portal_http_requests_total\{action="unknown",method="GET",status="404"\} \d+/,
    );
    expect(text).toMatch(
      /portal_http_requests_total\{action="portal",method="GET",status="503"\} \d+/,
    );
    // Latency per action: a histogram whose count follows the requests.
    expect(
      sample(
        text,
        'portal_http_request_duration_seconds_count{action="auth.getAllBusinessesNames"}',
      ),
    ).toBeGreaterThanOrEqual(2);
    expect(text).toContain(
      'portal_http_request_duration_seconds_bucket{le="0.1",action="auth.getAllBusinessesNames"}',
    );
  });

  it('reports the process and the database', async () => {
    const text = (await scrape(`Bearer ${TOKEN}`)).text;
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, `portal_db_info{kind="${backend}"}`)).toBe(1);
    // Nothing under /webhook runs while /metrics answers (admission.http.test.ts sees 1).
    for (const turn of ['api', 'hashing']) {
      expect(sample(text, `portal_admission_running{turn="${turn}"}`)).toBe(0);
      expect(sample(text, `portal_admission_waiting{turn="${turn}"}`)).toBe(0);
    }
    if (backend === 'postgres') {
      // The harness opens PostgreSQL with a pool of 4.
      expect(sample(text, 'portal_db_pool_max_connections')).toBe(4);
      expect(sample(text, 'portal_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'portal_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'portal_db_pool_waiting_requests')).toBe(0);
    } else {
      // PGlite is one connection inside the process: there is no pool to report.
      expect(text).not.toContain('portal_db_pool_');
    }
  });
});
