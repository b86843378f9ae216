import type { APIRequestContext } from '@playwright/test';
import { apiBase, apiLogin } from '../support/api';
import { demo, demoPassword } from '../support/demo';
import { exactPath, expect, test } from '../support/fixtures';
import { AdminChatPage } from '../pages/AdminChatPage';
import { LoginPage } from '../pages/LoginPage';
import { routes } from '@portal/domain';

// docs/product.md: the token is validated again on entry to /admin/chat (other pages reuse a validation
// for 30 s). The page's clock is faked so the spec does not wait those 30 s for real.
test('entering /admin/chat checks the token again and signs out an ended session', async ({
  loginPage,
  shellPage,
  page,
  browser,
  baseURL,
}) => {
  await page.clock.install();
  await loginPage.goto();
  await loginPage.signInAs('admin');
  await page.waitForURL(exactPath(demo.admin.landing));

  // The same admin signs in elsewhere and logs out: the server ends every earlier token.
  const elsewhere = await browser.newContext({ baseURL });
  const other = new LoginPage(await elsewhere.newPage());
  await other.goto();
  await other.signIn(demo.admin.key, demoPassword);
  await other.page.waitForURL(exactPath(demo.admin.landing));
  await other.page.getByRole('button', { name: 'Log Out' }).click();
  await other.page.waitForURL(exactPath(routes.login));
  await elsewhere.close();

  // Pages that reuse the validation keep working within the 30 s.
  await shellPage.navLink('Usuários').click();
  await page.waitForURL(exactPath(routes.adminUsers));

  await page.clock.fastForward('00:31');
  await shellPage.navLink('Chat').click();
  await page.waitForURL(exactPath(routes.login));
  await expect(loginPage.keyInput).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
});

// The three questions the built-in assistant answers over the demo data (apps/server's engine).
const pendingReports = 'Quais empresas estão com o DRE pendente?';
const octoberRevenue = 'Qual foi o faturamento da Padaria Pão da Serra em outubro de 2026?';
const lastMeeting = 'Qual a última reunião da Padaria Pão da Serra?';
/**
 * A long answer (every open task of the demo, about 5,000 characters, some eight seconds as it is
 * written): long enough to be seen growing and stopped even when the machine is slow to act.
 */
const longAnswer = 'Quais são as tarefas em aberto?';
const HH_MM = /^\d{2}:\d{2}$/;
/** `/admin/view/{businessId}/…` with the id it names. */
const viewLink = /^\/admin\/view\/([0-9a-f-]{36})\//;

