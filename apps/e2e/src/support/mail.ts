import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: is the global setup running?');
  return dir;
}

// Mail bodies are usually quoted-printable ("=3D" for '=', "=\n" soft breaks) or base64.
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function decodeBase64Blocks(text: string): string[] {
  return (text.match(/(?:^[A-Za-z0-9+/=]{20,}\r?\n?)+/gm) ?? []).map((block) =>
    Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
}

export type WrittenMail = { file: string; raw: string };

export async function listMail(): Promise<string[]> {
  const dir = path.join(dataDir(), 'mail');
  try {
    return (await readdir(dir)).filter((f) => f.endsWith('.eml')).map((f) => path.join(dir, f));
  } catch {
    return [];
  }
}

// The newest .eml under DATA_DIR/mail that was not in `before` and is addressed to `to`.
export async function waitForMail(
  to: string,
  before: readonly string[],
  timeoutMs = 15_000,
): Promise<WrittenMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const fresh = (await listMail()).filter((f) => !before.includes(f));
    const withTimes = await Promise.all(
      fresh.map(async (file) => ({ file, mtime: (await stat(file)).mtimeMs })),
    );
    withTimes.sort((a, b) => b.mtime - a.mtime);
    for (const { file } of withTimes) {
      const raw = await readFile(file, 'utf8');
      if (raw.toLowerCase().includes(to.toLowerCase())) return { file, raw };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail to ${to} appeared under ${dataDir()}/mail`);
}

export function resetLinkIn(mail: WrittenMail): string {
  const candidates = [mail.raw, decodeQuotedPrintable(mail.raw), ...decodeBase64Blocks(mail.raw)];
  for (const text of candidates) {
    const match = /https?:\/\/[^\s"'<>]*\/reset-password\?token=[A-Za-z0-9._~%-]+/.exec(text);
    if (match) return match[0].replace(/&amp;/g, '&');
  }
  throw new Error(`no reset link in ${mail.file}`);
}
