import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  apiLogin,
  documentsAction,
  documentsCall,
  holdNextCall,
  waitForDocumentsCall,
  type ApiSession,
} from '../support/api';
import { demo, demoPassword } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { buildPdf } from '../support/pdf';
import type { DocumentsPage } from '../pages/DocumentsPage';
import type { LoginPage } from '../pages/LoginPage';
import { routes } from '@portal/domain';

const company = 'Padaria Pão da Serra';
// Unique per run, so the spec can run again on the same database.
const stamp = Date.now();
const outsider = { key: 'paulo@sorrisopleno.com.br', company: 'Sorriso Pleno Odontologia' };
const refused = 'Você não tem permissão para acessar esta empresa.';

type TreeItem = { id: string; name: string; parentId: string | null; content?: TreeItem[] };

/** Every item of this run in the company's library (folders first: their files go with them). */
async function itemsOfThisRun(request: Parameters<typeof apiLogin>[0], session: ApiSession) {
  const businessId = session.business?.id as string;
  const reply = await documentsAction(request, session, 'getAll', businessId);
  const tree = (await reply.json()) as TreeItem[];
  if (!Array.isArray(tree)) return [];
  const flat = tree.flatMap((item) => [item, ...(item.content ?? [])]);
  return flat.filter((item) => 'id' in item && item.name.includes(String(stamp)));
}

// Whatever step failed, nothing of this run stays in the demo company's library.
test.afterEach(async ({ request }) => {
  const session = await apiLogin(request, demo.user.key);
  const businessId = session.business?.id;
  if (!businessId) return;
  for (const item of await itemsOfThisRun(request, session)) {
    await documentsAction(request, session, 'delete', businessId, {
      name: item.name,
      id: item.id,
      parentId: item.parentId,
    });
  }
});

async function openLibrary(page: Page, loginPage: LoginPage, docs: DocumentsPage) {
  await loginPage.goto();
  await loginPage.signInAs('user');
  await page.waitForURL(exactPath(demo.user.landing));
  await docs.open();
  await expect(docs.heading(company)).toBeVisible();
}

/** Every value the upload's bar showed, in order, collected in the page as they change. */
async function recordUploadProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { uploadProgress: number[] }).uploadProgress = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Enviando arquivo"]');
      const value = bar ? Number(bar.getAttribute('aria-valuenow')) : null;
      if (value !== null && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { uploadProgress: number[] }).uploadProgress);
}

