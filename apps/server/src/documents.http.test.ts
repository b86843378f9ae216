import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import {
  DOCUMENT_CONTENT_MISMATCH,
  DOCUMENT_FILE_TOO_LARGE,
  DOCUMENT_LINK_INVALID,
  DOCUMENT_NAME_AMBIGUOUS,
  DOCUMENT_NAME_INVALID,
  DOCUMENT_NAME_REQUIRED,
  DOCUMENT_NOT_FOUND,
  DOCUMENT_TYPE_NOT_ALLOWED,
  DOCUMENTS_TOO_MANY,
  DRIVE_URL_INVALID,
  FILE_NAME_REQUIRED,
  FOLDER_CANNOT_MOVE,
  FOLDER_INSIDE_FOLDER,
  FOLDER_NAME_REQUIRED,
  FOLDER_NOT_FOUND,
  FORBIDDEN_BUSINESS,
  MAX_LIBRARY_ITEMS,
  MAX_UPLOAD_BYTES,
  TEXT_HAS_NUL,
  textTooLong,
} from '@portal/domain';
import { schema } from './db';
import { createLocalStorage } from './storage';
import { DEFAULT_FILE_LINK_TTL_SECONDS } from './config';
import { FILE_LINK_STEP_MS } from './services/file-links';
import { BACKENDS, poster, type TestServer } from './test/harness';
import { useSignedInServer, EVERYONE, type People, type Who } from './test/fixtures';
import { createRowDump, rowChanges } from './test/row-dump';
import { ACCEPTED, FAKE_PDF, MP4, PNG, pdf, type TestFile } from './test/upload-files';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DRIVE_FILE = 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/view';
const DRIVE_ID = '1AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const SHEET =
  'https://docs.google.com/spreadsheets/d/1Planilha_Id-0123456789abcdefghijklmnopqr/edit';
const DRIVE_FOLDER = 'https://drive.google.com/drive/folders/1PastaDoDrive0123456789abcdefgh';

// Item shapes as the tests read them.
type Item = {
  id: string;
  type: string;
  name: string;
  parentId: string | null;
  description?: string | null;
  created_at: string;
  content?: Item[];
  drive_url?: string | null;
  driveId?: string | null;
  thumbnail?: string | null;
  file_url?: string | null;
  file_type?: string | null;
  file_size?: number | null;
};

