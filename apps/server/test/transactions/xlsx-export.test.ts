import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { escapeCell, writeXlsx } from '../../src/platform/xlsx-export';

async function collect(run: (out: PassThrough) => Promise<unknown>) {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (c: Buffer) => parts.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await run(out);
  await ended;
  return Buffer.concat(parts);
}

describe('platform/xlsx-export: streaming spreadsheet writer', () => {
  it('escapes text that would start a formula (= + - @, tab, CR) and leaves other values alone', () => {
    for (const dangerous of ['=1+2', '+A1', '+cmd|calc', '-2', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("x")']) {
      expect(escapeCell(dangerous)).toBe(`'${dangerous}`);
    }
    // Telephone numbers (a plus, then digits, spaces and ( ) - . /) are written as typed (issue 15).
    for (const phone of ['+31 6 1234', '+49 (0)30 1234-567', '+44.20.7946.0000'])
      expect(escapeCell(phone)).toBe(phone);
    expect(escapeCell('Shell A1')).toBe('Shell A1');
    expect(escapeCell(' =x')).toBe(' =x');
    expect(escapeCell(-2)).toBe(-2);
    expect(escapeCell(null)).toBeNull();
    expect(escapeCell(undefined)).toBeNull();
    const date = new Date('2026-01-02T03:04:05Z');
    expect(escapeCell(date)).toBe(date);
  });

  it('writes the sheet, header and chunked rows so that a reader gets them back, none as a formula', async () => {
    type Row = { name: string; amount: number };
    async function* chunks() {
      yield [{ name: 'first', amount: 1.5 }];
      yield [
        { name: '=cmd|calc', amount: -3 },
        { name: '@evil', amount: 0 },
      ];
    }
    let count = 0;
    const buffer = await collect(async (out) => {
      count = await writeXlsx<Row>(out, {
        sheetName: 'Transactions',
        columns: [
          { header: 'Name', value: (r) => r.name },
          { header: 'Amount', value: (r) => r.amount, numFmt: '0.00' },
        ],
        rows: chunks(),
      });
    });
    expect(count).toBe(3);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Transactions');
    expect(sheet).toBeDefined();
    const values = sheet
      ?.getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
    expect(values).toEqual([
      ['Name', 'Amount'],
      ['first', 1.5],
      ["'=cmd|calc", -3],
      ["'@evil", 0],
    ]);
    sheet?.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it('streams: bytes leave for the output before the last chunk is even read (bounded memory)', async () => {
    const out = new PassThrough();
    let bytes = 0;
    out.on('data', (c: Buffer) => {
      bytes += c.length;
    });
    const ended = new Promise((resolve) => out.on('end', resolve));
    const seenBeforeChunk: number[] = [];
    /** Resolves once the output has received `more` bytes beyond `from` (a buffering writer never does). */
    const outputGrows = (from: number, more: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (bytes < from + more) return;
          out.off('data', check);
          resolve();
        };
        out.on('data', check);
        check();
      });
    async function* many() {
      for (let c = 0; c < 4; c++) {
        // Before the next chunk is read, the previous one's compressed bytes must have left: a writer
        // that holds the whole file until the end never lets this wait end (the test times out).
        if (c > 0) await outputGrows(seenBeforeChunk[c - 1] as number, 30_000);
        seenBeforeChunk.push(bytes);
        yield Array.from({ length: 15_000 }, (_, i) => ({ n: c * 15_000 + i, text: `row ${i}` }));
      }
    }
    const count = await writeXlsx(out, {
      sheetName: 'Transactions',
      columns: [
        { header: 'N', value: (r: { n: number; text: string }) => r.n },
        { header: 'Text', value: (r: { n: number; text: string }) => r.text },
      ],
      rows: many(),
    });
    await ended;
    expect(count).toBe(60_000);
    // 45,000 rows in, most of their compressed bytes are already out: nothing waits for the end.
    expect((seenBeforeChunk[3] as number) - (seenBeforeChunk[0] as number)).toBeGreaterThan(100_000);
    expect(bytes).toBeGreaterThan(seenBeforeChunk[3] as number);
  });
});
