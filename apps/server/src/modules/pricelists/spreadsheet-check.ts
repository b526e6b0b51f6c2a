import { fileExtension } from '@portal/contract';
import yauzl from 'yauzl';

/** Limits of an uploaded xlsx (zip): checked on the directory's claims, then on the bytes inflated. */
export const ZIP_LIMITS = {
  maxEntries: 200,
  maxTotalUncompressed: 50 * 1024 * 1024,
  /** Compression ratio allowed for entries above `ratioFloor` bytes (XML compresses about 10:1). */
  maxRatio: 100,
  ratioFloor: 64 * 1024,
} as const;

const XLSX_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
export const CONTENT_TYPES = {
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** OLE2 compound file header (legacy .xls). */
const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** No path parts, control characters (CR, LF), or characters Windows refuses in a name. */
const SAFE_FILE_NAME = /^[^\p{Cc}/\\:*?"<>|]{1,200}$/u;

export type SpreadsheetCheck =
  | { isAccepted: true; extension: 'xls' | 'xlsx'; contentType: string }
  | { isAccepted: false; reason: string };

const refuse = (reason: string): SpreadsheetCheck => ({ isAccepted: false, reason });

/** A file name we are willing to store: a plain name, no path, no dot-dot, no control characters. */
export function isSafeFileName(fileName: string) {
  return SAFE_FILE_NAME.test(fileName) && !fileName.includes('..') && !fileName.startsWith('.');
}

/**
 * Spec 001 §5: only xls and xlsx, by extension AND by content: an OLE2 workbook for xls; for xlsx a zip
 * holding [Content_Types].xml (declaring a plain, macro-free workbook) and xl/workbook.xml, with sane
 * entry names, counts, sizes and ratios (the directory's claims first, then the bytes each entry
 * really inflates to, counted while inflating), and XML parts without DOCTYPE or ENTITY declarations.
 */
export async function checkSpreadsheet(fileName: string, body: Buffer): Promise<SpreadsheetCheck> {
  if (!isSafeFileName(fileName)) return refuse('file name');
  const extension = fileExtension(fileName);
  if (extension === 'xls') return checkXls(body);
  if (extension === 'xlsx') return checkXlsx(body);
  return refuse(`extension ${extension}`);
}

function checkXls(body: Buffer): SpreadsheetCheck {
  if (body.length < 512 || !body.subarray(0, 8).equals(CFB_SIGNATURE)) return refuse('not an OLE2 file');
  // A workbook's compound file has a "Workbook" (BIFF8) or "Book" (BIFF5) stream; a .doc has neither.
  const hasWorkbook = ['Workbook', 'Book'].some((name) => body.includes(Buffer.from(`${name}\0`, 'utf16le')));
  return hasWorkbook
    ? { isAccepted: true, extension: 'xls', contentType: CONTENT_TYPES.xls }
    : refuse('OLE2 file without a workbook stream');
}

async function checkXlsx(body: Buffer): Promise<SpreadsheetCheck> {
  if (!body.subarray(0, 4).equals(ZIP_SIGNATURE)) return refuse('not a zip file');
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await yauzl.fromBufferPromise(body, {
      autoClose: false,
      strictFileNames: true,
      validateEntrySizes: true,
    });
    if (zip.entryCount > ZIP_LIMITS.maxEntries) return refuse('too many zip entries');
    const entries: yauzl.Entry[] = [];
    let totalUncompressed = 0;
    // yauzl refuses absolute names, backslashes and ".." segments while reading the directory.
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.includes('\0')) return refuse('zip entry name');
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) return refuse('zip method');
      if (entry.isEncrypted()) return refuse('encrypted zip entry');
      totalUncompressed += entry.uncompressedSize;
      if (totalUncompressed > ZIP_LIMITS.maxTotalUncompressed) return refuse('zip too large when inflated');
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (entry.uncompressedSize > ZIP_LIMITS.ratioFloor && ratio > ZIP_LIMITS.maxRatio) {
        return refuse('zip compression ratio');
      }
      entries.push(entry);
    }
    const names = new Set(entries.map((e) => e.fileName));
    if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) return refuse('not a workbook');
    if (entries.some((e) => /vbaProject\.bin$/i.test(e.fileName))) return refuse('macros');
    // The directory's sizes are only claims: every entry is inflated and its bytes counted (issue 42 §3).
    const budget = { inflated: 0 };
    for (const entry of entries) {
      const isXml = /\.(xml|rels|vml)$/i.test(entry.fileName);
      const bytes = await inflateEntry(zip, entry, budget, isXml);
      if (!bytes) continue;
      const xml = decodeXml(bytes);
      if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return refuse('XML declares a DOCTYPE or ENTITY');
      if (entry.fileName === '[Content_Types].xml' && !xml.includes(XLSX_MAIN)) {
        return refuse('not a macro-free workbook');
      }
    }
    return { isAccepted: true, extension: 'xlsx', contentType: CONTENT_TYPES.xlsx };
  } catch (error) {
    return refuse(error instanceof InflateLimitError ? `zip ${error.message}` : 'damaged zip');
  } finally {
    zip?.close();
  }
}

class InflateLimitError extends Error {}

/**
 * Inflates one entry counting the bytes as they come, and stops at the first byte past the whole
 * file's inflated limit or the entry's ratio limit (yauzl also stops where the entry passes the size
 * it declared). Keeps the bytes only when `isKept`.
 */
async function inflateEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  budget: { inflated: number },
  isKept: boolean,
) {
  const stream = await zip.openReadStreamPromise(entry);
  const ratioLimit = Math.max(ZIP_LIMITS.ratioFloor, entry.compressedSize * ZIP_LIMITS.maxRatio);
  const chunks: Buffer[] = [];
  let inflated = 0;
  try {
    for await (const chunk of stream) {
      const bytes = chunk as Buffer;
      inflated += bytes.length;
      budget.inflated += bytes.length;
      if (budget.inflated > ZIP_LIMITS.maxTotalUncompressed) throw new InflateLimitError('inflated limit');
      if (inflated > ratioLimit) throw new InflateLimitError('ratio limit');
      if (isKept) chunks.push(bytes);
    }
  } finally {
    stream.destroy();
  }
  return isKept ? Buffer.concat(chunks) : undefined;
}

/** XML may be UTF-16 (with a byte-order mark); decode it so a declaration cannot hide. */
function decodeXml(bytes: Buffer) {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const swapped = Buffer.from(bytes.subarray(2));
    swapped.swap16();
    return swapped.toString('utf16le');
  }
  return bytes.toString('utf8');
}
