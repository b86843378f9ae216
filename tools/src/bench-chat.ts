// The AI chat's built-in assistant for `npm run bench`: the question bank's scores (development
// and held-out parts: correct, wrong, declined) and the answers' latency over the development
// phrasings on the demo data, through the whole app (authentication, the read-only tools'
// transactions, keeping the conversation), in process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
/* eslint-disable @nx/enforce-module-boundaries -- tools may use the server's modules (layer:tools → layer:server in eslint.config); Nx forbids app imports by default */
import { createApp } from '@portal/server/src/app';
import { openDatabase } from '@portal/server/src/db';
import { createMailer } from '@portal/server/src/mail/mailer';
import { silentLogger } from '@portal/server/src/logger';
import { DEMO_ACCOUNTS, seedDemo } from '@portal/server/src/seed/demo';
import { createLocalStorage } from '@portal/server/src/storage';
import type { BankEntry } from '@portal/server/src/test/chat-bank/bank-entry';
import {
  classify,
  scoreOf,
  scoreText,
  type Verdict,
} from '@portal/server/src/test/chat-bank/classify';
import { DEVELOPMENT } from '@portal/server/src/test/chat-bank/development';
import { HELD_OUT, HELD_OUT_SETS } from '@portal/server/src/test/chat-bank/held-out';
import { loadDemoWorld } from '@portal/server/src/test/chat-world';
/* eslint-enable @nx/enforce-module-boundaries */

/** The table's "today": its questions name months of the demo seeded then. */
const NOW = new Date('2026-11-16T15:00:00Z');
const ROUNDS = 5;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function measureChat(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-chat-'));
  const handle = await openDatabase({ dataDir });
  try {
    await seedDemo(handle.db, createLocalStorage(join(dataDir, 'files')), { now: NOW });
    const app = createApp({
      config: {
        appSegment: 'portal',
        jwtSecret: 'bench-secret-bench-secret-bench-secret-0123',
        jwtTtlSeconds: 3600,
        publicUrl: 'http://bench.local',
        portalDist: join(dataDir, 'no-portal'),
      },
      db: handle.db,
      database: handle,
      storage: createLocalStorage(join(dataDir, 'files')),
      mailer: createMailer(
        { smtpUrl: undefined, mailFrom: 'Bench <b@b.b>', dataDir },
        silentLogger,
      ),
      logger: silentLogger,
      clock: { now: () => NOW },
      chatRate: { max: 1_000_000, windowMs: 1_000 },
    });
    const post = async (path: string, body: unknown) => {
      const res = await app.fetch(
        new Request(`http://bench.local/webhook/portal${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
    const login = await post('/login', {
      authType: 'user',
      key: admin.key,
      password: admin.password,
    });
    const jwt = login.body.jwt_token as string;
    const ask = async (entry: BankEntry) => {
      let conversationId: unknown;
      if (entry.after)
        conversationId = (await post('/chat', { jwt, message: entry.after })).body.conversationId;
      return post('/chat', {
        jwt,
        message: entry.q,
        ...(conversationId ? { conversationId } : {}),
      });
    };
    const world = await loadDemoWorld(handle.db, NOW);
    // Each phrasing is asked once; the held-out sets are scored from the same verdicts.
    const verdicts = new Map<BankEntry, Verdict>();
    for (const entry of [...DEVELOPMENT, ...HELD_OUT]) {
      const r = await ask(entry);
      verdicts.set(entry, classify(entry, String(r.body.output ?? ''), world).verdict);
    }
    for (const [name, entries] of [
      ['development', DEVELOPMENT],
      ['held-out', HELD_OUT],
      ...HELD_OUT_SETS.map(([set, of]) => [`held-out, ${set}`, of] as const),
    ] as const) {
      console.log(
        `question bank, ${scoreText(name, scoreOf(entries.map((e) => verdicts.get(e)!)))}`,
      );
    }
    const times: number[] = [];
    let failed = 0;
    for (let round = 0; round <= ROUNDS; round += 1) {
      for (const { q } of DEVELOPMENT) {
        const started = performance.now();
        const r = await post('/chat', { jwt, message: q });
        // Round 0 warms the JIT and the database's caches up: not counted.
        if (round > 0) times.push(performance.now() - started);
        if (r.status !== 200) failed += 1;
      }
    }
    times.sort((a, b) => a - b);
    console.log(
      `built-in answers, ${DEVELOPMENT.length} questions x ${ROUNDS} rounds (in process, PGlite): ` +
        `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, ` +
        `max ${times.at(-1)!.toFixed(1)} ms` +
        (failed ? `  (${failed} not 200)` : ''),
    );
    await app.settle();
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
