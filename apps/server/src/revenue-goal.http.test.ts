import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  MAX_REVENUE_GOAL,
  REVENUE_GOAL_INVALID,
  REVENUE_GOAL_NEGATIVE,
  REVENUE_GOAL_REQUIRED,
  REVENUE_GOAL_TOO_LARGE,
} from '@portal/domain';
import { schema } from './db';
import { BACKENDS, type Reply, type TestServer } from './test/harness';
import { sessionOf, useSignedInServer, type People, type Who } from './test/fixtures';
import { adminBusinessesApi, FORM } from './test/admin-businesses';

// Every route that takes a company's revenue goal reads it with the domain's money rules (the
// ones the forms show while typing) and refuses a goal below zero or from R$ 1 trilhão on with
// its own pt-BR words, writing nothing.

/** What a person types, and the amount it means. */
const TYPED: [string, number][] = [
  ['1.300.000', 1_300_000],
  ['1.300.000,00', 1_300_000],
  ['1300000', 1_300_000],
  ['R$ 1.300.000,00', 1_300_000],
  ['1300000,5', 1_300_000.5],
];

/** A goal as text (company page, admin forms) and the refusal it gets. */
const REFUSED_TEXT: [string, string][] = [
  ['-1', REVENUE_GOAL_NEGATIVE],
  ['R$ -1.300.000,00', REVENUE_GOAL_NEGATIVE],
  ['1.000.000.000.000', REVENUE_GOAL_TOO_LARGE],
  ['99999999999999999999', REVENUE_GOAL_TOO_LARGE],
  ['1,300,000', REVENUE_GOAL_INVALID],
  ['um milhão', REVENUE_GOAL_INVALID],
  ['1e9', REVENUE_GOAL_INVALID],
];

describe.each(BACKENDS)('the revenue goal on every route that takes one (%s)', (backend) => {
  let s: TestServer;
  let people: People;
  let tokens: Map<Who, string>;
  useSignedInServer(backend, (started) => ({ s, people, tokens } = started));
  const { send, person, refused } = adminBusinessesApi(() => ({ s, tokens }));

  /** The company page's save (docs/product.md: multipart, the goal as text) by the company's user. */
  const updateCompany = async (meta: string): Promise<Reply> => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      ...sessionOf(tokens, 'user'),
      businessId: people.businessA.id,
      website: 'https://alfa.com.br',
      niche: 'Varejo',
      knowledge_base: '',
      meta_faturamento: meta,
      username_instagram: '@alfa',
    }))
      form.set(k, v);
    const res = await fetch(`${s.api}/myBusiness`, {
      method: 'POST',
      headers: { action: 'update' },
      body: form,
    });
    return { status: res.status, body: await res.json(), headers: res.headers };
  };
  const storedGoal = async (businessId: string) =>
    (
      await s.handle.db
        .select({ goal: schema.businesses.metaFaturamento })
        .from(schema.businesses)
        .where(eq(schema.businesses.id, businessId))
    )[0]?.goal;
  /** The goal the Analytics screen's call answers (its goal card shows it). */
  const analyticsGoal = async (businessId: string) => {
    const r = await s.post(
      '/admin/reports',
      { ...sessionOf(tokens, 'user'), businessId },
      { action: 'getSpecificCompany' },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body[0].revenueGoal as number;
  };

  describe('company update', () => {
    it.each(TYPED)('stores %s as %d, and Analytics reads that goal', async (typed, amount) => {
      const r = await updateCompany(typed);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.business.meta_faturamento).toBe(amount);
      expect(await storedGoal(people.businessA.id)).toBe(amount);
      expect(await analyticsGoal(people.businessA.id)).toBe(amount);
    });

    it('stores what the form sends for 1.300.000 (its number as text) and the largest goal', async () => {
      expect((await updateCompany('1300000')).body.business.meta_faturamento).toBe(1_300_000);
      const largest = await updateCompany(String(MAX_REVENUE_GOAL));
      expect(largest.status, JSON.stringify(largest.body)).toBe(200);
      expect(await storedGoal(people.businessA.id)).toBe(MAX_REVENUE_GOAL);
    });

    it.each([...REFUSED_TEXT, ['', REVENUE_GOAL_REQUIRED]])(
      'refuses %j with 400 and its words, writing nothing',
      async (typed, message) => {
        await refused(() => updateCompany(typed), 400, message);
      },
    );
  });

  describe('admin create and edit', () => {
    const create = async (meta: string) => {
      const owner = await person('user');
      return send('admin', 'create', {
        ...FORM,
        users: [owner.id],
        managed_by: owner.id,
        meta_faturamento: meta,
      });
    };

    it('create reads 1.300.000 as 1300000, and a blank goal as none (0)', async () => {
      const typed = await create('1.300.000');
      expect(typed.status, JSON.stringify(typed.body)).toBe(200);
      expect(typed.body[0].business.meta_faturamento).toBe(1_300_000);
      const blank = await create('');
      expect(blank.status, JSON.stringify(blank.body)).toBe(200);
      expect(await storedGoal(blank.body[0].business.id)).toBe(0);
    });

    it('edit reads R$ 1.300.000,00 as 1300000', async () => {
      const created = await create('0');
      const id = created.body[0].business.id as string;
      const r = await send('admin', 'edit', { id, meta_faturamento: 'R$ 1.300.000,00' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(await storedGoal(id)).toBe(1_300_000);
    });

    it.each(REFUSED_TEXT)(
      'create and edit refuse %j with 400, writing nothing',
      async (typed, message) => {
        const owner = await person('user');
        await refused(
          () =>
            send('admin', 'create', {
              ...FORM,
              users: [owner.id],
              managed_by: owner.id,
              meta_faturamento: typed,
            }),
          400,
          message,
        );
        await refused(
          () => send('admin', 'edit', { id: people.businessA.id, meta_faturamento: typed }),
          400,
          message,
        );
      },
    );
  });

  describe('registration', () => {
    const register = (revenue_goal: unknown, name = `Empresa ${crypto.randomUUID()}`) => {
      const tag = crypto.randomUUID().slice(0, 8);
      return s.post('/register', {
        user: {
          name: `Cadastro ${tag}`,
          email: `meta-${tag}@empresa.test`,
          phone: '11999990000',
          password: 'senha-segura-1',
        },
        business: {
          name,
          website: 'https://empresa.test.com.br',
          niche: 'Varejo',
          knowledge_base: 'x'.repeat(60),
          revenue_goal,
          instagram: '@empresa',
          teamEmails: [`equipe-${tag}@empresa.test`],
        },
      });
    };

    it('stores the goal the form read (1300000.5)', async () => {
      const r = await register(1_300_000.5, 'Meta Cadastrada');
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const [row] = await s.handle.db
        .select({ goal: schema.businesses.metaFaturamento })
        .from(schema.businesses)
        .where(eq(schema.businesses.name, 'Meta Cadastrada'));
      expect(row?.goal).toBe(1_300_000.5);
    });

    it.each([
      [-1, REVENUE_GOAL_NEGATIVE],
      [1e12, REVENUE_GOAL_TOO_LARGE],
      [1e308, REVENUE_GOAL_TOO_LARGE],
      [0, REVENUE_GOAL_INVALID],
      ['1.300.000', REVENUE_GOAL_INVALID],
      [undefined, REVENUE_GOAL_REQUIRED],
    ])('refuses %j with 400, writing nothing', async (goal, message) => {
      await refused(() => register(goal), 400, message);
    });
  });
});
