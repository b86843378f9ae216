// The weekly digest at scale, for `npm run bench` or `--only digest`: the growth seed's 10,000
// companies (100 tasks and a meeting each, bench-growth.ts), each given two people, one of them
// owning a fifth of its tasks with due dates around today, and no monthly report (so every
// person has a pending DRE to hear about). One digest run as Monday 08:00 São Paulo of this week,
// timed, with the e-mails it wrote to the outbox; then a task reminders run. No server: the jobs
// run in this process on the database, on PGlite and on a throwaway PostgreSQL database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { saoPauloInstant, weekOf } from '@portal/domain';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools may use the server's modules (layer:tools → layer:server in eslint.config); Nx forbids app imports by default
import { openDatabase, schema } from '@portal/server/src/db';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above
import { sendWeeklyDigests } from '@portal/server/src/housekeeping/weekly-digest';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above
import { sendTaskReminders } from '@portal/server/src/housekeeping/task-reminders';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above
import { createUnsubscribeLinks } from '@portal/server/src/mail/unsubscribe-links';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above
import { silentLogger } from '@portal/server/src/logger';
import { grow } from './bench-growth';
import { onEachBackend } from './bench-backends';

export const DIGEST_COMPANIES = 10_000;
const PEOPLE_PER_COMPANY = 2;

/** Two people per growth company; the first owns every fifth task, due from 10 days ago to 10 ahead. */
async function addPeople(databaseUrl: string | undefined, dataDir: string) {
  const handle = await openDatabase({ databaseUrl, dataDir, poolSize: 1 });
  try {
    await handle.db.execute(sql`
      with p as (
        insert into users (name, email, password_hash)
        select 'Pessoa ' || k, 'p' || k || '.' || replace(b.id::text, '-', '') || '@bench.test', 'x'
        from businesses b cross join generate_series(1, ${PEOPLE_PER_COMPANY}::int) k
        where b.name like 'Empresa de crescimento %'
        returning id, email
      )
      insert into user_businesses (user_id, business_id)
      select p.id, b.id from p
      join businesses b
        on replace(b.id::text, '-', '') = split_part(split_part(p.email, '@', 1), '.', 2)`);
    await handle.db.execute(sql`
      update tasks t set owner_id = o.user_id, due_date = current_date + (t.position % 21 - 10)
      from (
        select ub.business_id, min(ub.user_id::text)::uuid as user_id
        from user_businesses ub join users u on u.id = ub.user_id
        where u.email like '%@bench.test'
        group by ub.business_id
      ) o
      where o.business_id = t.business_id and t.position % 5 = 0`);
    await handle.db.execute(sql`vacuum analyze`);
  } finally {
    await handle.close();
  }
}

async function measureOn(label: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-digest-'));
  try {
    let started = performance.now();
    await grow(databaseUrl, dataDir, 0, DIGEST_COMPANIES);
    await addPeople(databaseUrl, dataDir);
    const seedSeconds = (performance.now() - started) / 1000;
    const handle = await openDatabase({ databaseUrl, dataDir, poolSize: 4 });
    try {
      const week = weekOf(new Date());
      const [y, m, d] = week.split('-').map(Number) as [number, number, number];
      const monday = saoPauloInstant(y, m, d, 8);
      const deps = {
        db: handle.db,
        outbox: { deliverDue: async () => undefined },
        logger: silentLogger,
        publicUrl: 'https://portal.example.com.br',
        unsubscribe: createUnsubscribeLinks({
          jwtSecret: 'bench-digest-secret-bench-digest-secret-0123',
          publicUrl: 'https://portal.example.com.br',
          appSegment: 'portal',
        }),
      };
      started = performance.now();
      const digest = await sendWeeklyDigests(deps, monday);
      const digestSeconds = (performance.now() - started) / 1000;
      const [written] = await handle.db.select({ n: count() }).from(schema.mailOutbox);
      started = performance.now();
      const again = await sendWeeklyDigests(deps, monday);
      const againMs = performance.now() - started;
      started = performance.now();
      const reminders = await sendTaskReminders(deps, monday);
      const remindersSeconds = (performance.now() - started) / 1000;
      console.log(
        `${label}: seed ${seedSeconds.toFixed(1)} s; digest run ${digestSeconds.toFixed(2)} s for ` +
          `${digest?.people ?? 0} people, ${digest?.emails ?? 0} mails written ` +
          `(outbox rows ${Number(written?.n ?? 0)}, ` +
          `${((digestSeconds * 1000) / Math.max(1, digest?.emails ?? 0)).toFixed(2)} ms a mail); ` +
          `a second run ${againMs.toFixed(0)} ms, ${again?.emails ?? 0} mails; ` +
          `task reminders ${remindersSeconds.toFixed(2)} s, ` +
          `${(reminders?.dueTomorrow ?? 0) + (reminders?.overdue ?? 0)} mails`,
      );
    } finally {
      await handle.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The digest run on PGlite, then on a throwaway PostgreSQL database. */
export async function measureDigest(): Promise<void> {
  await onEachBackend((label, databaseUrl) => measureOn(label, databaseUrl));
}
