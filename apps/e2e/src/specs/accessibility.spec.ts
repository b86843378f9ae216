import type { Route } from '@playwright/test';
import {
  apiBase,
  apiLogin,
  documentsCall,
  holdNextCall,
  holdNextTasksCall,
  waitForCompanyCall,
  waitForTasksCall,
} from '../support/api';
import { AdminFinancePage } from '../pages/AdminFinancePage';
import { AdminUsersPage } from '../pages/AdminUsersPage';
import { AdminBusinessesPage } from '../pages/AdminBusinessesPage';
import { AdminChatPage } from '../pages/AdminChatPage';
import { ReportsPage } from '../pages/ReportsPage';
import { SearchDialog } from '../pages/SearchDialog';
import { demo } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { listMail, resetLinkIn, waitForMail } from '../support/mail';
import { saoPauloMonth } from '../support/months';
import { newBusiness, newPerson } from '../support/people';
import { routes } from '@portal/domain';

// axe on every page of the product that exists, in each state a person meets, at 1280 and 360 px
// (`a11y.check`, support/axe.ts): zero violations of any impact. A new screen adds one line here.

// Each check runs axe twice over the whole page; on a busy machine a walk takes minutes.
test.slow();

const company = 'Padaria Pão da Serra';
const meetingTitle = 'Planejamento de produção e desperdício';
// A task the seed puts on the demo company's board (apps/server/src/seed/demo-data.ts).
const seededTask = 'Trocar o fornecedor de embalagens';

test('the check fails on a page with a violation, naming the rule and the element', async ({
  a11y,
  loginPage,
  page,
}) => {
  await loginPage.goto();
  // An image without a text alternative, planted in the page: axe's 'image-alt' rule.
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.id = 'planted-image';
    image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    document.body.append(image);
  });
  const failure = await a11y.check('login with a planted image').then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('1280 px · image-alt (critical)');
  expect(failure).toContain('360 px · image-alt (critical)');
  expect(failure).toContain('#planted-image');
});

test('login, registration (both steps) and waiting', async ({
  a11y,
  loginPage,
  registerPage,
  waitingPage,
  page,
}) => {
  const person = newPerson('axe');

  await loginPage.goto();
  await a11y.check('login');
  await loginPage.forgotPasswordLink.click();
  await expect(loginPage.resetDialog).toBeVisible();
  await a11y.check('login, password-reset dialog');
  await loginPage.page.keyboard.press('Escape');
  await expect(loginPage.resetDialog).toBeHidden();

  await registerPage.goto();
  await expect(registerPage.field('Nome completo')).toBeVisible();
  await a11y.check('register, step 1');
  await registerPage.nextButton.click();
  await expect(page.getByText('O nome é obrigatório')).toBeVisible();
  await a11y.check('register, step 1 with errors');
  await registerPage.fillPerson(person);
  await page.getByRole('radio', { name: 'Negócio existente' }).check();
  await expect(page.getByRole('radio', { name: company, exact: true })).toBeVisible();
  await a11y.check('register, step 2: existing business');
  await registerPage.createBusiness(newBusiness(person.email));
  await a11y.check('register, step 2: new business');
  await registerPage.submit();

  await page.waitForURL(exactPath(routes.waiting));
  await expect(waitingPage.heading).toBeVisible();
  await a11y.check('waiting');
});

test('the password-reset dialog and every state of the reset page', async ({
  a11y,
  loginPage,
  registerPage,
  waitingPage,
  resetPasswordPage,
  page,
}) => {
  // A person of our own, whose password this test may change.
  const person = newPerson('axe-reset');
  await registerPage.registerWaiting(person, newBusiness(person.email));
  await waitingPage.backToLoginButton.click();
  await page.waitForURL(exactPath(routes.login));

  const before = await listMail();
  await loginPage.requestPasswordReset(person.email);
  await expect(
    page.getByText(
      'Se uma conta com este email existe, você recebeu um LINK para redefinir a senha.',
    ),
  ).toBeVisible();
  await a11y.check('login, password-reset dialog: sent');
  const link = resetLinkIn(await waitForMail(person.email, before));

  // The token check held back, so the page's loading state stays on screen for axe.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${apiBase}/verify-reset-token`, async (route: Route) => {
    await held;
    await route.continue();
  });
  await resetPasswordPage.open(link);
  await expect(page.getByRole('status').filter({ hasText: 'Verificando link...' })).toBeVisible();
  await a11y.check('reset password: checking the link');
  release();
  await expect(resetPasswordPage.greeting(person.name)).toBeVisible();
  await page.unroute(`**${apiBase}/verify-reset-token`);
  await a11y.check('reset password: form');
  await resetPasswordPage.setPassword('novaSenha456');
  await expect(resetPasswordPage.success).toBeVisible();
  await a11y.check('reset password: done');
  await page.waitForURL(exactPath(routes.login));

  await resetPasswordPage.open(link);
  await expect(resetPasswordPage.invalidLink).toBeVisible();
  await a11y.check('reset password: invalid link');
});

