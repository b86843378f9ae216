import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { AdminBusinessesPage } from '../pages/AdminBusinessesPage';
import { BusinessModals } from '../pages/BusinessModals';
import { LoginPage } from '../pages/LoginPage';
import { MeetingPage } from '../pages/MeetingPage';
import { MeetingsPage } from '../pages/MeetingsPage';
import { RegisterPage } from '../pages/RegisterPage';
import { ReportsPage } from '../pages/ReportsPage';
import { apiBase, apiLogin, type ApiSession } from '../support/api';
import { companyWithOnePerson, tag, unlinkedPerson } from '../support/companies';
import { demo, uniqueEmail } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { solidPng } from '../support/png';
import { newBusiness, newPerson } from '../support/people';
import { routes } from '@portal/domain';

// The company modals over the admin's Empresas: create (people searched and created
// inline, a manager, custom questions that the company's report form then asks), edit, the
// business account's own login, a meeting imported from a transcript file, delete, and 'Aprovar'
// for someone who registered during the test.

// The texts a person reads (libs/domain/src/messages), letter for letter.
const ACCESS_UPDATED =
  'Acesso da empresa atualizado. As sessões abertas da empresa foram encerradas.';
const ACCOUNT_WITHOUT_BUSINESS =
  'Sua conta não está mais vinculada a nenhuma empresa ativa. Fale com o administrador do portal.';
const BUSINESS_APPROVED = 'Empresa aprovada com sucesso!';
const BUSINESS_CREATED = 'Business created successfully!';
const BUSINESS_DELETED = 'Business deleted successfully!';
const BUSINESS_UPDATED = 'Empresa atualizada com sucesso!';
const MEETING_IMPORTED = 'Reunião importada com sucesso!';
const TRANSCRIPT_FORMAT_INVALID = 'Formato de transcrição inválido: use vtt, srt ou json';

const password = 'segredo123';

const vtt = (speaker: string, text: string) =>
  Buffer.from(`WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v ${speaker}>${text}\n`, 'utf8');

async function adminSession(request: APIRequestContext): Promise<ApiSession> {
  return apiLogin(request, demo.admin.key);
}

/**
 * Deletes a company the test made, by name: the companies grid is windowed, so companies left
 * behind would push the demo ones other specs read out of its first rows.
 */
