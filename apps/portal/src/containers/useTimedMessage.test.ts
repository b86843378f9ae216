import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTimedMessage } from './useTimedMessage';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a timed message (board toasts, profile messages)', () => {
  it('shows a message for 3 s; a newer one replaces it and restarts the clock', () => {
    const seen: (string | null)[] = [];
    const toast = createTimedMessage<string>((message) => seen.push(message), 3000);
    toast.show('Tarefa criada com sucesso!');
    vi.advanceTimersByTime(2000);
    toast.show('Tarefa excluída com sucesso!');
    vi.advanceTimersByTime(2999);
    expect(seen).toEqual(['Tarefa criada com sucesso!', 'Tarefa excluída com sucesso!']);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['Tarefa criada com sucesso!', 'Tarefa excluída com sucesso!', null]);
  });

  it('can be dismissed early, and a dismissed toast does not fire its timer later', () => {
    const seen: (string | null)[] = [];
    const toast = createTimedMessage<string>((message) => seen.push(message), 3000);
    toast.show('Erro ao criar tarefa. Por favor, tente novamente.');
    toast.clear();
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual(['Erro ao criar tarefa. Por favor, tente novamente.', null]);
  });
});
