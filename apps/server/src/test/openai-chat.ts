import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import type { AppOptions } from '../app';
import { startServer, type Backend, type TestServer } from './harness';
import { createPeople, signInAll, type People, type SignedIn } from './fixtures';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai';

/** The key the server is configured with: no reply and no log line may carry it. */
export const OPENAI_TEST_KEY = `sk-teste-${randomUUID()}`;
export const OPENAI_TEST_MODEL = 'modelo-de-teste';

export type OpenAiChat = {
  fake: FakeOpenAi;
  s: TestServer;
  people: People;
  tokens: Map<SignedIn, string>;
  /** Every log line of the server since the last `logged.length = 0`. */
  logged: string[];
  /** One question of the admin, as the portal's JSON call asks it. */
  ask: (message: string, conversationId?: string) => ReturnType<TestServer['post']>;
  close: () => Promise<void>;
};

/**
 * A server whose chat answers through the fake OpenAI-compatible provider on loopback, over the
 * fixtures' people, with room for a suite's questions and a 3 s budget per answer (a hang ends
 * fast), its log lines kept for the assertions.
 */
export async function startOpenAiChat(
  backend: Backend,
  overrides: Partial<AppOptions> = {},
): Promise<OpenAiChat> {
  const fake = await startFakeOpenAi();
  const logged: string[] = [];
  const logger: Logger = {
    info: (m) => logged.push(m),
    warn: (m) => logged.push(m),
    error: (m, e) =>
      logged.push(`${m} ${e instanceof Error ? `${e.message} ${e.stack}` : String(e ?? '')}`),
  };
  const s = await startServer(backend, {
    ai: {
      baseUrl: fake.baseUrl,
      apiKey: OPENAI_TEST_KEY,
      model: OPENAI_TEST_MODEL,
      timeoutMs: 3_000,
    },
    chatRate: { max: 1_000, windowMs: 1_000 },
    logger,
    ...overrides,
  });
  const people = await createPeople(s.handle.db);
  const tokens = await signInAll(s, people);
  return {
    fake,
    s,
    people,
    tokens,
    logged,
    ask: (message, conversationId) =>
      s.post('/chat', {
        jwt: tokens.get('admin'),
        message,
        ...(conversationId ? { conversationId } : {}),
      }),
    close: async () => {
      await s.close();
      await fake.close();
    },
  };
}