test("the top bar's search: its prompt, results, nothing found and a line opened", async ({
  a11y,
  loginPage,
  meetingPage,
  page,
}) => {
  const search = new SearchDialog(page);
  await loginPage.goto();
  await loginPage.signInAs('user');
  await page.waitForURL(exactPath(demo.user.landing));
  await search.trigger.click();
  await expect(search.box).toBeFocused();
  await a11y.check('search, prompt');
  await search.box.fill('fornada');
  await expect(search.group('Transcrições')).toBeVisible();
  await a11y.check('search, results');
  await search.box.fill('xilofone');
  await expect(search.empty('xilofone')).toBeVisible();
  await a11y.check('search, nothing found');
  await search.box.fill('fornada');
  await search.group('Transcrições').getByRole('option').first().click();
  await expect(meetingPage.entries.and(page.locator('[aria-current="location"]'))).toBeVisible();
  await a11y.check('meeting detail, Transcript at a line the search opened');
});

test('the meetings and the task board of the demo user', async ({
  a11y,
  loginPage,
  meetingsPage,
  meetingPage,
  taskBoardPage: board,
  page,
}) => {
  await loginPage.goto();
  await loginPage.signInAs('user');
  await page.waitForURL(exactPath(demo.user.landing));
  await expect(meetingsPage.meetingLink(meetingTitle)).toBeVisible();
  await a11y.check('meetings list');

  await meetingsPage.open(meetingTitle);
  await expect(meetingPage.section('Notes')).toBeVisible();
  await a11y.check('meeting detail, Resumo');
  await meetingPage.tab('Transcript').click();
  await expect(meetingPage.entries.first()).toBeVisible();
  await a11y.check('meeting detail, Transcript');

  // A slow board: its list held at the browser while the skeleton of the columns shows.
  const release = await holdNextTasksCall(page, 'getAll');
  const loaded = waitForTasksCall(page, 'getAll');
  await board.goto();
  await expect(page.locator('[data-board-skeleton]')).toBeVisible();
  await a11y.check('task board, loading skeleton');
  release();
  expect((await loaded).status()).toBe(200);
  await expect(board.card(seededTask)).toBeVisible();
  await a11y.check('task board');
  await board.open(seededTask);
  await a11y.check('task board, task panel open');
  await page.keyboard.press('Escape');
  await expect(board.panel).toBeHidden();
  await board.newTaskButton().click();
  await expect(board.newTaskDialog).toBeVisible();
  await a11y.check('task board, new-task dialog');
});