async function removeCompany(request: APIRequestContext, session: ApiSession, name: string) {
  const list = await request.post(`${apiBase}/admin/business`, {
    headers: { action: 'getAll' },
    data: { jwt: session.jwt, authType: session.authType },
  });
  const found = ((await list.json()) as { id: string; name: string }[]).find(
    (c) => c.name === name,
  );
  if (!found) return;
  const reply = await request.post(`${apiBase}/admin/business`, {
    headers: { action: 'delete' },
    data: { jwt: session.jwt, authType: session.authType, businessId: found.id },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

async function signIn(page: Page, key: string, secret: string, landing: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(key, secret);
  await page.waitForURL(exactPath(landing));
}

// Each journey signs several people in, each in a browser of its own (the admin, the company's
// people, the company's account), and walks a whole company's life: 45 to 55 s on a quiet 2-core
// machine, over the default minute when the machine is busy.
test.slow();

/** A page of its own (its own storage), so one person's session never ends another's. */
async function pageOf(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR' });
  return context.newPage();
}

test('the admin creates a company with a manager and two people, one created inline; its questions reach its report form', async ({
  page,
  request,
  browser,
  baseURL,
  a11y,
}) => {
  const session = await adminSession(request);
  const manager = await unlinkedPerson(request, session, `Helena Gestora ${tag()}`, password);
  const other = await unlinkedPerson(request, session, `Otávio Sócio ${tag()}`, password);
  const inline = {
    name: `Caio Inline ${tag()}`,
    email: uniqueEmail('caio'),
    password,
    role: 'Usuário' as const,
  };
  const company = `Padaria Aurora ${tag()}`;
  const questions = ['Quantas fornadas por dia em média?', 'Houve falta de farinha no mês?'];

  await signIn(page, demo.admin.key, 'demo1234', demo.admin.landing);
  const list = new AdminBusinessesPage(page);
  const modals = new BusinessModals(page);
  await list.newCompanyButton.click();
  const form = modals.createDialog;
  await expect(form).toBeVisible();

  // the product's refusals come first, in its words.
  await form.getByRole('button', { name: 'Criar empresa' }).click();
  await expect(form.getByText('Please enter a business name')).toBeVisible();
  await expect(form.getByText('Please select a business manager')).toBeVisible();

  await modals.fillCompany(form, {
    name: company,
    niche: 'Panificação',
    website: 'padaria-aurora-e2e.com.br',
    revenueGoal: '250000',
    instagram: '@auroraE2E',
    knowledgeBase: 'Padaria de bairro com fermentação natural e encomendas para eventos.',
  });
  await modals.uploadLogo(form, solidPng(32, [180, 83, 9]));
  for (const question of questions) await modals.addQuestion(form, question);
  await modals.addPerson(form, manager.name.split(' ')[0] as string, manager.name);
  await modals.addPerson(form, other.email, other.name);
  await modals.createPersonInline(form, inline);
  await modals.markManager(form, manager.name);
  await a11y.check('the Create Business form, filled');
  await form.getByRole('button', { name: 'Criar empresa' }).click();

  await expect(modals.notice(BUSINESS_CREATED)).toBeVisible();
  await expect(form).toBeHidden();
  await expect(list.card(company)).toBeVisible();

  // The detail reads it back: manager, people, questions.
  await list.card(company).getByRole('button', { name: company, exact: true }).click();
  const detail = modals.detail(company);
  await expect(detail.getByRole('definition').filter({ hasText: manager.name })).toBeVisible();
  const people = detail.getByRole('table');
  for (const name of [manager.name, other.name, inline.name])
    await expect(people).toContainText(name);
  for (const question of questions) await expect(detail).toContainText(question);
  await expect(
    detail.getByRole('link', { name: 'https://padaria-aurora-e2e.com.br' }),
  ).toHaveAttribute('target', '_blank');

  // The person created inline belongs to this company only, and its report form asks the questions.
  const theirs = await pageOf(browser, baseURL);
  await signIn(theirs, inline.email, password, routes.meetings);
  const reports = new ReportsPage(theirs);
  await reports.open();
  await reports.fillButton.click();
  await expect(reports.formDialog).toBeVisible();
  for (const question of questions) await expect(reports.field(question)).toBeVisible();
  await theirs.context().close();
  await removeCompany(request, session, company);
});

test('the admin edits a company, gives it a login, imports a meeting, then deletes it', async ({
  page,
  request,
  browser,
  baseURL,
  a11y,
}) => {
  const session = await adminSession(request);
  const { name, person } = await companyWithOnePerson(request, session, password);
  const code = `E2E${tag()}`.slice(0, 20).toUpperCase();
  const meetingTitle = `Kickoff importado ${tag()}`;

  await signIn(page, demo.admin.key, 'demo1234', demo.admin.landing);
  const list = new AdminBusinessesPage(page);
  const modals = new BusinessModals(page);

  // The card menu's 'Editar' opens the detail in edit mode.
  await list.cardMenu(name).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const edit = modals.editDialog;
  await expect(modals.field(edit, 'Nome')).toHaveValue(name);
  await modals.field(edit, 'Nicho').fill('Funilaria e pintura');
  await modals.addQuestion(edit, 'Quantos carros atendidos no mês?');
  await a11y.check('the company detail in edit mode');
  await edit.getByRole('button', { name: 'Salvar Alterações' }).click();
  const detail = modals.detail(name);
  await expect(modals.notice(BUSINESS_UPDATED)).toBeVisible();
  await expect(detail).toContainText('Funilaria e pintura');
  await expect(detail).toContainText('Quantos carros atendidos no mês?');

  // The business account's login: a new code and a generated password, shown once.
  const generated = await modals.setCodeAndGeneratePassword(detail, code);
  await expect(modals.notice(ACCESS_UPDATED)).toBeVisible();
  await expect(detail).toContainText(code);
  expect(generated.length).toBeGreaterThanOrEqual(8);

  // The import refuses a wrong file before sending anything, then imports a WebVTT file.
  let ingests = 0;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `${apiBase}/meetings/ingest`) ingests += 1;
  });
  await modals.tab(detail, 'Importar reunião');
  await modals.transcriptInput(detail).setInputFiles({
    name: 'ata.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('não é uma transcrição'),
  });
  await expect(modals.transcriptInput(detail)).toHaveAccessibleDescription(
    TRANSCRIPT_FORMAT_INVALID,
  );
  expect(ingests).toBe(0);
  await modals.importMeeting(detail, {
    title: meetingTitle,
    date: '2026-11-20T14:00',
    file: {
      name: 'kickoff.vtt',
      mimeType: 'text/vtt',
      buffer: vtt('Rui', 'Bom dia, vamos começar.'),
    },
    tasks: [
      { title: 'Orçar a cabine de pintura', owner: person.name, dueDate: '2099-12-31' },
      { title: 'Listar as frotas atendidas' },
    ],
  });
  await expect(modals.notice(MEETING_IMPORTED)).toBeVisible();
  expect(ingests).toBe(1);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // The company signs in with its code and the generated password, and sees the meeting.
  const company = await pageOf(browser, baseURL);
  await signIn(company, code.toLowerCase(), generated, routes.meetings);
  const meetings = new MeetingsPage(company);
  await expect(meetings.heading(name)).toBeVisible();
  await expect(meetings.meetingLink(meetingTitle)).toBeVisible();
  // The tasks it handed over, with the owner and the due date the admin chose.
  await meetings.open(meetingTitle);
  const handed = new MeetingPage(company).region('Tarefas Adicionadas');
  await expect(
    handed.getByRole('listitem').filter({ hasText: 'Orçar a cabine de pintura' }),
  ).toContainText(`Responsável: ${person.name}`);
  await expect(handed).toContainText('Prazo: 31/12/2099');
  await expect(handed).toContainText('Listar as frotas atendidas');
  await company.context().close();

  // Deleting says what goes with the company and who stays, and asks for its name typed.
  await list.cardMenu(name).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  await expect(modals.deleteDialog).toContainText(`${name} será excluída com tudo o que ela tem`);
  await expect(modals.deleteDialog).toContainText('continuam com suas contas');
  await a11y.check('the delete confirmation');
  await modals.eraseTyping(name);
  await expect(modals.notice(BUSINESS_DELETED)).toBeVisible();
  await expect(list.card(name)).toHaveCount(0);

  // Its person had no other company: the login says so.
  const stranded = await pageOf(browser, baseURL);
  const login = new LoginPage(stranded);
  await login.goto();
  await login.signIn(person.email, password);
  await expect(login.formError).toHaveText(ACCOUNT_WITHOUT_BUSINESS);
  await stranded.context().close();
});

