/**
 * Rows in PostgreSQL's COPY text format: tab-separated, \N for null, backslash escapes. Values are
 * strings, numbers, booleans, null, string/number arrays (text[] or int[]) or plain objects (jsonb).
 */
export type CopyValue = string | number | boolean | null | undefined | readonly (string | number)[] | object;
export type CopyRow = readonly CopyValue[];

const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

const escapeText = (text: string) =>
  NEEDS_ESCAPE.test(text) ? text.replace(/[\\\t\n\r]/g, (ch) => ESCAPES[ch] as string) : text;

/** An array literal such as {"a","b"} or {1,2}. */
function arrayLiteral(values: readonly (string | number)[]): string {
  const parts = values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`));
  return `{${parts.join(',')}}`;
}

export function encodeValue(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  switch (typeof value) {
    case 'string':
      return escapeText(value);
    case 'number':
      if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
      return String(value);
    case 'boolean':
      return value ? 't' : 'f';
    default:
      return escapeText(Array.isArray(value) ? arrayLiteral(value) : JSON.stringify(value));
  }
}

export function encodeRow(row: CopyRow): string {
  let line = encodeValue(row[0]);
  for (let i = 1; i < row.length; i++) line += `\t${encodeValue(row[i])}`;
  return `${line}\n`;
}

/** Joins encoded rows into chunks of about `chunkChars` characters, counting rows as it goes. */
export function* encodeChunks(
  rows: Iterable<CopyRow>,
  chunkChars: number,
  counter: { rows: number },
): Generator<string> {
  // Joining an array once is cheaper than growing one string row by row.
  let lines: string[] = [];
  let size = 0;
  for (const row of rows) {
    const line = encodeRow(row);
    lines.push(line);
    size += line.length;
    counter.rows++;
    if (size >= chunkChars) {
      yield lines.join('');
      lines = [];
      size = 0;
    }
  }
  if (lines.length) yield lines.join('');
}
