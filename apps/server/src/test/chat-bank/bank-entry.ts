import type { DemoWorld } from '../chat-world';

// One phrasing of the question bank, as docs/assistant.md ('The question bank') defines it.

export type BankEntry = {
  /** The phrasing, as an admin would type it (typos, slang, no accents allowed). */
  q: string;
  /** An earlier question of the same conversation, for follow-ups. */
  after?: string;
  /** The exact reading line, without the underscores: 'Entendi: Faturamento · …'. */
  reading: string;
  /** Facts the answer must show, computed from the seeded demo rows (chat-world.ts). */
  facts?: (w: DemoWorld) => string[];
};
