// The scale company's section: its seed (meetings, board, library, reports, the admin list's
// companies) and its big reads measured beside the cost of serializing their own replies.
import { gzipSync } from 'node:zlib';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools may use the server's modules (layer:tools → layer:server in eslint.config); Nx forbids app imports by default
import { openDatabase } from '@portal/server/src/db';
import { seedAtScale, type ScaleCompany } from './seed-at-scale';
import { seedLibrary } from './bench-documents';
import { seedReports } from './bench-reports';
import { ADMIN_LIST_SCALE, seedCompanies } from './bench-admin-businesses';
import { loadRound } from './bench-load';
import { kb, load, post } from './bench-server';

// A company with 200 meetings (~45 transcript entries and 3 named tasks each)
// and 2,000 tasks on its board.
export const SCALE = { meetings: 200, entriesPerMeeting: 45, tasksPerMeeting: 3, boardTasks: 2000 };

export async function seedScaleCompany(dataDir: string): Promise<ScaleCompany> {
  // The server is stopped here: PGlite lets one process hold DATA_DIR at a time.
  const handle = await openDatabase({ dataDir });
  try {
    const company = await seedAtScale(handle.db, SCALE);
    await seedLibrary(handle.db, company.businessId);
    await seedReports(handle.db, company.businessId);
    const started = performance.now();
    await seedCompanies(handle.db);
    console.log(
      `seed ${ADMIN_LIST_SCALE.companies} more companies (people, reports, boards, meetings): ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return company;
  } finally {
    await handle.close();
  }
}

type ServerTask = {
  id: string;
  title: string;
  task: string;
  status: string;
  created_at: string;
  completed_at: string | null;
  from_meeting: string | null;
};

/**
 * One connection's mean latency for a read, beside JSON.stringify of the same data (its reply
 * parsed back) timed in this process: the server should cost a small multiple of writing its bytes.
 */
async function serializationRatio(
  title: string,
  url: string,
  session: object,
  reply: string,
  headers: Record<string, string> = {},
) {
  const data: unknown = JSON.parse(reply);
  const rounds = 50;
  JSON.stringify(data);
  const started = performance.now();
  for (let i = 0; i < rounds; i += 1) JSON.stringify(data);
  const stringify = (performance.now() - started) / rounds;
  const result = await loadRound({
    title: `${title}, 1 conn`,
    url,
    body: JSON.stringify(session),
    amount: 200,
    connections: 1,
    headers,
    titleWidth: 22,
  });
  console.log(
    `${title}: JSON.stringify of its reply ${stringify.toFixed(2)} ms; served in ` +
      `${result.latency.mean.toFixed(2)} ms mean, ${(result.latency.mean / stringify).toFixed(1)}x`,
  );
}

export async function measureScale(base: string, company: ScaleCompany) {
  const login = await post(`${base}/login`, company.login);
  const { jwt_token: jwt } = JSON.parse(login.text) as { jwt_token: string };
  const session = { jwt, authType: 'user', business: company.businessId };

  const meetings = await post(`${base}/getmeetings`, session);
  const tasks = await post(`${base}/tasks`, session, { action: 'getAll' });
  const list = JSON.parse(tasks.text) as ServerTask[];
  console.log(
    `reply sizes: getmeetings ${kb(meetings.bytes)} (${company.meetings} meetings, ` +
      `${company.transcriptEntries} transcript entries), tasks getAll ${kb(tasks.bytes)} ` +
      `(${list.length} tasks)`,
  );
  await load('getmeetings', `${base}/getmeetings`, JSON.stringify(session), 200, 4);

  // What the portal moves instead: the light list when the list opens (target: at most 60 kB
  // gzip for 200 meetings), and one meeting whole when it is opened.
  const light = await post(`${base}/meetings/list`, session);
  const first = (JSON.parse(light.text) as { id: string }[])[0];
  const one = first
    ? await post(`${base}/meetings/get`, { ...session, meetingId: first.id })
    : undefined;
  console.log(
    `reply sizes: meetings/list ${kb(light.bytes)} raw, ` +
      `${kb(gzipSync(light.text).length)} gzip (${company.meetings} meetings); ` +
      `meetings/get ${one ? `${kb(one.bytes)} raw, ${kb(gzipSync(one.text).length)} gzip` : 'none'} ` +
      `(one meeting, ${Math.round(company.transcriptEntries / company.meetings)} transcript entries)`,
  );
  await load('meetings/list', `${base}/meetings/list`, JSON.stringify(session), 500, 4);
  if (first) {
    const body = JSON.stringify({ ...session, meetingId: first.id });
    await load('meetings/get', `${base}/meetings/get`, body, 500, 4);
  }
  await load('tasks getAll', `${base}/tasks`, JSON.stringify(session), 500, 4, {
    action: 'getAll',
  });
  // Each big read beside the cost of serializing its own reply in this process.
  await serializationRatio('getmeetings', `${base}/getmeetings`, session, meetings.text);
  await serializationRatio('tasks getAll', `${base}/tasks`, session, tasks.text, {
    action: 'getAll',
  });

  // A drag on the big board: the first 'Not started' card goes to 'In progress' and the whole
  // board is sent back in its new order, as the board machine does (the api-client leaves the
  // descriptions out of a reorder).
  const moved = list.findIndex((t) => t.status === 'Not started');
  const order = list.map((t, i) => ({
    id: t.id,
    title: t.title,
    status: i === moved ? 'In progress' : t.status,
    created_at: t.created_at,
    completed_at: t.completed_at,
    from_meeting: t.from_meeting,
  }));
  const body = JSON.stringify({ ...session, tasks: order });
  const once = await post(`${base}/tasks`, { ...session, tasks: order }, { action: 'updateOrder' });
  console.log(
    `updateOrder body: ${kb(Buffer.byteLength(body))} for ${order.length} tasks; ` +
      `first answer ${once.status}` +
      (once.status === 200 ? '' : `: ${once.text.slice(0, 160)}`),
  );
  if (once.status === 200) {
    // One writer at a time per board (the server locks it), so one connection.
    await load('tasks updateOrder', `${base}/tasks`, body, 50, 1, { action: 'updateOrder' });
    const after = JSON.parse(
      (await post(`${base}/tasks`, session, { action: 'getAll' })).text,
    ) as ServerTask[];
    const kept = after.find((t) => t.id === order[moved]?.id)?.status === 'In progress';
    console.log(`after the rounds the moved card is ${kept ? '' : 'NOT '}in 'In progress'`);
  }
}
