import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import type { ObjectStorageConfig } from '../config';
import { assertValidStorageKey, isValidStorageKey, type FileStorage } from './storage';

const DEFAULT_TYPE = 'application/octet-stream';

export type S3FileStorage = FileStorage & {
  /** Asks for the bucket once (HeadBucket): a wrong name, endpoint or key fails the start. */
  probe(): Promise<void>;
  /** Closes the client's sockets. */
  close(): void;
};

/** An object that is not there: S3's NoSuchKey, or a bare 404 (a HEAD, some compatible stores). */
const isMissing = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * FileStorage on an S3-compatible bucket (AWS S3, MinIO, R2; s3rver in tests): the key
 * `<prefix>/<key>`, the content type kept as the object's Content-Type. Streams both ways: a
 * Blob (an uploaded File) is sent from its stream with its length in one PUT (uploads are 10 MB at
 * most, S3 takes 5 GB in one), and `open` hands the response body on as it arrives. A PUT is
 * atomic on S3: a reader sees the old object or the new one, never half of it, and an upload under
 * way is never listed.
 */
export const createS3Storage = (
  options: ObjectStorageConfig,
  /** Keys per ListObjectsV2 page (S3 answers 1,000 at most); smaller in tests. */
  listPageSize = 1000,
): S3FileStorage => {
  const { bucket, prefix } = options;
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint && {
      endpoint: options.endpoint,
      // Since 3.729 the SDK sends checksums as aws-chunked trailers by default; stores other than
      // AWS (s3rver, older MinIO) may keep those framing bytes as part of the object. Checksums
      // then go only where an operation requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED' as const,
      responseChecksumValidation: 'WHEN_REQUIRED' as const,
    }),
    ...(options.credentials && { credentials: options.credentials }),
  });
  const root = prefix ? `${prefix}/` : '';

  const objectKey = (key: string) => {
    assertValidStorageKey(key);
    return `${root}${key}`;
  };

  /** The object, or null when there is none. */
  const fetchObject = async (key: string): Promise<GetObjectCommandOutput | null> => {
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    async put(key, body, contentType) {
      const Key = objectKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key,
          ContentType: contentType,
          ...(body instanceof Blob
            ? {
                // Read a chunk at a time as the socket takes it: no second copy of the upload.
                Body: Readable.fromWeb(body.stream() as NodeReadableStream),
                ContentLength: body.size,
              }
            : { Body: body, ContentLength: body.byteLength }),
        }),
      );
    },

    async get(key) {
      const object = await fetchObject(key);
      if (!object?.Body) return null;
      return {
        bytes: await object.Body.transformToByteArray(),
        contentType: object.ContentType || DEFAULT_TYPE,
      };
    },

    async open(key) {
      const object = await fetchObject(key);
      if (!object?.Body) return null;
      return {
        stream: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType || DEFAULT_TYPE,
      };
    },

    async list(listed) {
      if (!isValidStorageKey(listed)) return [];
      const files = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: `${root}${listed}/`,
            MaxKeys: listPageSize,
            ContinuationToken,
          }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(root.length);
          // Objects others put under the prefix with names this storage never makes are left alone.
          if (key && isValidStorageKey(key) && object.LastModified) {
            files.push({ key, modifiedAt: object.LastModified });
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return files;
    },

    async delete(key) {
      // Deleting a missing object succeeds on S3: nothing to tell apart.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async probe() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },

    close() {
      client.destroy();
    },
  };
};
