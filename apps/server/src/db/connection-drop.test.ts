import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createLogger } from '../logger';
import { waitFor } from '../test/harness';
import { openDatabase, type DatabaseHandle } from './client';
import {
  createThrowawayPostgres,
  tempDir,
  TEST_ADMIN_DATABASE_URL,
  type ThrowawayPostgres,
} from './testing';

// PostgreSQL restarted or a connection killed: each idle pooled connection that drops is one log
// line naming its cause, not the driver's whole client printed (hundreds of lines each).

describe('a dropped PostgreSQL connection in the log', () => {
  let database: ThrowawayPostgres;
  let handle: DatabaseHandle;
  const dir = tempDir('portal-drop-');
  const raw: string[] = [];
  const logger = createLogger({ format: 'json', destination: { write: (t) => raw.push(t) } });
  const lost: unknown[] = [];

  beforeAll(async () => {
    database = await createThrowawayPostgres();
    handle = await openDatabase({
      databaseUrl: database.url,
      dataDir: dir.path,
      poolSize: 3,
      logger,
    });
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
    dir.remove();
  });

  it('logs one line per dropped connection, with the database’s reason and code', async () => {
    // Three pooled connections at once, idle afterwards; and the listening one.
    await Promise.all([1, 2, 3].map(() => handle.db.execute(sql`select pg_sleep(0.05)`)));
    await handle.listen('portal_sessions', {
      notify: () => undefined,
      lost: (cause) => lost.push(cause),
      regained: () => undefined,
    });
    raw.length = 0;

    const admin = new pg.Client({ connectionString: TEST_ADMIN_DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ n: number }>(
        'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1',
        [database.name],
      );
      expect(rows[0]!.n).toBe(4);
    } finally {
      await admin.end();
    }

    await waitFor(() => (raw.length >= 3 && lost.length >= 1 ? true : undefined));
    expect(raw).toHaveLength(3);
    for (const text of raw) {
      // One line each: JSON with no line break inside, nothing of the driver's client object.
      expect(text.trimEnd()).not.toContain('\n');
      expect(text).not.toContain('connectionParameters');
      expect(JSON.parse(text)).toMatchObject({
        level: 'warn',
        msg: '[db] conexão ociosa com o PostgreSQL caiu',
        cause: {
          code: '57P01',
          message: 'terminating connection due to administrator command',
        },
      });
      expect(JSON.parse(text).cause).not.toHaveProperty('stack');
    }
    // The listening connection hands its cause on (app.ts logs it with its own line).
    expect(lost).toHaveLength(1);
    expect(lost[0]).toMatchObject({ code: '57P01' });
  });
});
