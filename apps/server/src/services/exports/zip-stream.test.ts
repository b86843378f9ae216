import { describe, expect, it, vi } from 'vitest';
import { unzip } from '@portal/test-support';
import { uniquePaths, zipSegment, zipStream, type ZipEntry } from './zip-stream';

const MTIME = new Date('2026-11-20T14:00:00.000Z');
const text = (value: string) => new TextEncoder().encode(value);

/** All of a web stream's bytes. */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A source of `total` bytes made on demand, 64 KB a pull, that counts what it was asked for. */
function countingSource(total: number) {
  const state = { pulled: 0, cancelled: false };
  const chunk = new Uint8Array(64 * 1024).fill(7);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      state.pulled += chunk.byteLength;
      controller.enqueue(chunk.slice());
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

async function* listOf(entries: ZipEntry[]) {
  yield* entries;
}

describe('zipStream', () => {
  it('writes bytes and streamed files that another reader opens, deflated or stored', async () => {
    const stored = countingSource(320 * 1024);
    const zip = zipStream(
      listOf([
        { path: 'README.txt', bytes: text('Olá, zip'), compress: true },
        { path: 'pasta/arquivo.bin', stream: stored.stream, size: 320 * 1024, compress: false },
      ]),
      { mtime: MTIME, onError: () => undefined },
    );
    const files = await unzip(await readAll(zip));
    expect([...files.keys()]).toEqual(['README.txt', 'pasta/arquivo.bin']);
    expect(files.get('README.txt')!.toString('utf8')).toBe('Olá, zip');
    expect(files.get('pasta/arquivo.bin')!.equals(Buffer.alloc(320 * 1024, 7))).toBe(true);
  });

  it('asks for the next entry only once the one before has gone into the zip', async () => {
    const log: string[] = [];
    const first = countingSource(1024 * 1024);
    async function* entries(): AsyncGenerator<ZipEntry> {
      log.push('first asked');
      yield { path: 'a.bin', stream: first.stream, size: 1024 * 1024, compress: false };
      log.push(`second asked after ${first.state.pulled} bytes of the first`);
      yield { path: 'b.txt', bytes: text('b'), compress: true };
    }
    await readAll(zipStream(entries(), { mtime: MTIME, onError: () => undefined }));
    expect(log).toEqual(['first asked', `second asked after ${1024 * 1024} bytes of the first`]);
  });

  it('reads a source only as fast as the zip is read, and lets it go when the reader does', async () => {
    const big = countingSource(256 * 1024 * 1024);
    let generatorClosed = false;
    async function* entries(): AsyncGenerator<ZipEntry> {
      try {
        yield { path: 'grande.bin', stream: big.stream, size: 256 * 1024 * 1024, compress: false };
        yield { path: 'depois.txt', bytes: text('nunca'), compress: true };
      } finally {
        generatorClosed = true;
      }
    }
    const onError = vi.fn();
    const reader = zipStream(entries(), { mtime: MTIME, onError }).getReader();
    let read = 0;
    while (read < 1024 * 1024) read += (await reader.read()).value!.byteLength;
    // Far less than the file is read ahead of the reader: the zip is never held in memory.
    expect(big.state.pulled).toBeLessThan(8 * 1024 * 1024);
    await reader.cancel();
    await vi.waitFor(() => expect(big.state.cancelled).toBe(true));
    await vi.waitFor(() => expect(generatorClosed).toBe(true));
    expect(onError).not.toHaveBeenCalled();
  });

  it('cuts the zip short and says why when a source fails', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(text('meio arquivo'));
        controller.error(new Error('o armazenamento caiu'));
      },
    });
    const onError = vi.fn();
    const zip = zipStream(listOf([{ path: 'x.bin', stream: broken, size: 100, compress: false }]), {
      mtime: MTIME,
      onError,
    });
    await expect(readAll(zip)).rejects.toThrow();
    expect(onError).toHaveBeenCalledOnce();
  });

  it('refuses a stored file whose bytes are not its recorded size', async () => {
    const onError = vi.fn();
    const zip = zipStream(
      listOf([
        { path: 'x.bin', stream: countingSource(64 * 1024).stream, size: 10, compress: false },
      ]),
      { mtime: MTIME, onError },
    );
    await expect(readAll(zip)).rejects.toThrow();
    expect(onError).toHaveBeenCalledOnce();
  });
});

describe('zip paths', () => {
  it('makes a name one safe segment', () => {
    expect(zipSegment('Contrato 2026.pdf', 'x')).toBe('Contrato 2026.pdf');
    expect(zipSegment('../../etc/passwd', 'x')).toBe('_.._etc_passwd');
    expect(zipSegment('a\\b:c*d?.txt', 'x')).toBe('a_b_c_d_.txt');
    expect(zipSegment('   ', 'arquivo')).toBe('arquivo');
    expect(zipSegment('..', 'arquivo')).toBe('arquivo');
  });

  it('hands out each path once, numbering the repeats before the extension', () => {
    const unique = uniquePaths();
    expect(unique('documentos/Contrato.pdf')).toBe('documentos/Contrato.pdf');
    expect(unique('documentos/contrato.PDF')).toBe('documentos/contrato (2).PDF');
    expect(unique('documentos/Contrato.pdf')).toBe('documentos/Contrato (3).pdf');
    expect(unique('transcricoes/2026-11-20-reuniao')).toBe('transcricoes/2026-11-20-reuniao');
    expect(unique('transcricoes/2026-11-20-reuniao')).toBe('transcricoes/2026-11-20-reuniao (2)');
  });
});
