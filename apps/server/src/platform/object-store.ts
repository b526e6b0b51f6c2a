import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ObjectStoreConfig } from '../config';

/** What S3 tells about an object (spec 001 §3 price-list file: Key, LastModified, ETag). */
export type StoredObject = { key: string; lastModified: Date; etag: string; size: number };

/** Files (price lists, invoice PDFs) kept outside the database (DESIGN §1). Keys use `/` separators. */
export type ObjectStore = {
  readonly kind: 'filesystem' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<StoredObject>;
  /** Null when there is no such object. */
  get(key: string): Promise<{ body: Buffer; object: StoredObject } | null>;
  delete(key: string): Promise<void>;
};

/** Keys are built by the server; anything that could leave the store's root is refused all the same. */
const SAFE_SEGMENT = /^[^/\\\0\r\n]+$/;
export function assertSafeKey(key: string) {
  const segments = key.split('/');
  const isSafe =
    key.length > 0 &&
    key.length <= 1024 &&
    segments.every((s) => SAFE_SEGMENT.test(s) && s !== '.' && s !== '..');
  if (!isSafe) throw new Error(`unsafe object key: ${JSON.stringify(key)}`);
}

const md5Etag = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;

/** The embedded default: one file per object under `<dataDir>/objects`, written atomically. */
export function fileSystemObjectStore(root: string): ObjectStore {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    const file = path.resolve(root, ...key.split('/'));
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error('object key leaves the store');
    return file;
  };
  return {
    kind: 'filesystem',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.part`;
      await writeFile(temporary, body);
      await rename(temporary, file);
      const info = await stat(file);
      return { key, lastModified: info.mtime, etag: md5Etag(body), size: body.length };
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [body, info] = await Promise.all([readFile(file), stat(file)]);
        return { body, object: { key, lastModified: info.mtime, etag: md5Etag(body), size: body.length } };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** S3 or an S3-compatible store (MinIO) through the AWS SDK; credentials come from the SDK's usual chain. */
export function s3ObjectStore(options: {
  bucket: string;
  endpoint?: string;
  region: string;
  prefix?: string;
}): ObjectStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // MinIO and most S3-compatible servers want path-style addressing.
    forcePathStyle: Boolean(options.endpoint),
  });
  const Bucket = options.bucket;
  const full = (key: string) => {
    assertSafeKey(key);
    return options.prefix ? `${options.prefix.replace(/\/+$/, '')}/${key}` : key;
  };
  const isMissing = (error: unknown) =>
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: full(key), Body: body, ContentType: contentType }),
      );
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: full(key) }));
      return {
        key,
        lastModified: head.LastModified ?? new Date(),
        etag: head.ETag ?? md5Etag(body),
        size: body.length,
      };
    },
    async get(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: full(key) }));
        const body = Buffer.from((await result.Body?.transformToByteArray()) ?? new Uint8Array());
        return {
          body,
          object: {
            key,
            lastModified: result.LastModified ?? new Date(0),
            etag: result.ETag ?? md5Etag(body),
            size: body.length,
          },
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: full(key) }));
    },
  };
}

/**
 * DESIGN §1: files under `<dataDir>/objects` by default; S3 when S3_BUCKET is set (S3_ENDPOINT for
 * MinIO or another S3-compatible server).
 */
export function createObjectStore(dataDir: string, config: ObjectStoreConfig): ObjectStore {
  if (config.s3) return s3ObjectStore(config.s3);
  return fileSystemObjectStore(path.join(dataDir, 'objects'));
}
