import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { assertValidStorageKey, isValidStorageKey, type FileStorage } from './storage';

/** The local storage's folder inside DATA_DIR. */
export const FILES_FOLDER = 'files';

type Meta = { contentType: string; size: number };

const DEFAULT_TYPE = 'application/octet-stream';
/** Ending of a write under way (renamed into place when complete). */
const TMP_SUFFIX = '.tmp';

/**
 * FileStorage on a local folder (the embedded default: `${DATA_DIR}/files`). Bytes live under
 * `objects/<key>`, the content type beside them under `meta/<key>.json`. Writes go to a temporary
 * file first and are renamed into place, so a reader never sees half a file.
 */
export const createLocalStorage = (dir: string): FileStorage => {
  const root = resolve(dir);
  const objects = join(root, 'objects');
  const metas = join(root, 'meta');

  const pathsOf = (key: string) => {
    assertValidStorageKey(key);
    const object = resolve(objects, key);
    const meta = resolve(metas, `${key}.json`);
    // Belt and braces: the key check already rules out escaping the folder.
    if (!object.startsWith(objects + sep) || !meta.startsWith(metas + sep)) {
      assertValidStorageKey('..');
    }
    return { object, meta };
  };

  const writeAtomically = async (path: string, data: Uint8Array | string | Blob) => {
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${randomUUID()}${TMP_SUFFIX}`;
    try {
      // A Blob is piped from its stream, a chunk at a time: no second copy of an upload.
      await writeFile(
        tmp,
        data instanceof Blob ? Readable.fromWeb(data.stream() as NodeReadableStream) : data,
      );
      await rename(tmp, path);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  };

  const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

  const readMeta = async (meta: string): Promise<string> => {
    try {
      return (JSON.parse(await readFile(meta, 'utf8')) as Meta).contentType || DEFAULT_TYPE;
    } catch (error) {
      if (!isMissing(error) && !(error instanceof SyntaxError)) throw error;
      return DEFAULT_TYPE;
    }
  };

  return {
    async put(key, body, contentType) {
      const { object, meta } = pathsOf(key);
      const info: Meta = { contentType, size: body instanceof Blob ? body.size : body.byteLength };
      await writeAtomically(object, body);
      await writeAtomically(meta, JSON.stringify(info));
    },

    async get(key) {
      const { object, meta } = pathsOf(key);
      let bytes: Buffer;
      try {
        bytes = await readFile(object);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return {
        bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        contentType: await readMeta(meta),
      };
    },

    async open(key) {
      const { object, meta } = pathsOf(key);
      let handle;
      try {
        handle = await open(object, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        const contentType = await readMeta(meta);
        // The stream owns the handle from here on and closes it when done (or cancelled).
        const stream = createReadStream('', { fd: handle });
        return { stream: Readable.toWeb(stream) as ReadableStream<Uint8Array>, size, contentType };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async list(prefix) {
      const dir = resolve(objects, prefix);
      if (!isValidStorageKey(prefix) || !dir.startsWith(objects + sep)) return [];
      let names: string[];
      try {
        names = await readdir(dir, { recursive: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const listed = [];
      for (const name of names) {
        const key = relative(objects, join(dir, name)).split(sep).join('/');
        if (name.endsWith(TMP_SUFFIX) || !isValidStorageKey(key)) continue;
        try {
          const info = await stat(join(dir, name));
          if (info.isFile()) listed.push({ key, modifiedAt: info.mtime });
        } catch (error) {
          if (!isMissing(error)) throw error; // deleted while listing
        }
      }
      return listed;
    },

    async delete(key) {
      const { object, meta } = pathsOf(key);
      await rm(object, { force: true });
      await rm(meta, { force: true });
    },
  };
};