test('the demo user files documents: folder, Drive link, a PDF uploaded with real progress, preview, download, moves, rename, search and delete', async ({
  loginPage,
  documentsPage: docs,
  page,
}) => {
  // The whole library in one walk (about forty steps, three reloads, a real upload): near a
  // minute on a quiet 2-core machine, past it when the machine is busy.
  test.slow();
  const folder = `Notas fiscais ${stamp}`;
  const link = `Plano de vendas ${stamp}`;
  const renamed = `Plano de vendas 2026 ${stamp}`;
  const upload = `Cardápio de verão ${stamp}`;
  const fileName = `cardapio-${stamp}.pdf`;
  // Large enough that a throttled upload reports several steps.
  const pdf = buildPdf(`Cardápio de verão ${stamp}`, 3 * 1024 * 1024);

  await openLibrary(page, loginPage, docs);
  await expect(docs.breadcrumb).toHaveText('Root');
  await expect(docs.back).toBeDisabled();

  // A folder at root.
  const folderCreated = waitForDocumentsCall(page, 'createFolder');
  await docs.createFolder(folder, 'Entradas e saídas de 2026');
  expect((await folderCreated).status()).toBe(200);
  await expect(docs.card(folder, docs.section('Pastas'))).toBeVisible();

  // A Google Docs link.
  const linkCreated = waitForDocumentsCall(page, 'createDocument');
  await docs.addLink(`https://docs.google.com/document/d/e2e${stamp}abcdefghijklmnop/edit`, link);
  expect((await linkCreated).status()).toBe(200);
  await expect(docs.card(link, docs.section('Arquivos'))).toBeVisible();

  // A PDF through a throttled connection: the bar shows the bytes really sent.
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await docs.pickUpload({ name: fileName, mimeType: 'application/pdf', buffer: pdf }, upload);
  const progress = await recordUploadProgress(page);
  const uploaded = waitForDocumentsCall(page, 'uploadDoc');
  await docs.createDocumentDialog.getByRole('button', { name: 'Submit' }).click();
  await expect(docs.uploadProgress()).toBeVisible();
  await expect(docs.createDocumentDialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  expect((await uploaded).status()).toBe(200);
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const values = await progress();
  const between = values.filter((value) => value > 0 && value < 100);
  expect(new Set(between).size, `progress seen: ${values.join(', ')}`).toBeGreaterThanOrEqual(2);
  expect(values).toEqual([...values].sort((a, b) => a - b));
  await expect(docs.createDocumentDialog).toBeHidden();
  await expect(docs.card(upload, docs.section('Arquivos'))).toBeVisible();

  // Preview: the PDF opens from its signed link inside the viewer's iframe.
  const shown = page.waitForResponse(
    (response) =>
      response.url().includes('/webhook/portal/files/documents/') &&
      response.request().resourceType() === 'document',
  );
  await docs.card(upload).click();
  const viewer = docs.previewDialog(upload);
  await expect(viewer.locator('iframe')).toHaveAttribute('title', `Pré-visualização de ${upload}`);
  const served = await shown;
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('application/pdf');
  expect(served.request().frame()).not.toBe(page.mainFrame());

  // Download: the same bytes come back, under the file's name.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    viewer.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  const saved = await readFile(await download.path());
  expect(saved.equals(pdf)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // Keyboard drag of the PDF into the folder.
  let moved = waitForDocumentsCall(page, 'moveDocument');
  await docs.moveWithKeyboard(upload, `a pasta ${folder}`);
  expect((await moved).status()).toBe(200);
  await expect(docs.toast('Documento movido com sucesso!')).toBeVisible();
  await expect(docs.card(upload)).toBeHidden();

  // 'Mover para…' puts the link in the folder too.
  moved = waitForDocumentsCall(page, 'moveDocument');
  await docs.moveWithMenu(link, folder);
  expect((await moved).status()).toBe(200);
  await expect(docs.card(link)).toBeHidden();

  // Inside the folder: both files; a mouse drag onto the breadcrumb takes the PDF back to Root.
  await docs.card(folder).click();
  await expect(docs.breadcrumb).toHaveText(folder);
  await expect(docs.card(upload)).toBeVisible();
  await expect(docs.card(link)).toBeVisible();
  moved = waitForDocumentsCall(page, 'moveDocument');
  await docs.moveWithMouse(upload, docs.breadcrumb);
  expect((await moved).status()).toBe(200);
  await expect(docs.card(upload)).toBeHidden();

  // Rename the link.
  const renamedCall = waitForDocumentsCall(page, 'rename');
  await docs.rename(link, renamed);
  expect((await renamedCall).status()).toBe(200);
  await expect(docs.toast('Documento renomeado com sucesso!')).toBeVisible();
  await expect(docs.card(renamed)).toBeVisible();

  // After a reload it all comes from the server.
  const reloaded = waitForDocumentsCall(page, 'getAll');
  await page.reload();
  expect((await reloaded).status()).toBe(200);
  await expect(docs.breadcrumb).toHaveText('Root');
  await expect(docs.card(upload, docs.section('Arquivos'))).toBeVisible();
  await docs.card(folder).click();
  await expect(docs.card(renamed)).toBeVisible();
  await expect(docs.card(upload)).toBeHidden();
  await docs.back.click();

  // Search: names at every level; nothing for nonsense.
  await docs.search.fill(String(stamp));
  await expect(docs.card(folder)).toBeVisible();
  await expect(docs.card(renamed)).toBeVisible();
  await expect(docs.card(upload)).toBeVisible();
  await docs.search.fill(`zzz ${stamp} inexistente`);
  await expect(page.getByRole('heading', { name: 'Nenhum documento encontrado' })).toBeVisible();
  await docs.search.fill('');

  // Delete the PDF, then the folder with the link inside it.
  let deleted = waitForDocumentsCall(page, 'delete');
  await docs.delete(upload);
  expect((await deleted).status()).toBe(200);
  await expect(docs.toast('Documento excluído com sucesso!')).toBeVisible();
  deleted = waitForDocumentsCall(page, 'delete');
  await docs.delete(folder);
  expect((await deleted).status()).toBe(200);
  await expect(docs.card(folder)).toBeHidden();
  const afterDelete = waitForDocumentsCall(page, 'getAll');
  await page.reload();
  await afterDelete;
  await docs.search.fill(String(stamp));
  await expect(page.getByRole('heading', { name: 'Nenhum documento encontrado' })).toBeVisible();
});

test('create, rename and move show before the server answers, and a refused move is undone with its reason', async ({
  loginPage,
  documentsPage: docs,
  page,
  request,
}) => {
  const folder = `Fornecedores ${stamp}`;
  const gone = `Arquivo morto ${stamp}`;
  const link = `Tabela de preços ${stamp}`;
  const relinked = `Lista de preços ${stamp}`;
  const session = await apiLogin(request, demo.user.key);
  const businessId = session.business?.id as string;
  for (const [action, body] of [
    ['createFolder', { name: gone, parentId: null }],
    [
      'createDocument',
      {
        name: link,
        drive_url: `https://docs.google.com/spreadsheets/d/e2e${stamp}precos/edit`,
        driveId: `e2e${stamp}precos`,
        type: 'driveFile',
        parentId: null,
      },
    ],
  ] as const)
    expect((await documentsAction(request, session, action, businessId, body)).status()).toBe(200);
  await openLibrary(page, loginPage, docs);

  // Held at the browser: the folder is there and the dialog gone while the answer has not come.
  let release = await holdNextCall(page, documentsCall('createFolder'));
  const created = waitForDocumentsCall(page, 'createFolder');
  await docs.createFolder(folder);
  await expect(docs.newFolderDialog).toBeHidden();
  const shown = docs.card(folder, docs.section('Pastas'));
  await expect(shown).toBeVisible();
  // Its card waits for the answer: busy, no menu yet.
  await expect(shown.locator('..')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('button', { name: `Ações de ${folder}`, exact: true })).toHaveCount(
    0,
  );
  release();
  expect((await created).status()).toBe(200);
  await expect(page.getByRole('button', { name: `Ações de ${folder}`, exact: true })).toBeVisible();

  // A rename shows its new name at once too.
  release = await holdNextCall(page, documentsCall('rename'));
  const renamedCall = waitForDocumentsCall(page, 'rename');
  await docs.rename(link, relinked);
  await expect(docs.card(relinked)).toBeVisible();
  await expect(docs.card(link)).toHaveCount(0);
  release();
  expect((await renamedCall).status()).toBe(200);
  await expect(docs.toast('Documento renomeado com sucesso!')).toBeVisible();

  // Someone else deletes a folder this page still shows; a move into it leaves at once, and when
  // the server refuses it the file is back where it was, with why.
  expect(
    (
      await documentsAction(request, session, 'delete', businessId, {
        name: gone,
        id: gone,
        parentId: null,
      })
    ).status(),
  ).toBe(200);
  release = await holdNextCall(page, documentsCall('moveDocument'));
  const refusedMove = waitForDocumentsCall(page, 'moveDocument');
  await docs.moveWithMenu(relinked, gone);
  await expect(docs.card(relinked)).toHaveCount(0);
  release();
  expect((await refusedMove).status()).toBe(404);
  await expect(docs.card(relinked, docs.section('Arquivos'))).toBeVisible();
  await expect(
    docs.toast(`Não foi possível mover "${relinked}". Pasta não encontrada.`),
  ).toBeVisible();
});

test('at 360 px the library fits the phone: menus, the upload dialog and Mover para…', async ({
  loginPage,
  documentsPage: docs,
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const folder = `Contratos ${stamp}`;
  const upload = `Contrato de aluguel ${stamp}`;
  await openLibrary(page, loginPage, docs);

  const folderCreated = waitForDocumentsCall(page, 'createFolder');
  await docs.createFolder(folder);
  expect((await folderCreated).status()).toBe(200);

  await docs.pickUpload(
    { name: `aluguel-${stamp}.pdf`, mimeType: 'application/pdf', buffer: buildPdf('Aluguel') },
    upload,
  );
  const dialogBox = await docs.createDocumentDialog.boundingBox();
  expect(dialogBox?.width).toBe(360);
  const uploaded = waitForDocumentsCall(page, 'uploadDoc');
  await docs.createDocumentDialog.getByRole('button', { name: 'Submit' }).click();
  expect((await uploaded).status()).toBe(200);
  await expect(docs.card(upload)).toBeVisible();

  const moved = waitForDocumentsCall(page, 'moveDocument');
  await docs.moveWithMenu(upload, folder);
  expect((await moved).status()).toBe(200);
  await docs.card(folder).click();
  await expect(docs.breadcrumb).toHaveText(folder);
  await expect(docs.card(upload)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('another company’s library is refused by the server and never shown', async ({
  loginPage,
  documentsPage: docs,
  page,
  request,
}) => {
  const padaria = await apiLogin(request, demo.user.key);
  const padariaId = padaria.business?.id as string;
  const folder = `Só da Padaria ${stamp}`;
  expect(
    (
      await documentsAction(request, padaria, 'createFolder', padariaId, {
        name: folder,
        parentId: null,
      })
    ).status(),
  ).toBe(200);

  const session = await apiLogin(request, outsider.key);
  expect(session.business?.name).toBe(outsider.company);
  const read = await documentsAction(request, session, 'getAll', padariaId);
  expect(read.status()).toBe(403);
  expect(await read.json()).toMatchObject({ error: refused });
  const write = await documentsAction(request, session, 'createFolder', padariaId, {
    name: `Intruso ${stamp}`,
    parentId: null,
  });
  expect(write.status()).toBe(403);
  expect((await itemsOfThisRun(request, padaria)).map((item) => item.name)).toEqual([folder]);

  // In the browser the outsider sees their own company's library, without Padaria's folder.
  await loginPage.goto();
  await loginPage.signIn(outsider.key, demoPassword);
  await page.waitForURL(exactPath(routes.meetings));
  await docs.open();
  await expect(docs.heading(outsider.company)).toBeVisible();
  await expect(docs.section('Pastas')).toBeVisible();
  await expect(docs.card(folder)).toBeHidden();
});
