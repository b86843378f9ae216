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

export async function listMail(from = dataDir()): Promise<string[]> {
  const dir = path.join(from, 'mail');
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
  /** The DATA_DIR of the server that writes it (the worker's by default). */
  from = dataDir(),
): Promise<WrittenMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const fresh = (await listMail(from)).filter((f) => !before.includes(f));
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
  throw new Error(`no e-mail to ${to} appeared under ${from}/mail`);
}

/** Quoted-printable to text: '=XX' are the bytes of UTF-8, '=' at a line's end a soft break. */
function quotedPrintableToUtf8(text: string): string {
  const bytes: number[] = [];
  const flat = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < flat.length; i++) {
    const hex = flat[i] === '=' ? /^[0-9A-F]{2}/i.exec(flat.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(flat[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The mail's parts as a person reads them, each decoded by its own transfer encoding. */
export function mailText(mail: WrittenMail): string {
  return mail.raw
    .split(/\r?\n--[^\r\n]*\r?\n/)
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
      if (encoding === 'base64')
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (encoding === 'quoted-printable') return quotedPrintableToUtf8(body);
      return body;
    })
    .join('\n');
}

export function resetLinkIn(mail: WrittenMail): string {
  const candidates = [mail.raw, decodeQuotedPrintable(mail.raw), ...decodeBase64Blocks(mail.raw)];
  for (const text of candidates) {
    const match = /https?:\/\/[^\s"'<>]*\/reset-password\?token=[A-Za-z0-9._~%-]+/.exec(text);
    if (match) return match[0].replace(/&amp;/g, '&');
  }
  throw new Error(`no reset link in ${mail.file}`);
}
