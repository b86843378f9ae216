import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { ZipFile } from 'yazl';

/** One file of a zip: bytes made here (a dataset, the README) or a stored file's stream. */
export type ZipEntry = {
  /** Its path inside the zip ('/'-separated; zip-safe, see zipPath). */
  readonly path: string;
  /** Deflate it: text does shrink; PDFs, images and Office files are already compressed. */
  readonly compress: boolean;
} & (
  | { readonly bytes: Uint8Array }
  | { readonly stream: ReadableStream<Uint8Array>; readonly size: number }
);

export type ZipStreamOptions = {
  /** Every entry's modification time (the moment of the export). */
  readonly mtime: Date;
  /** A failure once the reply has started (a source that broke): the zip is cut short. */
  readonly onError: (error: unknown) => void;
};

/**
 * A zip written as it is read (yazl, which writes ZIP64 where an entry or the whole passes
 * 4 GB). Entries are pulled from `entries` one at a time, and the next one only once the one
 * before has gone into the output, which in turn moves only as fast as the reader takes it: at
 * most one source is open at a time (a stored file in S3, say) and memory holds one entry's
 * pending chunks, never the zip. The caller's generator decides each entry when its turn comes,
 * so it may skip a file that is gone by then.
 *
 * A reader that goes away (the client closed the connection) destroys the source being copied
 * and ends the generator (its `finally` runs); nothing is reported. A failure of a source or of
 * the generator goes to `onError` and cuts the output short, which the client sees as a broken
 * download rather than a zip that looks whole.
 */
export function zipStream(
  entries: AsyncIterable<ZipEntry>,
  options: ZipStreamOptions,
): ReadableStream<Uint8Array> {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  let current: Readable | null = null;
  let done = false;
  let stopped = false;

  output.once('close', () => {
    if (done) return;
    // The reader went away before the end: stop reading the source and the generator.
    stopped = true;
    current?.destroy();
  });

  const write = async () => {
    for await (const entry of entries) {
      if (stopped) {
        // Opened for its turn, which will not come: let its source go.
        if ('stream' in entry) await entry.stream.cancel().catch(() => undefined);
        return;
      }
      const source =
        'bytes' in entry
          ? Readable.from([Buffer.from(entry.bytes)], { objectMode: false })
          : Readable.fromWeb(entry.stream as NodeReadableStream<Uint8Array>);
      current = source;
      zip.addReadStream(source, entry.path, {
        mtime: options.mtime,
        compress: entry.compress,
        ...('size' in entry ? { size: entry.size } : {}),
      });
      await finished(source);
      current = null;
      if (stopped) return;
    }
    done = true;
    zip.end();
  };

  const fail = (error: unknown) => {
    if (stopped) return;
    stopped = true;
    current?.destroy();
    options.onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  // yazl's own complaints (a stored file shorter or longer than its recorded size).
  zip.on('error', fail);
  write().catch(fail);
  return Readable.toWeb(output) as unknown as ReadableStream<Uint8Array>;
}

/** Characters a zip path must not carry: separators, control characters, what Windows refuses. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]/g;

/**
 * A name as one segment of a zip path: no separators or control characters, no leading dots
 * (no '..'), at most 120 characters, `fallback` when nothing is left.
 */
export function zipSegment(name: string, fallback: string): string {
  const safe = name
    .replace(UNSAFE, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 120)
    .trim();
  return safe || fallback;
}

/**
 * Paths handed out once each: a second 'Contrato.pdf' in the same folder becomes
 * 'Contrato (2).pdf', as a file manager would name it (zip paths compared without case, as
 * Windows and macOS compare file names).
 */
export function uniquePaths() {
  const used = new Set<string>();
  return (path: string): string => {
    const dot = path.lastIndexOf('.');
    const slash = path.lastIndexOf('/');
    const [stem, extension] = dot > slash + 1 ? [path.slice(0, dot), path.slice(dot)] : [path, ''];
    let candidate = path;
    for (let n = 2; used.has(candidate.toLowerCase()); n++)
      candidate = `${stem} (${n})${extension}`;
    used.add(candidate.toLowerCase());
    return candidate;
  };
}
