import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import {
  createObjectStore,
  fileSystemObjectStore,
  type ObjectStore,
  readAll,
} from '../../src/platform/object-store';

describe('object store, file-system implementation (DESIGN §1: files under DATA_DIR/objects)', () => {
  let root: string;
  let store: ObjectStore;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'object-store-test-'));
    store = createObjectStore(root, {});
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('is chosen without S3_BUCKET and keeps objects under <dataDir>/objects', async () => {
    expect(store.kind).toBe('filesystem');
    const s3 = loadConfig({ S3_BUCKET: 'prices', S3_ENDPOINT: 'http://127.0.0.1:9000' }).objectStore;
    expect(s3.s3).toEqual({ bucket: 'prices', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1' });
    expect(createObjectStore(root, s3).kind).toBe('s3');
    await store.put('pricelists/A1/a.xlsx', Buffer.from('abc'), 'application/octet-stream');
    expect(await readdir(path.join(root, 'objects', 'pricelists', 'A1'))).toEqual(['a.xlsx']);
  });

  it('answers S3-style Key, LastModified and a quoted MD5 ETag, and the same bytes back', async () => {
    const put = await store.put('pricelists/A1/b.xlsx', Buffer.from('hello'), 'application/octet-stream');
    expect(put.key).toBe('pricelists/A1/b.xlsx');
    expect(put.etag).toBe('"5d41402abc4b2a76b9719d911017c592"');
    expect(put.lastModified).toBeInstanceOf(Date);
    const got = await store.get('pricelists/A1/b.xlsx');
    expect(got && (await readAll(got.body)).toString()).toBe('hello');
    expect(got?.object.etag).toBe(put.etag);
    expect(await store.head('pricelists/A1/b.xlsx')).toMatchObject({ etag: put.etag, size: 5 });
    await store.delete('pricelists/A1/b.xlsx');
    expect(await store.get('pricelists/A1/b.xlsx')).toBeNull();
    expect(await store.head('pricelists/A1/b.xlsx')).toBeNull();
  });

  it('writes a stream through, and a failed stream leaves neither the object nor a part file', async () => {
    const parts = [Buffer.from('one,'), Buffer.from('two,'), Buffer.from('three')];
    const put = await store.put('exports/s.csv', Readable.from(parts), 'text/csv');
    expect(put.size).toBe(13);
    const got = await store.get('exports/s.csv');
    expect(got && (await readAll(got.body)).toString()).toBe('one,two,three');
    const broken = new Readable({
      read() {
        this.destroy(new Error('source failed'));
      },
    });
    await expect(store.put('exports/broken.csv', broken, 'text/csv')).rejects.toThrow('source failed');
    expect(await store.head('exports/broken.csv')).toBeNull();
    expect(await readdir(path.join(root, 'objects', 'exports'))).toEqual(['s.csv']);
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a\\b', 'a//b', '', 'a/./b', 'a\r\nb']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
        /unsafe object key|leaves/,
      );
    }
    const other = fileSystemObjectStore(path.join(root, 'other'));
    await expect(other.get('..')).rejects.toThrow();
  });
});