describe.each(BACKENDS)('documents (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;
  /** The server's clock runs this far ahead of the real one (signed links expire by it). */
  let ahead = 0;

  useSignedInServer(backend, (started) => ({ s, people, tokens } = started), {
    clock: { now: () => new Date(Date.now() + ahead) },
  });

  const authType = (who: Who) => (who === 'business' ? 'business' : 'user');
  const session = (who: Who) =>
    who === 'none' ? { authType: 'user' } : { jwt: tokens.get(who)!, authType: authType(who) };
  const act = (who: Who, action: string, body: Record<string, unknown>) =>
    s.post(`/documents?action=${action}`, { ...session(who), ...body });
  const storage = () => createLocalStorage(join(s.dataDir, 'files'));
  const storedKeys = async () => (await storage().list('documents')).map((f) => f.key).sort();

  const upload = async (
    who: Who,
    business: string,
    file: TestFile,
    fields: { name?: string; parentId?: string | null } = {},
  ) => {
    const form = new FormData();
    if (who !== 'none') form.set('jwt', tokens.get(who)!);
    form.set('authType', authType(who));
    form.set('business', business);
    form.set('name', fields.name ?? file.filename);
    form.set('parentId', fields.parentId ?? '');
    form.set(
      'file',
      new File([file.bytes as Uint8Array<ArrayBuffer>], file.filename, { type: file.type }),
    );
    const res = await fetch(`${s.api}/documents?action=uploadDoc`, { method: 'POST', body: form });
    return { status: res.status, body: (await res.json()) as Item & { error?: string } };
  };

  /** A fresh, empty library for one test, reachable by the admin and (linked) the council. */
  const freshLibrary = async () => {
    const id = randomUUID();
    await s.handle.db.insert(schema.businesses).values({ id, name: `Docs ${id.slice(0, 8)}` });
    await s.handle.db
      .insert(schema.userBusinesses)
      .values({ userId: people.council.id, businessId: id });
    return id;
  };
  const library = async (business: string, who: Who = 'admin'): Promise<Item[]> => {
    const r = await act(who, 'getAll', { business });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };
  const ok = async (who: Who, action: string, body: Record<string, unknown>) => {
    const r = await act(who, action, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as Item;
  };
  const folder = (business: string, name: string, who: Who = 'admin') =>
    ok(who, 'createFolder', { business, name, description: `Pasta ${name}`, parentId: null });
  const link = (business: string, name: string, parentId: string | null = null, url = SHEET) =>
    ok('admin', 'createDocument', {
      business,
      name,
      drive_url: url,
      driveId: null,
      type: 'driveFile',
      parentId,
    });
  const rows = (business: string) =>
    s.handle.db.select().from(schema.documents).where(eq(schema.documents.businessId, business));
  const names = (items: readonly Item[]) => items.map((i) => i.name);
  const fetchFile = (url: string, init?: RequestInit) => fetch(new URL(url, s.base), init);

  describe('getAll: the tree as docs/product.md has it', () => {
    it('an empty library answers the webhook-style success list', async () => {
      const business = await freshLibrary();
      expect(await library(business)).toEqual([{ status: 'success' }]);
    });

    it('folders (id = name, files in content) first, then the root; uuids stay in the database', async () => {
      const business = await freshLibrary();
      await folder(business, 'Marketing');
      await folder(business, 'Financeiro');
      await link(business, 'Planilha DRE', 'Financeiro');
      await link(business, 'Contrato social', null, DRIVE_FILE);
      await link(business, 'Fotos', null, DRIVE_FOLDER);
      const sent = await upload('user', business, ACCEPTED[0]!.file, {
        name: 'Relatório',
        parentId: 'Financeiro',
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(403); // the user is not of this company
      const up = await upload('council', business, ACCEPTED[0]!.file, {
        name: 'Relatório',
        parentId: 'Financeiro',
      });
      expect(up.status, JSON.stringify(up.body)).toBe(200);

      const tree = await library(business, 'council');
      expect(names(tree)).toEqual(['Financeiro', 'Marketing', 'Contrato social', 'Fotos']);
      const [financeiro, marketing, contrato, fotos] = tree as [Item, Item, Item, Item];
      expect(financeiro).toMatchObject({
        id: 'Financeiro',
        type: 'folder',
        name: 'Financeiro',
        description: 'Pasta Financeiro',
        parentId: null,
      });
      expect(financeiro.created_at).toMatch(ISO);
      expect(marketing.content).toEqual([]);
      expect(names(financeiro.content!)).toEqual(['Planilha DRE', 'Relatório']);
      const [sheet, report] = financeiro.content! as [Item, Item];
      expect(sheet).toMatchObject({
        type: 'driveFile',
        parentId: 'Financeiro',
        drive_url: SHEET,
        driveId: '1Planilha_Id-0123456789abcdefghijklmnopqr',
        thumbnail:
          'https://drive.google.com/thumbnail?id=1Planilha_Id-0123456789abcdefghijklmnopqr&sz=w320',
        file_url: null,
      });
      expect(report).toMatchObject({
        type: 'uploadedFile',
        parentId: 'Financeiro',
        file_type: 'application/pdf',
        file_size: ACCEPTED[0]!.file.bytes.byteLength,
        drive_url: null,
        thumbnail: null,
      });
      expect(report.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(report.file_url).toMatch(
        new RegExp(`^/webhook/portal/files/documents/${report.id}\\?expires=\\d+&signature=`),
      );
      expect(contrato).toMatchObject({ type: 'driveFile', parentId: null, driveId: DRIVE_ID });
      expect(fotos).toMatchObject({ type: 'redirectFolder', drive_url: DRIVE_FOLDER });

      // The database keeps real keys: a file's parent is its folder's uuid.
      const stored = await rows(business);
      const folderRow = stored.find((r) => r.name === 'Financeiro')!;
      expect(folderRow.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(stored.find((r) => r.name === 'Relatório')!.parentId).toBe(folderRow.id);
    });
  });

  describe('createFolder and createDocument', () => {
    it('a folder lives at the root only: inside a folder is refused with the product’s text', async () => {
      const business = await freshLibrary();
      await folder(business, 'Financeiro');
      const r = await act('admin', 'createFolder', {
        business,
        name: 'Dentro',
        parentId: 'Financeiro',
      });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe(FOLDER_INSIDE_FOLDER);
      expect(names(await library(business))).toEqual(['Financeiro']);
    });

    it('type and Drive id are read from the link, never taken from the client', async () => {
      const business = await freshLibrary();
      const item = await ok('user', 'createDocument', {
        business: people.businessA.id,
        name: `Contrato ${randomUUID().slice(0, 6)}`,
        drive_url: `  ${DRIVE_FILE}  `,
        driveId: 'id-inventado',
        type: 'redirectFolder',
        parentId: null,
      });
      expect(item).toMatchObject({ type: 'driveFile', driveId: DRIVE_ID, drive_url: DRIVE_FILE });
      const folderLink = await ok('admin', 'createDocument', {
        business,
        name: 'Pasta do Drive',
        drive_url: DRIVE_FOLDER,
        driveId: null,
        type: 'driveFile',
        parentId: null,
      });
      expect(folderLink.type).toBe('redirectFolder');
      const site = await link(business, 'Site', null, 'https://www.exemplo.com.br/proposta');
      expect(site).toMatchObject({ type: 'driveFile', driveId: null, thumbnail: null });
    });

    it('the same name in one folder becomes ‘ 2’, ‘ 3’ per kind of item', async () => {
      const business = await freshLibrary();
      expect((await folder(business, 'Contrato')).name).toBe('Contrato');
      expect((await folder(business, 'Contrato')).name).toBe('Contrato 2');
      expect((await link(business, 'Contrato')).name).toBe('Contrato');
      expect((await link(business, 'Contrato')).name).toBe('Contrato 2');
      expect((await link(business, 'Contrato')).name).toBe('Contrato 3');
      expect((await link(business, 'Contrato', 'Contrato')).name).toBe('Contrato');
    });
  });

  describe('uploadDoc', () => {
    it.each(ACCEPTED.map((a) => [a.file.filename, a] as const))(
      'accepts %s by its bytes and serves exactly those bytes back',
      async (_name, { file, servedAs }) => {
        const business = await freshLibrary();
        const r = await upload('admin', business, file, { name: 'Arquivo' });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        expect(r.body).toMatchObject({
          type: 'uploadedFile',
          name: 'Arquivo',
          file_type: servedAs.split(';')[0],
          file_size: file.bytes.byteLength,
        });
        const res = await fetchFile(r.body.file_url!);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe(servedAs);
        expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(file.bytes))).toBe(true);
      },
    );

    it('stores the file under a random key, never its name, and keeps the name for downloads', async () => {
      const business = await freshLibrary();
      const before = await storedKeys();
      const r = await upload('admin', business, {
        bytes: pdf(),
        filename: 'Relatório de Março ção.pdf',
        type: 'application/pdf',
      });
      expect(r.status).toBe(200);
      const [row] = await rows(business);
      expect(row!.fileKey).toMatch(/^documents\/[0-9a-f-]{36}\.pdf$/);
      expect(row!.fileName).toBe('Relatório de Março ção.pdf');
      expect((await storedKeys()).filter((k) => !before.includes(k))).toEqual([row!.fileKey]);

      const inline = await fetchFile(r.body.file_url!);
      expect(inline.headers.get('content-disposition')).toMatch(/^inline; /);
      const download = await fetchFile(`${r.body.file_url!}&download=1`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toBe(
        'attachment; filename="Relatorio de Marco cao.pdf"; ' +
          "filename*=UTF-8''Relat%C3%B3rio%20de%20Mar%C3%A7o%20%C3%A7%C3%A3o.pdf",
      );
      for (const res of [inline, download]) {
        expect(res.headers.get('content-type')).toBe('application/pdf');
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('cache-control')).toBe('private');
        expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("default-src 'none'");
        expect(csp).toContain('sandbox');
      }
      expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(pdf()))).toBe(true);
    });

    it('two uploads of one name at once get the name and ‘ 2’', async () => {
      const business = await freshLibrary();
      const replies = await Promise.all([
        upload('admin', business, ACCEPTED[0]!.file, { name: 'Ata' }),
        upload('council', business, ACCEPTED[7]!.file, { name: 'Ata' }),
      ]);
      expect(replies.map((r) => r.status)).toEqual([200, 200]);
      expect(replies.map((r) => r.body.name).sort()).toEqual(['Ata', 'Ata 2']);
    });
  });

  describe('moveDocument, rename and delete', () => {
    it('moves a file into a folder, out to the root, and makes a taken name ‘ 2’', async () => {
      const business = await freshLibrary();
      await folder(business, 'Financeiro');
      await link(business, 'DRE', 'Financeiro');
      const dre = await link(business, 'DRE');
      const moved = await ok('council', 'moveDocument', {
        business,
        documentName: 'DRE',
        currentParentId: null,
        newParentId: 'Financeiro',
      });
      expect(moved).toMatchObject({ id: dre.id, name: 'DRE 2', parentId: 'Financeiro' });
      const back = await ok('admin', 'moveDocument', {
        business,
        documentName: 'DRE 2',
        id: dre.id,
        currentParentId: 'Financeiro',
        newParentId: null,
      });
      expect(back).toMatchObject({ id: dre.id, name: 'DRE 2', parentId: null });
      const tree = await library(business);
      expect(names(tree)).toEqual(['Financeiro', 'DRE 2']);
      expect(names(tree[0]!.content!)).toEqual(['DRE']);
    });

    it('renames a file onto a taken name as ‘ 2’; a folder keeps its files under its new name', async () => {
      const business = await freshLibrary();
      await folder(business, 'Reuniões');
      await link(business, 'Ata de março', 'Reuniões');
      await link(business, 'Ata de abril', 'Reuniões');
      const renamed = await ok('user', 'rename', {
        business: people.businessA.id,
        oldName: (await link(people.businessA.id, `Velho ${randomUUID().slice(0, 6)}`)).name,
        newName: '  Novo nome  ',
        type: 'driveFile',
      });
      expect(renamed.name).toBe('Novo nome');
      const taken = await ok('admin', 'rename', {
        business,
        oldName: 'Ata de abril',
        newName: 'Ata de março',
        type: 'driveFile',
        parentId: 'Reuniões',
      });
      expect(taken).toMatchObject({ name: 'Ata de março 2', parentId: 'Reuniões' });
      const before = await rows(business);
      const folderRenamed = await ok('admin', 'rename', {
        business,
        oldName: 'Reuniões',
        newName: 'Mentorias',
        type: 'folder',
      });
      expect(folderRenamed).toMatchObject({ id: 'Mentorias', type: 'folder', name: 'Mentorias' });
      expect(folderRenamed.content!.map((c) => c.parentId)).toEqual(['Mentorias', 'Mentorias']);
      const tree = await library(business);
      expect(names(tree)).toEqual(['Mentorias']);
      expect(names(tree[0]!.content!)).toEqual(['Ata de março', 'Ata de março 2']);
      // Only the folder's name changed: its files still point at its uuid.
      const after = await rows(business);
      for (const row of before.filter((r) => r.type !== 'folder'))
        expect(after.find((a) => a.id === row.id)).toEqual(row);
    });

    it('a name two folders share: refused without an id (409), found exactly with one', async () => {
      const business = await freshLibrary();
      await folder(business, 'A');
      await folder(business, 'B');
      const inA = await link(business, 'Plano', 'A');
      await link(business, 'Plano', 'B');
      const ambiguous = await act('admin', 'rename', {
        business,
        oldName: 'Plano',
        newName: 'Plano novo',
        type: 'driveFile',
      });
      expect(ambiguous.status).toBe(409);
      expect(ambiguous.body.error).toBe(DOCUMENT_NAME_AMBIGUOUS);
      const del = await act('admin', 'delete', { business, name: 'Plano' });
      expect(del.status).toBe(409);
      const exact = await ok('admin', 'rename', {
        business,
        oldName: 'Plano',
        newName: 'Plano novo',
        type: 'driveFile',
        id: inA.id,
      });
      expect(exact).toMatchObject({ id: inA.id, name: 'Plano novo', parentId: 'A' });
      expect(
        await act('admin', 'delete', { business, name: 'Plano', parentId: 'B' }),
      ).toMatchObject({
        status: 200,
        body: [{ status: 'success' }],
      });
    });

    it('deleting a file removes its row, then its stored file', async () => {
      const business = await freshLibrary();
      const up = await upload('admin', business, ACCEPTED[7]!.file, { name: 'Foto' });
      const [row] = await rows(business);
      expect(await storedKeys()).toContain(row!.fileKey);
      expect(await act('business', 'delete', { business, name: 'Foto' })).toMatchObject({
        status: 403,
      });
      const r = await act('council', 'delete', { business, name: 'Foto', id: up.body.id });
      expect(r).toMatchObject({ status: 200, body: [{ status: 'success' }] });
      expect(await rows(business)).toEqual([]);
      expect(await storedKeys()).not.toContain(row!.fileKey);
      expect(await library(business)).toEqual([{ status: 'success' }]);
    });

    it('deleting a folder deletes its files and their stored bytes', async () => {
      const business = await freshLibrary();
      await folder(business, 'Antigos');
      await link(business, 'Link', 'Antigos');
      await upload('admin', business, ACCEPTED[0]!.file, { name: 'PDF', parentId: 'Antigos' });
      await upload('admin', business, ACCEPTED[10]!.file, { name: 'GIF', parentId: 'Antigos' });
      const keep = await upload('admin', business, ACCEPTED[7]!.file, { name: 'Fica' });
      const keys = (await rows(business)).flatMap((r) => (r.fileKey ? [r.fileKey] : []));
      const r = await act('admin', 'delete', { business, name: 'Antigos', id: 'Antigos' });
      expect(r.status).toBe(200);
      expect(names(await library(business))).toEqual(['Fica']);
      const left = await storedKeys();
      const kept = (await rows(business))[0]!.fileKey!;
      expect(left).toContain(kept);
      for (const key of keys.filter((k) => k !== kept)) expect(left).not.toContain(key);
      expect(keep.status).toBe(200);
    });
  });

  describe('two writers of one library at once', () => {
    // On PGlite this checks the result, not the locking (its transactions run one at a time).
    it('creates of one name at once give ‘Contrato’, ‘Contrato 2’, ‘Contrato 3’', async () => {
      for (let round = 0; round < 3; round++) {
        const business = await freshLibrary();
        const replies = await Promise.all([
          link(business, 'Contrato'),
          act('council', 'createDocument', {
            business,
            name: 'Contrato',
            drive_url: DRIVE_FILE,
            driveId: null,
            type: 'driveFile',
            parentId: null,
          }).then((r) => r.body as Item),
          link(business, 'Contrato'),
        ]);
        expect(replies.map((r) => r.name).sort()).toEqual(['Contrato', 'Contrato 2', 'Contrato 3']);
        expect((await rows(business)).length).toBe(3);
      }
    });

    it('a rename and a create of one name at once never collide', async () => {
      const business = await freshLibrary();
      await link(business, 'Rascunho');
      const [renamed, created] = await Promise.all([
        ok('admin', 'rename', {
          business,
          oldName: 'Rascunho',
          newName: 'Final',
          type: 'driveFile',
        }),
        link(business, 'Final'),
      ]);
      expect([renamed.name, created.name].sort()).toEqual(['Final', 'Final 2']);
    });
  });

  describe('signed file links', () => {
    const uploaded = async () => {
      const business = await freshLibrary();
      const r = await upload('admin', business, ACCEPTED[0]!.file, { name: 'Assinado' });
      expect(r.status).toBe(200);
      return { business, item: r.body };
    };

    it('refuse an altered signature, expiry or item id (403), nothing else needed', async () => {
      const { item } = await uploaded();
      const url = new URL(item.file_url!, s.base);
      expect((await fetch(url)).status).toBe(200);
      const other = await uploaded();
      const tampered = [
        (u: URL) =>
          u.searchParams.set('signature', `${u.searchParams.get('signature')!.slice(0, -2)}AA`),
        (u: URL) =>
          u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 600)),
        (u: URL) => u.searchParams.delete('signature'),
        (u: URL) => u.searchParams.delete('expires'),
        (u: URL) => (u.pathname = u.pathname.replace(item.id, other.item.id)),
      ];
      for (const change of tampered) {
        const bad = new URL(url);
        change(bad);
        const res = await fetch(bad);
        expect(res.status, bad.toString()).toBe(403);
        expect((await res.json()).error).toBe(DOCUMENT_LINK_INVALID);
      }
    });

    /** Milliseconds from now to the `expires` of a signed link. */
    const lifeOf = (fileUrl: string) =>
      Number(new URL(fileUrl, s.base).searchParams.get('expires')) * 1000 - Date.now();

    it('live the default minutes (the list’s 5-minute cache and 5 more), then refused', async () => {
      const ttl = DEFAULT_FILE_LINK_TTL_SECONDS * 1000;
      expect(ttl).toBe(10 * 60_000);
      const { item } = await uploaded();
      expect(lifeOf(item.file_url!)).toBeGreaterThanOrEqual(ttl - 5_000);
      expect(lifeOf(item.file_url!)).toBeLessThanOrEqual(ttl + FILE_LINK_STEP_MS);
      try {
        ahead = ttl - 60_000;
        expect((await fetchFile(item.file_url!)).status).toBe(200);
        ahead = ttl + FILE_LINK_STEP_MS;
        const late = await fetchFile(item.file_url!);
        expect(late.status).toBe(403);
        expect((await late.json()).error).toBe(DOCUMENT_LINK_INVALID);
      } finally {
        ahead = 0;
      }
    });

    it('live FILE_LINK_TTL when set: a 2-minute link is refused 3 minutes on', async () => {
      const { business, item } = await uploaded();
      const sibling = await s.startSibling({
        config: { ...s.options.config, fileLinkTtlSeconds: 120 },
      });
      const listed = await poster(sibling.api)('/documents?action=getAll', {
        ...session('admin'),
        business,
      });
      expect(listed.status).toBe(200);
      const fileUrl = (listed.body as Item[]).find((i) => i.id === item.id)!.file_url!;
      expect(lifeOf(fileUrl)).toBeGreaterThanOrEqual(120_000 - 5_000);
      expect(lifeOf(fileUrl)).toBeLessThanOrEqual(120_000 + FILE_LINK_STEP_MS);
      try {
        ahead = 60_000;
        expect((await fetch(new URL(fileUrl, sibling.base))).status).toBe(200);
        ahead = 120_000 + FILE_LINK_STEP_MS;
        const late = await fetch(new URL(fileUrl, sibling.base));
        expect(late.status).toBe(403);
        expect((await late.json()).error).toBe(DOCUMENT_LINK_INVALID);
      } finally {
        ahead = 0;
      }
    });

    it('name nothing once the item is deleted (404)', async () => {
      const { business, item } = await uploaded();
      await ok('admin', 'delete', { business, name: item.name, id: item.id });
      const res = await fetchFile(item.file_url!);
      expect(res.status).toBe(404);
      expect((await res.json()).error).toBe(DOCUMENT_LINK_INVALID);
    });

    it('a storage key in place of an item id serves nothing', async () => {
      const { business } = await uploaded();
      const [row] = await rows(business);
      // documents/<key> reads as an item id without a signature (403); deeper paths as no file.
      for (const path of [`files/${row!.fileKey}`, `files/documents/${row!.fileKey}`]) {
        expect([403, 404], path).toContain((await fetch(`${s.api}/${path}`)).status);
      }
    });
  });

  describe('bad input: a clear message, rows and stored files untouched', () => {
    it('each refusal names the problem and changes nothing', async () => {
      const business = await freshLibrary();
      await folder(business, 'Financeiro');
      await link(business, 'Existente');
      await upload('admin', business, ACCEPTED[7]!.file, { name: 'Foto' });
      const other = await link(people.businessB.id, `De B ${randomUUID().slice(0, 6)}`);
      const dump = await createRowDump(s.handle.db, ['login_attempts']);
      const rowsBefore = await dump();
      const filesBefore = await storedKeys();

      const big = (size: number): TestFile => {
        const bytes = new Uint8Array(size);
        bytes.set(pdf());
        return { bytes, filename: 'grande.pdf', type: 'application/pdf' };
      };
      const as = (bytes: Uint8Array, filename: string): TestFile => ({ bytes, filename, type: '' });
      const uploads: [TestFile, Record<string, string | null>, number, string][] = [
        [big(11 * 1024 * 1024), {}, 413, DOCUMENT_FILE_TOO_LARGE],
        [big(MAX_UPLOAD_BYTES + 1), {}, 400, DOCUMENT_FILE_TOO_LARGE],
        [FAKE_PDF, {}, 400, DOCUMENT_CONTENT_MISMATCH],
        [as(MP4, 'video.mp4'), {}, 400, DOCUMENT_TYPE_NOT_ALLOWED],
        [as(MP4, 'video.pdf'), {}, 400, DOCUMENT_CONTENT_MISMATCH],
        [as(PNG, 'foto.gif'), {}, 400, DOCUMENT_CONTENT_MISMATCH],
        [as(PNG, 'sem-extensao'), {}, 400, DOCUMENT_TYPE_NOT_ALLOWED],
        [ACCEPTED[0]!.file, { name: '../segredo' }, 400, DOCUMENT_NAME_INVALID],
        [ACCEPTED[0]!.file, { name: '' }, 400, DOCUMENT_NAME_REQUIRED],
        [ACCEPTED[0]!.file, { parentId: 'Não existe' }, 404, FOLDER_NOT_FOUND],
      ];
      for (const [file, fields, status, message] of uploads) {
        const r = await upload('admin', business, file, fields as { name?: string });
        expect([r.status, r.body.error], `${file.filename} ${JSON.stringify(fields)}`).toEqual([
          status,
          message,
        ]);
      }

      const create = (name: unknown, extra: Record<string, unknown> = {}) =>
        act('admin', 'createDocument', {
          business,
          name,
          drive_url: SHEET,
          driveId: null,
          type: 'driveFile',
          parentId: null,
          ...extra,
        });
      const move = (documentName: string, to: string | null, extra: object = {}) =>
        act('admin', 'moveDocument', {
          business,
          documentName,
          currentParentId: null,
          newParentId: to,
          ...extra,
        });
      const rename = (oldName: string, newName: string, type: string, extra: object = {}) =>
        act('admin', 'rename', { business, oldName, newName, type, ...extra });
      const newFolder = (name: string, parentId: string | null) =>
        act('admin', 'createFolder', { business, name, parentId });
      const ofB = { id: other.id };
      const calls: [Promise<{ status: number; body: { error: string } }>, number, string][] = [
        [create('../etc/passwd'), 400, DOCUMENT_NAME_INVALID],
        [create('a/b'), 400, DOCUMENT_NAME_INVALID],
        [create('nome\u0000nulo'), 400, TEXT_HAS_NUL],
        [create('x'.repeat(500)), 400, textTooLong(200)],
        [create('   '), 400, DOCUMENT_NAME_REQUIRED],
        [
          create('Falso', { drive_url: 'https://drive.google.com.evil.com/file/d/x' }),
          400,
          DRIVE_URL_INVALID,
        ],
        [create('Dentro de nada', { parentId: 'Não existe' }), 404, FOLDER_NOT_FOUND],
        [newFolder('', null), 400, FOLDER_NAME_REQUIRED],
        [newFolder('Sub', 'Financeiro'), 400, FOLDER_INSIDE_FOLDER],
        [move('Financeiro', null), 400, FOLDER_CANNOT_MOVE],
        [move('Financeiro', null, { id: 'Financeiro' }), 400, FOLDER_CANNOT_MOVE],
        [move('Existente', 'Não existe'), 404, FOLDER_NOT_FOUND],
        [move(other.name, 'Financeiro', ofB), 404, DOCUMENT_NOT_FOUND],
        [rename('Existente', '  ', 'driveFile'), 400, FILE_NAME_REQUIRED],
        [rename('Financeiro', 'a/b', 'folder'), 400, DOCUMENT_NAME_INVALID],
        [rename(other.name, 'Roubado', 'driveFile', ofB), 404, DOCUMENT_NOT_FOUND],
        [act('admin', 'delete', { business, name: other.name, ...ofB }), 404, DOCUMENT_NOT_FOUND],
        [act('admin', 'delete', { business, name: 'Ninguém' }), 404, DOCUMENT_NOT_FOUND],
      ];
      for (const [call, status, message] of calls) {
        const r = await call;
        expect([r.status, r.body.error]).toEqual([status, message]);
      }
      expect(rowChanges(rowsBefore, await dump())).toEqual({});
      expect(await storedKeys()).toEqual(filesBefore);
    });

    it(`a library of ${MAX_LIBRARY_ITEMS.toLocaleString('en')} items takes no more`, async () => {
      const business = await freshLibrary();
      const filler = Array.from({ length: MAX_LIBRARY_ITEMS }, (_, i) => ({
        businessId: business,
        type: 'driveFile' as const,
        name: `Link ${i}`,
        driveUrl: SHEET,
      }));
      for (let i = 0; i < filler.length; i += 1000)
        await s.handle.db.insert(schema.documents).values(filler.slice(i, i + 1000));
      const filesBefore = await storedKeys();
      for (const r of [
        await act('admin', 'createFolder', { business, name: 'Mais uma', parentId: null }),
        await act('admin', 'createDocument', {
          business,
          name: 'Mais um',
          drive_url: SHEET,
          driveId: null,
          type: 'driveFile',
          parentId: null,
        }),
        await upload('admin', business, ACCEPTED[0]!.file, { name: 'Mais um PDF' }),
      ]) {
        expect([r.status, r.body.error]).toEqual([400, DOCUMENTS_TOO_MANY]);
      }
      expect((await rows(business)).length).toBe(MAX_LIBRARY_ITEMS);
      expect(await storedKeys()).toEqual(filesBefore);
    });
  });

  describe('who may do what (company A)', () => {
    const writers: Who[] = ['admin', 'council', 'user', 'business'];
    const expected = (who: Who) => (who === 'none' ? 401 : writers.includes(who) ? 200 : 403);

    it.each(EVERYONE)('every action as %s', async (who) => {
      const business = people.businessA.id;
      const tag = `${who} ${randomUUID().slice(0, 6)}`;
      // The library as someone allowed set it up, so refused callers have something to aim at.
      await folder(business, `Pasta ${tag}`);
      await link(business, `Link ${tag}`);
      const before = await rows(business);
      const statuses = [
        (await act(who, 'getAll', { business })).status,
        (await act(who, 'createFolder', { business, name: `Nova ${tag}`, parentId: null })).status,
        (
          await act(who, 'createDocument', {
            business,
            name: `Doc ${tag}`,
            drive_url: SHEET,
            driveId: null,
            type: 'driveFile',
            parentId: `Pasta ${tag}`,
          })
        ).status,
        (await upload(who, business, ACCEPTED[7]!.file, { name: `Foto ${tag}` })).status,
        (
          await act(who, 'moveDocument', {
            business,
            documentName: `Link ${tag}`,
            currentParentId: null,
            newParentId: `Pasta ${tag}`,
          })
        ).status,
        (
          await act(who, 'rename', {
            business,
            oldName: `Pasta ${tag}`,
            newName: `Renomeada ${tag}`,
            type: 'folder',
          })
        ).status,
        (await act(who, 'delete', { business, name: `Link ${tag}` })).status,
      ];
      expect(statuses).toEqual(statuses.map(() => expected(who)));
      if (expected(who) !== 200) expect(await rows(business)).toEqual(before);
    });

    it('a person of A naming company B: 403 for every action, B unchanged', async () => {
      const business = people.businessB.id;
      const target = await link(business, `Alvo ${randomUUID().slice(0, 6)}`);
      const before = await rows(business);
      for (const who of ['user', 'business'] as const) {
        const replies = [
          await act(who, 'getAll', { business }),
          await act(who, 'createFolder', { business, name: 'Intrusa', parentId: null }),
          await act(who, 'rename', {
            business,
            oldName: target.name,
            newName: 'x',
            type: 'driveFile',
          }),
          await act(who, 'delete', { business, name: target.name, id: target.id }),
          await upload(who, business, ACCEPTED[7]!.file, { name: 'Intrusa' }),
        ];
        for (const r of replies)
          expect([r.status, r.body.error]).toEqual([403, FORBIDDEN_BUSINESS]);
      }
      expect(await rows(business)).toEqual(before);
    });
  });
});