test('the admin approves someone who registered during the test, who then signs in', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const registrant = newPerson('aprovar');
  const partner = uniqueEmail('socia');
  const business = {
    ...newBusiness(registrant.email),
    name: `Café Aprovado ${tag()}`,
    teamEmails: [partner],
  };
  const theirs = await pageOf(browser, baseURL);
  await new RegisterPage(theirs).registerWaiting(registrant, business);
  await theirs.context().close();

  await signIn(page, demo.admin.key, 'demo1234', demo.admin.landing);
  const list = new AdminBusinessesPage(page);
  const modals = new BusinessModals(page);
  // The landing counts what waits for approval apart from the DRE counters: this one among them.
  await expect.poll(() => list.counterValue('Aguardando aprovação')).toBeGreaterThan(0);
  await list.pendingToggle.check();
  // The registration shows the team e-mails its registrant typed (theirs among them), as the
  // server orders them.
  const waiting = list.waitingItem(business.name);
  await expect(waiting.getByRole('definition').getByRole('listitem')).toHaveText(
    [registrant.email, partner].sort(),
  );
  await waiting.getByRole('button', { name: 'Aprovar' }).click();
  const form = modals.approveDialog;
  // Prefilled from the registration, its registrant pre-added as the manager.
  await expect(modals.field(form, 'Nome')).toHaveValue(business.name);
  await expect(modals.field(form, 'Instagram')).toHaveValue(business.instagram);
  await expect(modals.field(form, 'Meta Faturamento')).toHaveValue(`R$ ${business.revenueGoal}`);
  const registrantRow = modals
    .people(form)
    .getByRole('listitem')
    .filter({ hasText: registrant.name });
  await expect(registrantRow.getByRole('radio', { name: 'Gestor' })).toBeChecked();
  await modals.addQuestion(form, 'Quantos cafés vendidos por dia?');
  await form.getByRole('button', { name: 'Aprovar empresa' }).click();
  await expect(modals.notice(BUSINESS_APPROVED)).toBeVisible();
  await expect(list.waitingItem(business.name)).toHaveCount(0);

  const approved = await pageOf(browser, baseURL);
  await signIn(approved, registrant.email, registrant.password, routes.meetings);
  await expect(new MeetingsPage(approved).heading(business.name)).toBeVisible();
  await approved.context().close();
  await removeCompany(request, await adminSession(request), business.name);
});
