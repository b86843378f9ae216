import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { apiBase } from '../support/api';
import { routes } from '@portal/domain';

// The admins' AI chat (docs/product.md "Admin: AI chat").
export class AdminChatPage {
  readonly heading: Locator;
  readonly welcome: Locator;
  readonly examples: Locator;
  readonly questionBox: Locator;
  readonly sendButton: Locator;
  readonly newConversation: Locator;
  readonly questions: Locator;
  readonly answers: Locator;
  readonly typing: Locator;
  /** The answer being written, growing. */
  readonly streaming: Locator;
  readonly stopButton: Locator;
  readonly banner: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Chat com IA' });
    this.welcome = page.getByRole('heading', { name: 'Bem-vindo ao Chat IA' });
    this.examples = page.getByRole('list', { name: 'Perguntas de exemplo' }).getByRole('button');
    this.questionBox = page.getByRole('textbox', { name: 'Sua pergunta' });
    this.sendButton = page.getByRole('button', { name: 'Enviar' });
    this.newConversation = page.getByRole('button', { name: 'Nova conversa' });
    this.questions = page.locator('[data-message-type="user"]');
    this.answers = page.locator('[data-message-type="ai"]');
    this.typing = page.locator('[data-typing]');
    this.streaming = page.locator('[data-streaming]');
    this.stopButton = page.getByRole('button', { name: 'Parar' });
    this.banner = page.getByRole('alert');
  }

  /** Opens the chat by its address and waits for the kept conversation to load. */
  async goto(): Promise<void> {
    const loaded = this.waitForCall('history');
    await this.page.goto(routes.adminChat);
    await loaded;
    await this.heading.waitFor();
  }

  /**
   * The next reply of /chat, /chat/history or /chat/new. A question's reply starts before its
   * answer is written (it is streamed): {@link answered} waits for the end.
   */
  waitForCall(which: 'chat' | 'history' | 'new') {
    const path = which === 'chat' ? `${apiBase}/chat` : `${apiBase}/chat/${which}`;
    return this.page.waitForResponse((r) => new URL(r.url()).pathname === path);
  }

  /** No answer on its way: none growing, no 'Parar'. */
  async answered(): Promise<void> {
    await expect(this.streaming).toHaveCount(0);
    await expect(this.stopButton).toHaveCount(0);
  }

  /** An empty conversation, whatever earlier specs left: 'Nova conversa' when there is one. */
  async startFresh(): Promise<void> {
    await expect(this.page.getByText('Carregando conversa...')).toHaveCount(0);
    if ((await this.newConversation.getAttribute('aria-disabled')) !== 'true') {
      const started = this.waitForCall('new');
      await this.newConversation.click();
      await started;
    }
    await expect(this.welcome).toBeVisible();
  }

  /** Types a question, sends it with Enter and waits for its answer on screen. */
  async ask(question: string): Promise<Locator> {
    await this.answered();
    const before = await this.answers.count();
    await this.questionBox.fill(question);
    const answered = this.waitForCall('chat');
    await this.questionBox.press('Enter');
    await answered;
    await this.answered();
    await expect(this.answers).toHaveCount(before + 1);
    return this.answers.last();
  }

  /**
   * Holds the next question at the browser until `release()` (the typing indicator stays on
   * screen meanwhile); `fail` answers it with a server error instead of sending it.
   */
  async holdNextQuestion(options: { fail?: boolean } = {}) {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const url = new RegExp(`${apiBase}/chat$`);
    const handler = async (route: Route) => {
      await held;
      if (options.fail) await route.fulfill({ status: 500, json: { error: 'Internal' } });
      else await route.continue();
    };
    await this.page.route(url, handler, { times: 1 });
    return { release: () => release() };
  }

  /** The HH:MM shown in a bubble. */
  timeOf(bubble: Locator): Locator {
    return bubble.locator('time');
  }
}
