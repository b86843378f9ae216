import type { Database } from '../../db';
import { createToolRunner, type ToolRunner } from '../../services/chat/tools';

/**
 * The assistant's real tools over the bank's database, each distinct call read once. Nothing
 * writes while the bank is asked, so a second read of the same call would return the same rows:
 * remembering them leaves every answer as it is and spends the bank's time on what it measures,
 * the reading of thousands of phrasings. Each caller gets its own copy of a reply, as from a
 * fresh read.
 */
export function rememberingTools(db: Database, now: () => Date): ToolRunner {
  const tools = createToolRunner(db, now);
  const replies = new Map<string, Promise<unknown>>();
  const remembered = (key: string, read: () => Promise<unknown>) => {
    let reply = replies.get(key);
    if (!reply) replies.set(key, (reply = read()));
    return reply.then((value) => structuredClone(value));
  };
  const runner: ToolRunner = {
    call: (name, input) =>
      remembered(`call ${name} ${JSON.stringify(input)}`, () => tools.call(name, input)) as never,
    // A model's calls; the built-in engine makes none.
    callByName: tools.callByName,
    snapshot: (work) => work(runner),
  };
  return runner;
}
