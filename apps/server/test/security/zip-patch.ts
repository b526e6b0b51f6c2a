/**
 * Rewrites the uncompressed size an entry of a finished zip declares, in its central directory record
 * and its local header, leaving the compressed data as it is: a zip that lies about its size.
 */
export function patchDeclaredSize(zip: Buffer, entryName: string, declaredSize: number): Buffer {
  const patched = Buffer.from(zip);
  const end = patched.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = patched.readUInt16LE(end + 10);
  let at = patched.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    if (patched.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory record');
    const nameLength = patched.readUInt16LE(at + 28);
    const extraLength = patched.readUInt16LE(at + 30);
    const commentLength = patched.readUInt16LE(at + 32);
    const name = patched.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (name === entryName) {
      patched.writeUInt32LE(declaredSize, at + 24);
      const local = patched.readUInt32LE(at + 42);
      patched.writeUInt32LE(declaredSize, local + 22);
      return patched;
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`no entry ${entryName}`);
}
