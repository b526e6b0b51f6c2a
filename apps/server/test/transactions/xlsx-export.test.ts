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

  it('reads back every kind of cell as written: text (escaped for XML), numbers, dates, booleans, empty, formats, widths', async () => {
    type Row = { text: string | null; n: number; when: Date | null; flag: boolean; kind: 'money' | 'day' };
    const rows: Row[] = [
      {
        text: 'a & b <c> "d" \'e\'',
        n: 1.25,
        when: new Date('2026-03-04T05:06:07Z'),
        flag: true,
        kind: 'money',
      },
      { text: 'x\u0001y\ttab', n: -7, when: null, flag: false, kind: 'day' },
      { text: null, n: 0, when: new Date('2026-12-31T00:00:00Z'), flag: true, kind: 'money' },
    ];
    const buffer = await collect((out) =>
      writeXlsx<Row>(out, {
        sheetName: 'Ümlaut & <Sheet>',
        columns: [
          { header: 'Text', value: (r) => r.text, width: 33 },
          { header: 'Amount', value: (r) => r.n, numFmt: '#,##0.00' },
          { header: 'When', value: (r) => r.when, numFmt: 'dd/mm/yyyy hh:mm:ss' },
          { header: 'Flag', value: (r) => r.flag },
          {
            header: 'Mixed',
            value: (r) => (r.kind === 'day' ? r.when : r.n),
            numFmtOf: (r) => (r.kind === 'day' ? 'dd/mm/yyyy' : '0.000'),
          },
        ],
        rows: [rows.slice(0, 1), rows.slice(1)],
      }),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Ümlaut & <Sheet>');
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Text', 'Amount', 'When', 'Flag', 'Mixed']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const [first, second, third] = [2, 3, 4].map((n) => sheet.getRow(n));
    expect(first?.getCell(1).value).toBe('a & b <c> "d" \'e\'');
    expect(first?.getCell(2).value).toBe(1.25);
    expect(first?.getCell(2).numFmt).toBe('#,##0.00');
    expect(first?.getCell(3).value).toEqual(new Date('2026-03-04T05:06:07Z'));
    expect(first?.getCell(3).numFmt).toBe('dd/mm/yyyy hh:mm:ss');
    expect(first?.getCell(4).value).toBe(true);
    expect(first?.getCell(5).value).toBe(1.25);
    expect(first?.getCell(5).numFmt).toBe('0.000');
    // Characters XML cannot hold are dropped; a tab stays.
    expect(second?.getCell(1).value).toBe('xy\ttab');
    expect(second?.getCell(3).value).toBeNull();
    expect(second?.getCell(4).value).toBe(false);
    expect(second?.getCell(5).value).toBeNull();
    expect(third?.getCell(1).value).toBeNull();
    expect(third?.getCell(3).value).toEqual(new Date('2026-12-31T00:00:00Z'));
    expect(sheet.getColumn(1).width).toBe(33);
    expect(sheet.getColumn(2).width).toBe(12);
    expect(sheet.rowCount).toBe(4);
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
