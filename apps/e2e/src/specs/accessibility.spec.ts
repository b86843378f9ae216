import { apiLogin, waitForCompanyCall, waitForTasksCall } from '../support/api';
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

// axe on every page and dialog of the product, as the real server fills it, at 1280 and 360 px
// (`a11y.check`, support/axe.ts): zero violations of any impact. A new screen adds one line here.
// The states within a screen (errors, loading, confirmations, menus, work on its way) are each a
// story, and every story fails on an axe violation: the walk checks what only a whole page can
// show (landmarks, headings, the shell around the screen, the server's data) once per screen.

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
  await registerPage.fillPerson(person);
  await registerPage.createBusiness(newBusiness(person.email));
  await a11y.check('register, step 2: new business');
  await registerPage.submit();

  await page.waitForURL(exactPath(routes.waiting));
  await expect(waitingPage.heading).toBeVisible();
  await a11y.check('waiting');
});

test('the reset page a link opens', async ({
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
  const link = resetLinkIn(await waitForMail(person.email, before));
  await resetPasswordPage.open(link);
  await expect(resetPasswordPage.greeting(person.name)).toBeVisible();
  await a11y.check('reset password: form');
});

test("the top bar's search with its results", async ({ a11y, loginPage, page }) => {
  const search = new SearchDialog(page);
  await loginPage.goto();
  await loginPage.signInAs('user');
  await page.waitForURL(exactPath(demo.user.landing));
  await search.trigger.click();
  await expect(search.box).toBeFocused();
  await search.box.fill('fornada');
  await expect(search.group('Transcrições')).toBeVisible();
  await a11y.check('search, results');
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

  const loaded = waitForTasksCall(page, 'getAll');
  await board.goto();
  expect((await loaded).status()).toBe(200);
  await expect(board.card(seededTask)).toBeVisible();
  await a11y.check('task board');
  await board.open(seededTask);
  await a11y.check('task board, task panel open');
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

  await docs.newItem('Novo Documento');
  await expect(docs.createDocumentDialog).toBeVisible();
  await a11y.check('document library, create-document dialog');
  await page.keyboard.press('Escape');
  await expect(docs.createDocumentDialog).toBeHidden();

  await docs.card('Reuniões').click();
  await expect(docs.breadcrumb).toHaveText('Reuniões');
  await docs.card('Resumo da mentoria.pdf').click();
  await expect(docs.previewDialog('Resumo da mentoria.pdf').locator('iframe')).toBeVisible();
  await a11y.check('document library, PDF preview');
});

test('the reports of the demo user: Analytics, the fill form and a detail', async ({
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
  await reports.formDialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(reports.formDialog).toBeHidden();

  await reports.monthCards.first().click();
  await expect(reports.reportCard).toBeVisible();
  await a11y.check('report detail');
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
  await info.viewButton.click();

  await shellPage.roleBadge('Usuário').click();
  await expect(profileModal.dialog.getByText(demo.user.key).first()).toBeVisible();
  await a11y.check('profile modal');
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

test("the admin users screen's person detail", async ({ a11y, loginPage, page }) => {
  await loginPage.goto();
  await loginPage.signInAs('admin');
  await page.waitForURL(exactPath(demo.admin.landing));
  const users = new AdminUsersPage(page);
  await users.goto();
  await users.openDetail('Roberto Almeida');
  await expect(users.dialog).toHaveAccessibleName('Roberto Almeida');
  await a11y.check('admin users, user detail');
});

test("the companies screen's pending view, and the council's grid", async ({
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
  await list.pendingToggle.check();
  await expect(list.waitingItem('Horta Viva Orgânicos')).toBeVisible();
  await a11y.check('companies: pending view');

  await shellPage.logoutButton.click();
  await page.waitForURL(exactPath(routes.login));
  await loginPage.signInAs('council');
  await page.waitForURL(exactPath(demo.council.landing));
  await expect(list.card(company)).toBeVisible();
  await a11y.check('companies: the council');
});

test('admin finance: a range of months', async ({ a11y, loginPage, page }) => {
  const finance = new AdminFinancePage(page);
  await loginPage.goto();
  await loginPage.signInAs('admin');
  await page.waitForURL(exactPath(demo.admin.landing));
  await page.goto(routes.adminFinance);
  await expect(finance.rows.first()).toBeVisible();
  await finance.rangeSwitch.check();
  await finance.setRange(saoPauloMonth(-3).key, saoPauloMonth(-1).key);
  await expect(finance.rows.first()).toContainText('relatórios');
  await a11y.check('admin finance: a range loaded');
});

test('the admin chat: a conversation with tables and links', async ({ a11y, loginPage, page }) => {
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
});
