import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The dummy key pair s3rver accepts; requests are signed as with AWS. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Where s3rver keeps its objects: in memory (/dev/shm) when the machine has it. A multipart upload of
 * the large-object test writes its parts and then the whole object again; on disk, beside the test
 * databases' writes of a full parallel run, that took over 120 s on a slow machine (7 s alone).
 */
const FILES_ROOT = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

/** A live S3-compatible server on loopback (a free port) with one bucket; stop() removes its files. */
export async function startS3Server(bucket: string) {
  const directory = await mkdtemp(path.join(FILES_ROOT, 's3rver-test-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
