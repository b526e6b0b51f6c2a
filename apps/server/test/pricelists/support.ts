import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import type { Config } from '../../src/config';
import { NAMED_USERS, type NamedUserKey } from '../../src/demo/named-users';
import { signIn, WRITE_HEADERS } from '../helpers/sign-in';
import { createTestApp } from '../helpers/test-app';

/** A demo app whose object store lives in its own temporary DATA_DIR (or where `overrides` say). */
export async function createPriceListApp(overrides: Partial<Config> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pricelists-test-'));
  const ctx = await createTestApp({ dataDir, ...overrides }, { template: 'tiny' });
  return {
    ...ctx,
    dataDir,
    async signInAs(key: NamedUserKey) {
      const user = NAMED_USERS.find((u) => u.key === key);
      if (!user?.password) throw new Error(`${key} cannot sign in`);
      return (await signIn(ctx.app, user.email, user.password)).jar.header();
    },
    close: async () => {
      await ctx.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A multipart/form-data body with fields and one file part (filename sent as given, or as filename*). */
export function multipartBody(
  fields: Record<string, string>,
  file: { fileName: string; body: Buffer; encodedName?: boolean; contentType?: string },
) {
  const boundary = `----portal${Date.now().toString(16)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  const disposition = file.encodedName
    ? `filename*=utf-8''${encodeURIComponent(file.fileName)}`
    : `filename="${file.fileName}"`;
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { ...WRITE_HEADERS, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real workbook made with exceljs. */
export async function realXlsx(rows = 5) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Prices');
  sheet.addRow(['Product', 'Price']);
  for (let i = 0; i < rows; i++) sheet.addRow([`Product ${i}`, 1.2 + i / 10]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export type ZipEntry = { name: string; data: Buffer; declaredSize?: number; store?: boolean };

/** Writes a zip by hand, so tests can make archives no well-behaved tool would (lying sizes, bad names). */
export function buildZip(entries: ZipEntry[]) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = entry.store ? entry.data : deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(entry.store ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(entry.store ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer) {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** The entries of a zip, inflated (for rebuilding a real workbook with one part changed). */
export async function unzipEntries(body: Buffer): Promise<ZipEntry[]> {
  const zip = await yauzl.fromBufferPromise(body);
  const entries: ZipEntry[] = [];
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName.endsWith('/')) continue;
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    entries.push({ name: entry.fileName, data: Buffer.concat(chunks) });
  }
  zip.close();
  return entries;
}
