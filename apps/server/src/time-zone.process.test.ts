import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { formatAdminDate, formatMeetingDate, monthKey, monthOf } from '@portal/domain';
import { preparedPgliteDir } from './db/testing';
import { decodeMail } from './test/mail';
import { pdfText } from './test/pdf';
import {
  killServerProcesses,
  startServerProcess,
  PROCESS_TEST_TIMEOUT_MS,
  type Listening,
} from './test/process';

// The server writes every date and time on São Paulo's clock, whatever zone its process runs in:
// the same demo data read by a server under TZ=UTC and one under TZ=Asia/Tokyo gives the same
// assistant answer, board pack, workbook and e-mail, each equal to the São Paulo reading.
vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS, hookTimeout: PROCESS_TEST_TIMEOUT_MS });

const BAKERY = 'Padaria Pão da Serra';
const STAMP = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

/** São Paulo's hour and minute of an instant, by Intl alone (not the formatter under test). */
const saoPauloTime = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** The instants `from` and `to` as São Paulo's 'dd/MM/yyyy HH:mm', every minute between. */
const minutesBetween = (from: number, to: number) => {
  const stamps = new Set<string>();
  for (let at = from - 60_000; at <= to + 60_000; at += 30_000) stamps.add(formatAdminDate(at));
  return stamps;
};

type Texts = {
  meetings: { title: string; date: string }[];
  /** The board pack's month, the newest with a report. */
  month: string;
  answer: string;
  pdf: string;
  cells: unknown[][];
  mail: string;
};

/** The e-mails written so far, oldest first; none before the first is sent (no mail folder yet). */
const mailFiles = (dir: string): string[] => {
  try {
    return readdirSync(join(dir, 'mail'))
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
};

/** A sent e-mail's text, once the outbox has written it. */
async function newestMail(dir: string, known: number): Promise<string> {
  for (let tries = 0; tries < 200; tries++) {
    const files = mailFiles(dir);
    if (files.length > known)
      return decodeMail(readFileSync(join(dir, 'mail', files.at(-1)!), 'utf8')).text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no e-mail was written');
}

/** What the server writes about the bakery, its stamps checked against the time of asking. */
async function readTexts(server: Listening, dataDir: string, resetEmail: string): Promise<Texts> {
  const login = await server.post('/login', {
    authType: 'user',
    key: 'admin@demo.com.br',
    password: 'demo1234',
  });
  expect(login.status).toBe(200);
  const jwt = login.body.jwt_token as string;
  const names = (await (await fetch(`${server.api}/auth/getAllBusinessesNames`)).json()) as {
    businesses: { id: string; name: string }[];
  };
  const businessId = names.businesses.find((b) => b.name === BAKERY)!.id;

  const meetings = await server.post('/getmeetings', {
    jwt,
    authType: 'user',
    business: businessId,
  });
  const list = (meetings.body as { title: string; date: string }[]).map(({ title, date }) => ({
    title,
    date,
  }));
  const asked = await server.post('/chat', {
    jwt,
    message: `Qual foi a última reunião da ${BAKERY}?`,
  });
  expect(asked.status).toBe(200);

  const reports = await server.post(
    '/admin/reports',
    { jwt, businessId },
    { action: 'getSpecificCompany' },
  );
  const newest = (reports.body as [{ items: { json: { month_year: string } }[] }])[0].items[0]!.json
    .month_year;
  const download = async (action: string, body: Record<string, unknown>) => {
    const before = Date.now();
    const res = await fetch(`${server.api}/admin/reports/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', action },
      body: JSON.stringify({ jwt, businessId, ...body }),
    });
    expect(res.status).toBe(200);
    return {
      bytes: new Uint8Array(await res.arrayBuffer()),
      made: minutesBetween(before, Date.now()),
    };
  };

  // The board pack's stamp is the minute it was made, in São Paulo.
  const pdf = await download('exportPdf', { month: newest });
  const pdfTextRead = (await pdfText(pdf.bytes)).replace(/\s+/g, ' ');
  const pdfStamp = /Gerado em (\S+ \S+) \(horário de Brasília\)/.exec(pdfTextRead)?.[1];
  expect(pdf.made).toContain(pdfStamp);

  const xlsx = await download('exportXlsx', {});
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.bytes.buffer as ArrayBuffer);
  const cells: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => cells.push((row.values as unknown[]).slice(1)));
  const title = String(cells[0]![0]);
  expect(xlsx.made).toContain(/Gerado em (\S+ \S+) /.exec(title)?.[1]);

  // The reset link's end: an hour after it was asked for, on São Paulo's clock.
  const known = mailFiles(dataDir).length;
  const before = Date.now();
  const reset = await fetch(`${server.base}/webhook/request-password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: resetEmail }),
  });
  expect(reset.status).toBe(200);
  const mail = await newestMail(dataDir, known);
  const until = /até (\S+ \S+), horário de Brasília/.exec(mail)?.[1];
  expect(minutesBetween(before + 3_600_000, Date.now() + 3_600_000)).toContain(until);

  const unstamped = (text: string) => text.replace(new RegExp(STAMP, 'g'), '<stamp>');
  return {
    meetings: list,
    month: newest,
    answer: asked.body.output as string,
    pdf: unstamped(pdfTextRead),
    cells: [[unstamped(title)], ...cells.slice(1)],
    mail: unstamped(mail)
      .replace(/token=\S+/, 'token=<token>')
      .replace(/Olá, [^!]+!/, 'Olá!'),
  };
}

describe('the texts the server writes, under any TZ', () => {
  let dir: { path: string; remove: () => void };
  beforeAll(async () => {
    dir = await preparedPgliteDir('portal-tz-');
  });
  afterAll(async () => {
    await killServerProcesses();
    dir?.remove();
  });

  it('are the same under TZ=UTC and TZ=Asia/Tokyo, and read as São Paulo reads them', async () => {
    const read: Texts[] = [];
    // The first start seeds the demo; the second reads the same database.
    for (const [tz, email] of [
      ['UTC', 'admin@demo.com.br'],
      ['Asia/Tokyo', 'conselho@demo.com.br'],
    ] as const) {
      const server = startServerProcess({ DATA_DIR: dir.path, TZ: tz, SEED_DEMO: 'true' });
      read.push(await readTexts(await server.listening, dir.path, email));
      expect(await server.stop('SIGTERM')).toBe(0);
    }
    const [utc, tokyo] = read as [Texts, Texts];
    expect(tokyo).toEqual(utc);

    // The assistant: the newest meeting at São Paulo's time (the screens' time).
    const [latest] = utc.meetings;
    const when = formatMeetingDate(latest!.date);
    expect(when).toContain(`às ${saoPauloTime(latest!.date)}`);
    expect(utc.answer).toContain(latest!.title);
    expect(utc.answer).toContain(when);
    // The board pack: the meetings of its month (São Paulo's month), at São Paulo's time.
    const ofMonth = utc.meetings.filter((m) => monthKey(monthOf(new Date(m.date))) === utc.month);
    expect(ofMonth.length).toBeGreaterThan(0);
    for (const m of ofMonth) expect(utc.pdf).toContain(`${m.title} ${formatMeetingDate(m.date)}`);
    expect(utc.mail).toContain('válido por 1 hora, até <stamp>, horário de Brasília');
  });
});