test.describe('the admins’ AI chat', () => {
  test.beforeEach(async ({ loginPage, page }) => {
    await loginPage.goto();
    await loginPage.signInAs('admin');
    await page.waitForURL(exactPath(demo.admin.landing));
  });

  test('an admin asks three questions, follows a link into the company, and keeps the conversation', async ({
    shellPage,
    page,
  }) => {
    const chat = new AdminChatPage(page);
    const history = chat.waitForCall('history');
    await shellPage.navLink('Chat').click();
    await page.waitForURL(exactPath(routes.adminChat));
    await history;
    await expect(chat.heading).toBeVisible();
    await expect(page.getByText('Faça perguntas sobre o sistema')).toBeVisible();
    await chat.startFresh();

    // 1. While the answer is on its way: the question shows, the dots too, nothing else leaves.
    const held = await chat.holdNextQuestion();
    await chat.questionBox.fill(pendingReports);
    const answered = chat.waitForCall('chat');
    await chat.questionBox.press('Enter');
    await expect(chat.questions.last()).toContainText(pendingReports);
    await expect(chat.questionBox).toHaveValue('');
    await expect(chat.typing).toBeVisible();
    await expect(page.getByText('O assistente está escrevendo uma resposta...')).toBeAttached();
    await chat.questionBox.fill('Outra pergunta');
    await chat.questionBox.press('Enter');
    await expect(chat.questions).toHaveCount(1);
    held.release();
    await answered;
    await expect(chat.typing).toHaveCount(0);
    const first = chat.answers.last();
    await expect(first).toContainText('pendente');
    await expect(first.getByRole('columnheader', { name: 'Empresa' })).toBeVisible();
    await expect(
      first.getByRole('link', { name: 'Academia Movimento Vivo' }).first(),
    ).toBeVisible();
    await expect(chat.timeOf(first)).toHaveText(HH_MM);
    await expect(chat.timeOf(chat.questions.last())).toHaveText(HH_MM);
    // What was typed meanwhile waited in the box.
    await expect(chat.questionBox).toHaveValue('Outra pergunta');

    // 2. Shift+Enter adds a line, Enter sends; the send button works too.
    await chat.questionBox.fill('');
    await chat.questionBox.pressSequentially('Qual foi o faturamento');
    await chat.questionBox.press('Shift+Enter');
    await expect(chat.questionBox).toHaveValue('Qual foi o faturamento\n');
    await chat.questionBox.fill(octoberRevenue);
    const revenueAnswered = chat.waitForCall('chat');
    await chat.sendButton.click();
    await revenueAnswered;
    await expect(chat.answers).toHaveCount(2);
    await expect(chat.answers.last()).toContainText('Em outubro de 2026, o faturamento da');
    await expect(chat.answers.last()).toContainText(/R\$\s?\d/);

    // 3. The last meeting, with a link to it.
    const third = await chat.ask(lastMeeting);
    await expect(third).toContainText('A última reunião da Padaria Pão da Serra foi');

    // A reload keeps the conversation (the server keeps it per admin).
    await page.reload();
    await expect(chat.questions).toHaveCount(3);
    await expect(chat.answers).toHaveCount(3);
    await expect(chat.questions.nth(1)).toContainText(octoberRevenue);

    // The meeting's link opens it in the company's view (spy mode), in place of the link.
    const meetingLink = chat.answers.last().locator('a[href*="/meetings/"]');
    const href = (await meetingLink.getAttribute('href')) ?? '';
    const businessId = viewLink.exec(href)?.[1];
    const meetingId = href.split('/').pop() ?? '';
    expect(businessId).toBeTruthy();
    const title = (await meetingLink.textContent()) ?? '';
    await meetingLink.click();
    await page.waitForURL(exactPath(routes.meeting(meetingId)));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Exit View' })).toBeVisible();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('spy_mode'),
        localStorage.getItem('spy_mode_business_id'),
      ]),
    ).toEqual(['true', businessId]);
    // Back returns to the chat, not to the link (which would enter the company again).
    await page.goBack();
    await page.waitForURL(exactPath(routes.adminChat));
    await expect(chat.answers).toHaveCount(3);

    // 'Nova conversa' empties it, and a reload shows it empty too.
    const started = chat.waitForCall('new');
    await chat.newConversation.click();
    await started;
    await expect(chat.welcome).toBeVisible();
    await expect(chat.questions).toHaveCount(0);
    await page.reload();
    await expect(chat.welcome).toBeVisible();
  });

  test("the answer grows as it is written, and 'Parar' keeps what was written", async ({
    page,
  }) => {
    const chat = new AdminChatPage(page);
    await chat.goto();
    await chat.startFresh();
    await chat.questionBox.fill(longAnswer);
    await chat.questionBox.press('Enter');
    // The dots give way to the text, which grows; 'Parar' stands where the send button was.
    await expect(chat.streaming).toBeVisible();
    await expect(chat.typing).toHaveCount(0);
    await expect(chat.stopButton).toBeVisible();
    await expect(chat.sendButton).toHaveCount(0);
    const first = (await chat.streaming.innerText()).length;
    await expect
      .poll(async () => (await chat.streaming.innerText()).length, { intervals: [50] })
      .toBeGreaterThan(first);
    await chat.stopButton.click();
    // What was written stays, marked as stopped; the question box is back, the send button too.
    await expect(chat.streaming).toHaveCount(0);
    await expect(chat.stopButton).toHaveCount(0);
    await expect(chat.answers).toHaveCount(1);
    const stopped = chat.answers.last();
    await expect(stopped.locator('em').last()).toHaveText('Resposta interrompida.');
    await expect(chat.questionBox).toBeFocused();
    await expect(chat.sendButton).toBeVisible();
    // The server kept it so: a reload shows the stopped answer in the conversation.
    await expect(async () => {
      await page.reload();
      await expect(chat.questions).toHaveCount(1, { timeout: 2_000 });
      await expect(chat.answers.last()).toContainText('Resposta interrompida.', { timeout: 2_000 });
    }).toPass();
    // And the conversation goes on.
    await expect(await chat.ask(lastMeeting)).toContainText('A última reunião');
    await expect(chat.questions).toHaveCount(2);
  });

  test('an answer that fails shows the banner and the apology', async ({ page }) => {
    const chat = new AdminChatPage(page);
    await chat.goto();
    await chat.startFresh();
    const held = await chat.holdNextQuestion({ fail: true });
    await chat.questionBox.fill(pendingReports);
    await chat.questionBox.press('Enter');
    held.release();
    await expect(chat.banner).toContainText('Erro ao enviar mensagem. Tente novamente.');
    await expect(chat.answers.last()).toHaveText(
      /Desculpe, ocorreu um erro ao processar sua pergunta\. Tente novamente\./,
    );
    await page.getByRole('button', { name: 'Fechar' }).click();
    await expect(chat.banner).toHaveCount(0);
    // The next question goes through.
    await expect(await chat.ask(lastMeeting)).toContainText('A última reunião');
  });

  test('on a 360 px phone: an example question, its answer within the screen, the menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const chat = new AdminChatPage(page);
    await chat.goto();
    await chat.startFresh();
    const answered = chat.waitForCall('chat');
    const example = chat.examples.first();
    const question = (await example.textContent()) ?? '';
    await example.click();
    await answered;
    await chat.answered();
    await expect(chat.questions.last()).toContainText(question);
    await expect(chat.answers).toHaveCount(1);
    await expect(chat.questionBox).toBeFocused();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const bubble = await chat.answers.last().locator('> div').boundingBox();
    expect((bubble?.x ?? 0) + (bubble?.width ?? 0)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Chat' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('links into a company', () => {
  /** The companies' links as the assistant writes them, by company name (asked as admin). */
  async function companyLinks(request: APIRequestContext): Promise<Map<string, string>> {
    const admin = await apiLogin(request, demo.admin.key);
    const response = await request.post(`${apiBase}/chat`, {
      data: { jwt: admin.jwt, message: pendingReports },
    });
    const { output } = (await response.json()) as { output: string };
    return new Map(
      [...output.matchAll(/\[([^\]]+)\]\((\/admin\/view\/[^)]+\/info)\)/g)].map((m) => [
        m[1] ?? '',
        m[2] ?? '',
      ]),
    );
  }

  test('the council follows links only into its own companies; no chat for it', async ({
    loginPage,
    shellPage,
    page,
    request,
  }) => {
    const links = await companyLinks(request);
    const padaria = links.get('Padaria Pão da Serra');
    const academia = links.get('Academia Movimento Vivo');
    expect(padaria && academia).toBeTruthy();

    await loginPage.goto();
    await loginPage.signInAs('council');
    await page.waitForURL(exactPath(demo.council.landing));
    await expect(shellPage.navLink('Chat')).toHaveCount(0);

    // Not one of the council's companies: back to the companies screen, no spy mode.
    await page.goto(academia ?? '');
    await page.waitForURL(exactPath(routes.adminBusinesses));
    expect(await page.evaluate(() => localStorage.getItem('spy_mode'))).toBeNull();

    // One of them: its page, in spy mode.
    await page.goto(padaria ?? '');
    await page.waitForURL(exactPath(routes.info));
    await expect(page.getByRole('button', { name: 'Exit View' })).toBeVisible();
    await expect(page.getByText('Padaria Pão da Serra').first()).toBeVisible();

    // A link that names no company at all.
    await page.goto(routes.companyView('nao-e-uma-empresa', { page: 'tasks' }));
    await page.waitForURL(exactPath(routes.adminBusinesses));
  });
});
