import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { loadConfig, type ObjectStorageConfig } from '../config';
import { tempDir } from '../db/testing';

// Helpers for tests that need an S3-compatible store. Not used by the server itself.

/** The access key s3rver accepts (it checks every request's signature against it). */
const S3RVER_KEY = 'S3RVER';
const SCRIPT = fileURLToPath(new URL('./local-s3-server.mjs', import.meta.url));

export type LocalS3 = {
  /** `http://127.0.0.1:<port>`. */
  endpoint: string;
  bucket: string;
  /**
   * The environment that points a server at this store, under `prefix`: STORAGE_URL and the
   * AWS variables an operator would set.
   */
  env: (prefix?: string) => Record<string, string>;
  /** The configuration those variables give (what openConfiguredStorage takes). */
  config: (prefix?: string) => ObjectStorageConfig;
  stop: () => Promise<void>;
};

/**
 * Starts s3rver (an S3-compatible server written for Node that keeps objects in a folder) in a
 * process of its own (local-s3-server.mjs says why) on a free port of 127.0.0.1, with `bucket`
 * created. `S3RVER_LOG=1` shows its request log.
 */
export const startLocalS3 = async (bucket = 'portal-test'): Promise<LocalS3> => {
  const dir = tempDir('portal-s3-');
  const child = spawn(process.execPath, ['--openssl-legacy-provider', SCRIPT, dir.path, bucket], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^\{"port":(\d+)\}$/m.exec(output);
      if (line) resolve(Number(line[1]));
    });
    void exited.then(() => reject(new Error(`s3rver exited before listening:\n${output}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const env = (prefix = '') => ({
    STORAGE_URL: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
    AWS_ENDPOINT_URL: endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: S3RVER_KEY,
    AWS_SECRET_ACCESS_KEY: S3RVER_KEY,
  });
  return {
    endpoint,
    bucket,
    env,
    config: (prefix) => loadConfig(env(prefix)).objectStorage!,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      dir.remove();
    },
  };
};
