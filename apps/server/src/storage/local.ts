import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { assertValidStorageKey, type FileStorage } from './storage';

/** The local storage's folder inside DATA_DIR. */
export const FILES_FOLDER = 'files';

type Meta = { contentType: string; size: number };

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

  const writeAtomically = async (path: string, data: Uint8Array | string) => {
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${randomUUID()}.tmp`;
    try {
      await writeFile(tmp, data);
      await rename(tmp, path);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  };

  const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

  return {
    async put(key, bytes, contentType) {
      const { object, meta } = pathsOf(key);
      const info: Meta = { contentType, size: bytes.byteLength };
      await writeAtomically(object, bytes);
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
      let contentType = 'application/octet-stream';
      try {
        contentType = (JSON.parse(await readFile(meta, 'utf8')) as Meta).contentType || contentType;
      } catch (error) {
        if (!isMissing(error) && !(error instanceof SyntaxError)) throw error;
      }
      return {
        bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        contentType,
      };
    },

    async delete(key) {
      const { object, meta } = pathsOf(key);
      await rm(object, { force: true });
      await rm(meta, { force: true });
    },
  };
};
