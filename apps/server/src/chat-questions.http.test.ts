import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestServer } from './test/harness';
import { startDemoServer } from './test/demo-server';
import { CHAT_QUESTIONS } from './test/chat-questions';
import { loadDemoWorld, type DemoWorld } from './test/chat-world';

// The built-in assistant answers at least 40 different questions over the demo data
// correctly — each answer shows the facts the rows say, written as the portal writes them.

/** "Today" of the demo and of the server's clock: reports run from Nov 2025 to Oct 2026. */
const NOW = new Date('2026-11-16T15:00:00Z');

it('the table has at least 40 different questions', () => {
  expect(new Set(CHAT_QUESTIONS.map((q) => q.question)).size).toBe(CHAT_QUESTIONS.length);
  expect(CHAT_QUESTIONS.length).toBeGreaterThanOrEqual(40);
});

describe.each(BACKENDS)('built-in assistant over the demo data (%s)', (backend) => {
  let s: TestServer;
  let jwt: string;
  let world: DemoWorld;

  beforeAll(async () => {
    ({ s, jwt } = await startDemoServer(backend, NOW));
    world = await loadDemoWorld(s.handle.db, NOW);
  });
  afterAll(async () => {
    await s?.close();
  });

  it.each(CHAT_QUESTIONS.map((q) => [q.question, q] as const))(
    '%s',
    async (_, { question, facts }) => {
      const r = await s.post('/chat', { jwt, message: question });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const expected = facts(world);
      expect(expected.length).toBeGreaterThan(0);
      for (const fact of expected) expect(r.body.output, `${question} → ${fact}`).toContain(fact);
    },
  );
});
