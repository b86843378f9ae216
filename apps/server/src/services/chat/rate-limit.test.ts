import { describe, expect, it } from 'vitest';
import { createChatRateLimiter } from './rate-limit';

describe('the chat rate limiter', () => {
  const limiter = () => {
    let now = 1_000_000;
    const limit = createChatRateLimiter({ max: 2, windowMs: 1_000 }, () => now);
    return { take: limit.take, pass: (ms: number) => (now += ms) };
  };

  it('refuses a question past the window’s count and counts nothing for it', () => {
    const { take, pass } = limiter();
    expect(take('ana')).toBe(true);
    pass(400);
    expect(take('ana')).toBe(true);
    expect(take('ana')).toBe(false);
    // The first question leaves the window: one more fits, the refused one never counted.
    pass(600);
    expect(take('ana')).toBe(true);
    expect(take('ana')).toBe(false);
  });

  it('counts each admin apart and forgets one quiet for a whole window', () => {
    const { take, pass } = limiter();
    expect(take('ana')).toBe(true);
    expect(take('ana')).toBe(true);
    expect(take('bia')).toBe(true);
    expect(take('ana')).toBe(false);
    pass(1_000);
    expect(take('ana')).toBe(true);
    expect(take('ana')).toBe(true);
  });
});
