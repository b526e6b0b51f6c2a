import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ObjectStore, readAll, s3ObjectStore } from '../../src/platform/object-store';
import { S3RVER_CREDENTIALS, startS3Server } from './s3-server';

const credentials = S3RVER_CREDENTIALS;
const BUCKET = 'portal-objects';

/** A readable of `size` bytes made chunk by chunk, so the test itself never holds the whole object. */
function generated(size: number, chunk = 256 * 1024) {
  let sent = 0;
  const hash = createHash('md5');
  const stream = new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const part = Buffer.alloc(Math.min(chunk, size - sent), sent % 251);
      hash.update(part);
      sent += part.length;
      this.push(part);
    },
  });
  return { stream, md5: () => hash.digest('hex') };
}

/**
 * The peak of Buffer memory above the start while `work` runs, sampled after a forced collection so
 * garbage does not count (what is left is what someone still holds).
 */
async function peakBufferMemory(work: () => Promise<void>) {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  const base = process.memoryUsage().arrayBuffers;
  let peak = 0;
  const timer = setInterval(() => {
    gc();
    peak = Math.max(peak, process.memoryUsage().arrayBuffers - base);
    // Once a second: a forced collection of a worker's heap that earlier files filled (isolate: false)
    // takes long, and four a second made the test 119 s in a full run (7 s alone). The object takes
    // seconds to stream, so memory held for the whole object would still be seen.
  }, 1000);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return peak;
}

describe('object store, S3 driver against a live S3-compatible server (s3rver on loopback)', () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  let store: ObjectStore;
  let endpoint: string;

  beforeAll(async () => {
    server = await startS3Server(BUCKET);
    endpoint = server.endpoint;
    store = s3ObjectStore({ bucket: BUCKET, endpoint, region: 'us-east-1', prefix: 'test/', credentials });
  });
  afterAll(() => server.stop());

  it('puts a buffer and gets the same bytes back as a stream, with S3 metadata', async () => {
    const put = await store.put('pricelists/A1/a.xlsx', Buffer.from('hello'), 'application/octet-stream');
    expect(store.kind).toBe('s3');
    expect(put).toMatchObject({ key: 'pricelists/A1/a.xlsx', size: 5 });
    expect(put.etag).toBe('"5d41402abc4b2a76b9719d911017c592"');
    const got = await store.get('pricelists/A1/a.xlsx');
    expect(got?.body).toBeInstanceOf(Readable);
    expect(got && (await readAll(got.body)).toString()).toBe('hello');
    expect(got?.object).toMatchObject({ key: 'pricelists/A1/a.xlsx', etag: put.etag, size: 5 });
    expect(got?.object.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers head with the metadata and null for a missing key; get of a missing key is null', async () => {
    await store.put('pricelists/A1/head.csv', Buffer.from('a;b\n'), 'text/csv');
    expect(await store.head('pricelists/A1/head.csv')).toMatchObject({ size: 4 });
    expect(await store.head('pricelists/A1/none.csv')).toBeNull();
    expect(await store.get('pricelists/A1/none.csv')).toBeNull();
  });

  it('deletes, after which the key is gone (deleting a missing key is no error)', async () => {
    await store.put('pricelists/A2/gone.xlsx', Buffer.from('x'), 'application/octet-stream');
    await store.delete('pricelists/A2/gone.xlsx');
    expect(await store.head('pricelists/A2/gone.xlsx')).toBeNull();
    await expect(store.delete('pricelists/A2/gone.xlsx')).resolves.toBeUndefined();
  });

  it('keeps keys with folders apart, under the configured prefix', async () => {
    await store.put('pricelists/A1/same.xlsx', Buffer.from('one'), 'application/octet-stream');
    await store.put('pricelists/A2/same.xlsx', Buffer.from('two'), 'application/octet-stream');
    const one = await store.get('pricelists/A1/same.xlsx');
    const two = await store.get('pricelists/A2/same.xlsx');
    expect(one && (await readAll(one.body)).toString()).toBe('one');
    expect(two && (await readAll(two.body)).toString()).toBe('two');
    // The prefix is part of the real key: a store without it does not see the object.
    const bare = s3ObjectStore({ bucket: BUCKET, endpoint, region: 'us-east-1', credentials });
    expect(await bare.head('pricelists/A1/same.xlsx')).toBeNull();
    expect(await bare.head('test/pricelists/A1/same.xlsx')).toMatchObject({ size: 3 });
  });

  it('refuses keys that could leave their folder before calling the server', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/unsafe object key/);
    }
  });

  it('streams a large object in and out without holding it in memory', async () => {
    const size = 192 * 1024 * 1024;
    const source = generated(size);
    const hash = createHash('md5');
    let read = 0;
    const peak = await peakBufferMemory(async () => {
      const put = await store.put('exports/big.bin', source.stream, 'application/octet-stream');
      expect(put.size).toBe(size);
      const got = await store.get('exports/big.bin');
      if (!got) throw new Error('the large object is missing');
      expect(got.object.size).toBe(size);
      for await (const chunk of got.body as AsyncIterable<Buffer>) {
        hash.update(chunk);
        read += chunk.length;
      }
    });
    expect(read).toBe(size);
    expect(hash.digest('hex')).toBe(source.md5());
    // Upload holds a few parts of 5 MB at a time (about 40 MB measured, the same for 32 MB or 96 MB
    // objects; the test's own S3 server shares this process, and on a busy machine its buffers reached
    // 71 MB once): bounded, far below the object's size.
    expect(peak).toBeLessThan(size / 2);
  }, 240_000);
});
