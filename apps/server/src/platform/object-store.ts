import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ObjectStoreConfig } from '../config';

/** What S3 tells about an object (spec 001 §3 price-list file: Key, LastModified, ETag). */
export type StoredObject = { key: string; lastModified: Date; etag: string; size: number };

/** The bytes of a put: a buffer, or a stream written through without holding it all in memory. */
export type ObjectBody = Buffer | Readable;

/** Files (price lists, invoice PDFs) kept outside the database (DESIGN §1). Keys use `/` separators. */
export type ObjectStore = {
  readonly kind: 'filesystem' | 's3';
  put(key: string, body: ObjectBody, contentType: string): Promise<StoredObject>;
  /** The object as a stream (read it or destroy it); null when there is no such object. */
  get(key: string): Promise<{ body: Readable; object: StoredObject } | null>;
  /** The object's metadata without its bytes; null when there is none. */
  head(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The one object store of the process, made from the configuration in app.ts (tests pass their own). */
    objects: ObjectStore;
  }
}

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

/** For answers that must hold the whole file (the spec's base64 JSON download). */
export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Passes bytes through while counting them and hashing them (S3's ETag of a single-part object). */
function measuring() {
  const hash = createHash('md5');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, etag: `"${hash.digest('hex')}"` }) };
}

const toStream = (body: ObjectBody) => (Buffer.isBuffer(body) ? Readable.from([body]) : body);

/** The embedded default: one file per object under `<dataDir>/objects`, written atomically. */
export function fileSystemObjectStore(root: string): ObjectStore {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    const file = path.resolve(root, ...key.split('/'));
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error('object key leaves the store');
    return file;
  };
  const missingAsNull = <T>(error: unknown): T | null => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  };
  const head = async (key: string): Promise<StoredObject | null> => {
    const file = fileOf(key);
    try {
      const info = await stat(file);
      // The file system keeps no ETag: hash the file as a stream (memory stays one chunk).
      const measure = measuring();
      await pipeline(createReadStream(file), measure.stream, async (source) => {
        for await (const _ of source);
      });
      return { key, lastModified: info.mtime, ...measure.result() };
    } catch (error) {
      return missingAsNull(error);
    }
  };
  return {
    kind: 'filesystem',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.part`;
      const measure = measuring();
      try {
        await pipeline(toStream(body), measure.stream, createWriteStream(temporary));
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      const info = await stat(file);
      return { key, lastModified: info.mtime, ...measure.result() };
    },
    async get(key) {
      const object = await head(key);
      if (!object) return null;
      return { body: createReadStream(fileOf(key)), object };
    },
    head,
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

export type S3StoreOptions = {
  bucket: string;
  endpoint?: string;
  region: string;
  prefix?: string;
  /** Only for tests against a local S3 server; otherwise the SDK's usual chain provides them. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** S3 or an S3-compatible store (MinIO) through the AWS SDK; credentials come from the SDK's usual chain. */
export function s3ObjectStore(options: S3StoreOptions): ObjectStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    credentials: options.credentials,
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
  /** A missing object answers null; other failures are thrown. */
  const orNull = async <T>(request: () => Promise<T>): Promise<T | null> => {
    try {
      return await request();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  const objectOf = (
    key: string,
    r: { LastModified?: Date; ETag?: string; ContentLength?: number },
  ): StoredObject => ({
    key,
    lastModified: r.LastModified ?? new Date(0),
    etag: r.ETag ?? '',
    size: r.ContentLength ?? 0,
  });
  const head = (key: string) =>
    orNull(async () => objectOf(key, await client.send(new HeadObjectCommand({ Bucket, Key: full(key) }))));
  return {
    kind: 's3',
    async put(key, body, contentType) {
      // Upload sends a stream in parts of 5 MB, two at a time: memory holds a few parts, whatever the size.
      const measure = measuring();
      const upload = new Upload({
        client,
        partSize: 5 * 1024 * 1024,
        queueSize: 2,
        params: {
          Bucket,
          Key: full(key),
          Body: toStream(body).pipe(measure.stream),
          ContentType: contentType,
        },
      });
      const done = await upload.done();
      const measured = measure.result();
      const stored = await head(key);
      return {
        key,
        lastModified: stored?.lastModified ?? new Date(),
        etag: stored?.etag ?? done.ETag ?? measured.etag,
        size: stored?.size ?? measured.size,
      };
    },
    get: (key) =>
      orNull(async () => {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: full(key) }));
        if (!(result.Body instanceof Readable)) throw new Error('S3 answered a body that is not a stream');
        return { body: result.Body, object: objectOf(key, result) };
      }),
    head,
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