test('the document library of the demo user', async ({
  a11y,
  loginPage,
  documentsPage: docs,
  page,
}) => {
  await loginPage.goto();
  await loginPage.signInAs('user');
  await page.waitForURL(exactPath(demo.user.landing));
  await docs.open();
  await expect(docs.section('Pastas')).toBeVisible();
  await a11y.check('document library');

  await page.getByRole('button', { name: 'Novo', exact: true }).click();
  await expect(page.getByRole('menu', { name: 'Novo' })).toBeVisible();
  await a11y.check('document library, Novo menu');
  await page.keyboard.press('Escape');

  await docs.newItem('Novo Documento');
  await expect(docs.createDocumentDialog).toBeVisible();
  await a11y.check('document library, create-document dialog (URL)');
  await docs.createDocumentDialog.getByRole('tab', { name: 'Upload' }).click();
  await a11y.check('document library, create-document dialog (Upload)');
  await page.keyboard.press('Escape');
  await expect(docs.createDocumentDialog).toBeHidden();

  await docs.newItem('Nova Pasta');
  await expect(docs.newFolderDialog).toBeVisible();
  await a11y.check('document library, new-folder dialog');
  await page.keyboard.press('Escape');

  // A folder shown before the server answers, then undone when the answer is a failure (held at
  // the browser and answered 500 there, so the demo library keeps no folder of this check).
  const answer = await holdNextCall(page, documentsCall('createFolder'), (route: Route) =>
    route.fulfill({ status: 500, json: { error: 'falha' } }),
  );
  const onItsWay = `Pasta a caminho ${Date.now()}`;
  await docs.createFolder(onItsWay);
  await expect(docs.card(onItsWay).locator('..')).toHaveAttribute('aria-busy', 'true');
  await a11y.check('document library, a folder on its way');
  answer();
  await expect(docs.card(onItsWay)).toHaveCount(0);
  await expect(page.getByRole('alert')).toContainText(
    `Não foi possível criar a pasta "${onItsWay}".`,
  );
  await a11y.check('document library, a change undone');

  await docs.card('Reuniões').click();
  await expect(docs.breadcrumb).toHaveText('Reuniões');
  await a11y.check('document library, a folder');
  await docs.card('Resumo da mentoria.pdf').click();
  await expect(docs.previewDialog('Resumo da mentoria.pdf').locator('iframe')).toBeVisible();
  await a11y.check('document library, PDF preview');
  await page.keyboard.press('Escape');
  await docs.menu('Resumo da mentoria.pdf', 'Delete');
  await expect(docs.deleteDialog).toBeVisible();
  await a11y.check('document library, delete confirmation');
  await docs.deleteDialog.getByRole('button', { name: 'Cancelar' }).click();
  await docs.menu('Resumo da mentoria.pdf', 'Mover para…');
  await expect(docs.moveDialog).toBeVisible();
  await a11y.check('document library, Mover para…');
  await page.keyboard.press('Escape');

  await docs.search.fill('nada com este nome');
  await expect(page.getByRole('heading', { name: 'Nenhum documento encontrado' })).toBeVisible();
  await a11y.check('document library, search without results');
});

test('the reports of the demo user: Analytics, the fill form, a detail and a missing one', async ({
  a11y,
  loginPage,
  page,
}) => {
  const reports = new ReportsPage(page);
  await loginPage.goto();
  await loginPage.signInAs('user');
  await page.waitForURL(exactPath(demo.user.landing));
  await reports.open();
  await expect(reports.monthCards.first()).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Faturamento e lucro por mês' }).locator('canvas'),
  ).toBeVisible();
  await a11y.check('reports analytics');

  await reports.fillButton.click();
  await reports.formDialog.getByRole('button', { name: 'Salvar relatório' }).click();
  await expect(reports.formDialog.getByText('Informe o valor.').first()).toBeVisible();
  await a11y.check('reports, fill form with errors');
  // A month that has a report: its values in the form, and the question before replacing it.
  const lastMonth = saoPauloMonth(-1);
  await reports.field('Mês de referência').fill(lastMonth.key);
  await reports.formDialog.getByRole('button', { name: 'Salvar relatório' }).click();
  await expect(reports.replaceQuestion(lastMonth.label)).toBeVisible();
  await a11y.check('reports, replace question');
  await reports.replaceQuestion(lastMonth.label).getByRole('button', { name: 'Cancelar' }).click();
  await reports.formDialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(reports.formDialog).toBeHidden();

  await reports.monthCards.first().click();
  await expect(reports.reportCard).toBeVisible();
  await a11y.check('report detail');

  await page.goto(`${routes.reports}/nao-existe`);
  await expect(page.getByText('Report not found')).toBeVisible();
  await a11y.check('report detail, not found');
});

test('the company information and the profile modal of the demo user', async ({
  a11y,
  loginPage,
  companyInfoPage: info,
  shellPage,
  profileModal,
  page,
}) => {
  await loginPage.goto();
  await loginPage.signInAs('user');
  await page.waitForURL(exactPath(demo.user.landing));

  const companyLoaded = waitForCompanyCall(page, 'get');
  await info.goto();
  expect((await companyLoaded).status()).toBe(200);
  await expect(info.website).toBeDisabled();
  await a11y.check('company information, view');
  await info.editButton.click();
  await expect(info.website).toBeEnabled();
  await a11y.check('company information, edit');
  // A website that is no URL, marked beside the field (nothing is sent).
  await info.website.fill('padaria sem site');
  await info.saveButton.click();
  await expect(info.website).toHaveAttribute('aria-invalid', 'true');
  await a11y.check('company information, invalid website');
  await info.viewButton.click();

  await shellPage.roleBadge('Usuário').click();
  await expect(profileModal.dialog.getByText(demo.user.key).first()).toBeVisible();
  await a11y.check('profile modal');
  await profileModal.dialog.getByRole('tab', { name: 'Alterar senha' }).click();
  await a11y.check('profile modal, password tab');
});

