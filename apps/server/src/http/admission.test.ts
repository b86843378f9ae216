import { describe, expect, it, vi } from 'vitest';
import { createAdmission } from './admission';

/** Work that runs until `finish()` is called, recording when it started. */
const held = (log: string[], name: string) => {
  let finish: () => void = () => undefined;
  const done = new Promise<string>((resolve) => {
    finish = () => resolve(name);
  });
  return {
    work: () => {
      log.push(`start ${name}`);
      return done;
    },
    finish: () => finish(),
  };
};

describe('admission', () => {
  it('runs at most `concurrency` at once and starts the waiting ones in arrival order', async () => {
    const turns = createAdmission({ concurrency: 2, queue: 10, maxWaitMs: 10_000 });
    const log: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((n) => held(log, n));
    const shed = () => 'shed';
    const runs = [a, b, c, d].map((h) => turns.run(h!.work, shed));
    await Promise.resolve();
    expect(log).toEqual(['start a', 'start b']);
    expect(turns.waiting).toBe(2);
    b!.finish();
    await runs[1];
    await vi.waitFor(() => expect(log).toEqual(['start a', 'start b', 'start c']));
    a!.finish();
    await vi.waitFor(() => expect(log.at(-1)).toBe('start d'));
    c!.finish();
    d!.finish();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c', 'd']);
    expect(turns.running).toBe(0);
  });

  it('sheds at once when the queue is full, and after maxWaitMs when the turn does not come', async () => {
    vi.useFakeTimers();
    try {
      const turns = createAdmission({ concurrency: 1, queue: 1, maxWaitMs: 1_000 });
      const log: string[] = [];
      const first = held(log, 'first');
      const running = turns.run(first.work, () => 'shed');
      const waiting = turns.run(
        async () => 'waited',
        () => 'shed late',
      );
      expect(
        await turns.run(
          async () => 'never',
          () => 'shed now',
        ),
      ).toBe('shed now');
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await waiting).toBe('shed late');
      expect(turns.waiting).toBe(0);
      first.finish();
      expect(await running).toBe('first');
      expect(
        await turns.run(
          async () => 'next',
          () => 'shed',
        ),
      ).toBe('next');
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the turn back when the work throws', async () => {
    const turns = createAdmission({ concurrency: 1, queue: 0, maxWaitMs: 0 });
    await expect(
      turns.run(
        async () => {
          throw new Error('falhou');
        },
        () => 'shed',
      ),
    ).rejects.toThrow('falhou');
    expect(
      await turns.run(
        async () => 'ok',
        () => 'shed',
      ),
    ).toBe('ok');
  });
});
