import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { createThrowawayPostgres, tempDir, type ThrowawayPostgres } from './testing';

// A PostgreSQL that hangs, or a pool whose every connection is busy, fails the waiting query after
// connectTimeoutMs instead of holding its request (and the person waiting on it) forever.

describe('waiting for a PostgreSQL connection is bounded', () => {
  const dir = tempDir('portal-db-timeout-');
  let silent: Server;
  const sockets = new Set<Socket>();
  let pgDb: ThrowawayPostgres;
  let handle: DatabaseHandle | undefined;

  beforeAll(async () => {
    // Accepts connections and never answers.
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    pgDb = await createThrowawayPostgres();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((r) => silent.close(r));
    await handle?.close();
    await pgDb?.drop();
    dir.remove();
  });

  it('refuses to start on a database that never answers', async () => {
    const { port } = silent.address() as AddressInfo;
    await expect(
      openDatabase({
        dataDir: dir.path,
        databaseUrl: `postgres://portal@127.0.0.1:${port}/nada`,
        connectTimeoutMs: 300,
      }),
    ).rejects.toThrow(/timeout/i);
  });

  it('fails a query that waits for a busy pool, and serves the next once one is free', async () => {
    handle = await openDatabase({
      dataDir: dir.path,
      databaseUrl: pgDb.url,
      poolSize: 1,
      connectTimeoutMs: 300,
    });
    const db = handle.db;
    let release: () => void = () => undefined;
    const held = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise<void>((r) => (release = r));
    });
    try {
      const error = await db.execute(sql`select 1`).then(
        () => new Error('the query should have failed'),
        (e: unknown) => e,
      );
      // Drizzle names the query; the driver's reason is its cause.
      expect(String((error as Error).cause ?? error)).toMatch(/timeout/i);
    } finally {
      release();
      await held;
    }
    const rows = await db.execute(sql`select 2 as two`);
    expect(rows.rows[0]).toEqual({ two: 2 });
  });
});