test('the admin pages and a company in spy mode', async ({
  a11y,
  loginPage,
  meetingsPage,
  request,
  page,
}) => {
  await loginPage.goto();
  await loginPage.signInAs('admin');
  await page.waitForURL(exactPath(demo.admin.landing));
  for (const [path, heading] of [
    [routes.adminBusinesses, 'Empresas'],
    [routes.adminUsers, 'Usuários'],
    [routes.adminFinance, 'Finance'],
    [routes.adminChat, 'Chat com IA'],
    [routes.adminAudit, 'Registro de auditoria'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await a11y.check(`admin: ${path}`);
  }

  // The companies screen's 'Access Company' stores exactly these keys when entering a company;
  // storing them here reaches the company pages without that screen's round trips.
  const padaria = (await apiLogin(request, demo.user.key)).business;
  if (!padaria) throw new Error('the demo user has no company');
  await page.evaluate((business) => {
    localStorage.setItem('spy_mode', 'true');
    localStorage.setItem('spy_mode_business_id', business.id);
    localStorage.setItem('business', JSON.stringify(business));
  }, padaria);
  await page.goto(routes.meetings);
  await expect(meetingsPage.meetingLink(meetingTitle)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exit View' })).toBeVisible();
  await a11y.check('spy mode: meetings of a company');
});

test('the admin users screen: list, filters, nothing found, detail, edit, New User, delete', async ({
  a11y,
  loginPage,
  page,
}) => {
  await loginPage.goto();
  await loginPage.signInAs('admin');
  await page.waitForURL(exactPath(demo.admin.landing));
  const users = new AdminUsersPage(page);
  await users.goto();
  await expect(users.row('Roberto Almeida')).toBeVisible();
  await a11y.check('admin users, list');
  await users.openFilters();
  await users.roleFilter.selectOption({ label: 'Conselho' });
  await a11y.check('admin users, filters panel');
  await users.clearFilters.click();
  await users.search.fill('nada com este nome');
  await expect(page.getByRole('heading', { name: 'Nenhum usuário encontrado' })).toBeVisible();
  await a11y.check('admin users, nothing found');
  await users.search.fill('');

  await users.openDetail('Roberto Almeida');
  await expect(users.dialog).toHaveAccessibleName('Roberto Almeida');
  await a11y.check('admin users, user detail');
  await users.dialog.getByRole('button', { name: 'Editar' }).click();
  await expect(users.dialog).toHaveAccessibleName('Editar usuário');
  await a11y.check('admin users, user edit');
  await page.keyboard.press('Escape');

  await users.newUserButton.click();
  await users.dialog.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(users.dialog.getByText('Please select at least one business')).toBeVisible();
  await a11y.check('admin users, New User with errors');
  await users.dialog.getByRole('button', { name: 'Cancelar' }).click();

  await users
    .row('Roberto Almeida')
    .getByRole('button', { name: 'Excluir Roberto Almeida' })
    .click();
  await expect(users.confirmDialog).toBeVisible();
  await a11y.check('admin users, delete confirmation');
  await users.confirmDialog.getByRole('button', { name: 'Cancelar' }).click();
});

test('the companies screen: grid, pending view, reject confirmation, and the council', async ({
  a11y,
  loginPage,
  shellPage,
  page,
}) => {
  const list = new AdminBusinessesPage(page);
  await loginPage.goto();
  await loginPage.signInAs('admin');
  await page.waitForURL(exactPath(demo.admin.landing));
  await expect(list.card(company)).toBeVisible();
  await a11y.check('companies: the grid');
  await list.search.fill('nenhuma empresa assim');
  await expect(list.noMatch).toBeVisible();
  await a11y.check('companies: nothing found');
  await list.pendingToggle.check();
  const horta = list.waitingItem('Horta Viva Orgânicos');
  await expect(horta).toBeVisible();
  await a11y.check('companies: pending view');
  await horta.getByRole('button', { name: 'Recusar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recusar empresa' });
  await expect(dialog).toBeVisible();
  await a11y.check('companies: reject confirmation');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  await shellPage.logoutButton.click();
  await page.waitForURL(exactPath(routes.login));
  await loginPage.signInAs('council');
  await page.waitForURL(exactPath(demo.council.landing));
  await expect(list.card(company)).toBeVisible();
  await a11y.check('companies: the council');
});

test('admin finance: loading, a month, sorted, a range half set, refused and loaded, empty, failed, exporting', async ({
  a11y,
  loginPage,
  page,
}) => {
  const finance = new AdminFinancePage(page);
  const lastMonth = saoPauloMonth(-1).key;
  await loginPage.goto();
  await loginPage.signInAs('admin');
  await page.waitForURL(exactPath(demo.admin.landing));

  // The first load held back, so the loading state stays on screen for axe.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${apiBase}/admin/finance`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(routes.adminFinance);
  await expect(finance.loading).toBeVisible();
  await a11y.check('admin finance: loading');
  release();
  await expect(finance.rows.first()).toBeVisible();
  await page.unroute(`**${apiBase}/admin/finance`);
  await a11y.check('admin finance: last month');
  await finance.sortButton('Net Margin').click();
  await expect(finance.header('Net Margin')).toHaveAttribute('aria-sort', 'ascending');
  await a11y.check('admin finance: sorted by Net Margin');

  await finance.rangeSwitch.check();
  await expect(finance.endField).toHaveValue('');
  await a11y.check('admin finance: range without its end');
  await finance.endField.fill('2001-01');
  await expect(finance.endField).toHaveAttribute('aria-invalid', 'true');
  await a11y.check('admin finance: range ending before it starts');
  await finance.setRange(saoPauloMonth(-3).key, lastMonth);
  await expect(finance.rows.first()).toContainText('relatórios');
  await a11y.check('admin finance: a range loaded');

  // The workbook held back: the button says it is being made.
  let releaseFile: () => void = () => undefined;
  const heldFile = new Promise<void>((resolve) => (releaseFile = resolve));
  await page.route(`**${apiBase}/admin/finance/export`, async (route) => {
    await heldFile;
    await route.continue();
  });
  await finance.exportButton.click();
  await expect(page.getByRole('button', { name: 'Exportando...' })).toBeVisible();
  await a11y.check('admin finance: exporting');
  const download = page.waitForEvent('download');
  releaseFile();
  await download;
  await page.unroute(`**${apiBase}/admin/finance/export`);

  await finance.rangeSwitch.uncheck();
  await finance.monthField.fill('2001-01');
  await expect(page.getByRole('heading', { name: 'Nenhum relatório neste período' })).toBeVisible();
  await a11y.check('admin finance: a month without reports');
  await page.route(`**${apiBase}/admin/finance`, (route) =>
    route.fulfill({ status: 500, json: { error: 'boom' } }),
  );
  await finance.monthField.fill(lastMonth);
  await expect(page.getByRole('alert')).toContainText('Failed to load finance data.');
  await a11y.check('admin finance: load failed');
  await page.unroute(`**${apiBase}/admin/finance`);
});

test('the admin chat: welcome, a conversation with tables and links, typing, the error banner', async ({
  a11y,
  loginPage,
  page,
}) => {
  const chat = new AdminChatPage(page);
  await loginPage.goto();
  await loginPage.signInAs('admin');
  await page.waitForURL(exactPath(demo.admin.landing));
  await chat.goto();
  await chat.startFresh();
  await a11y.check('admin chat: welcome with the example questions');

  await chat.ask('Quais empresas estão com o DRE pendente?');
  await chat.ask('Qual a última reunião da Padaria Pão da Serra?');
  await a11y.check('admin chat: answers with a table, links and copy buttons');

  const held = await chat.holdNextQuestion();
  await chat.questionBox.fill('Qual foi o faturamento da Padaria Pão da Serra em outubro de 2026?');
  await chat.questionBox.press('Enter');
  await expect(chat.typing).toBeVisible();
  await a11y.check('admin chat: an answer on its way');
  held.release();
  await expect(chat.typing).toHaveCount(0);
  await chat.answered();

  const failing = await chat.holdNextQuestion({ fail: true });
  await chat.questionBox.fill('Quantas empresas?');
  await chat.questionBox.press('Enter');
  failing.release();
  await expect(chat.banner).toBeVisible();
  await a11y.check('admin chat: the error banner and the apology');
});
