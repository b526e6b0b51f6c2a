/**
 * The fixed parts of a one-sheet xlsx package (SpreadsheetML, ECMA-376) and its style table, for the
 * streaming writer in xlsx-export.ts. Values are written as ExcelJS wrote them (text as `t="str"`,
 * dates as serial numbers with a number format), so readers see the same cells as before.
 */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Characters XML 1.0 cannot hold (controls other than tab, line feed and carriage return; DEL). */
const INVALID_XML = /[^\t\n\r\u0020-\u007e\u0080-\uffff]/g;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data or attribute value: the five entities escaped, invalid characters dropped. */
export function xmlText(text: string): string {
  return text.replace(INVALID_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c] as string);
}

/** Column letters of a 0-based index: A … Z, AA … */
export function columnLetters(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/**
 * The cell formats a sheet uses (number format, bold): each distinct pair is one `cellXfs` entry,
 * index 0 the default. Custom number formats take ids from 164 (the first free id).
 */
export class XlsxStyles {
  private readonly formats = new Map<string, number>();
  private readonly xfs = new Map<string, number>([['|0', 0]]);

  /** The style index of a cell with this number format (none: General) and weight. */
  id(numFmt: string | undefined, bold = false): number {
    const key = `${numFmt ?? ''}|${bold ? 1 : 0}`;
    let id = this.xfs.get(key);
    if (id === undefined) {
      if (numFmt && !this.formats.has(numFmt)) this.formats.set(numFmt, 164 + this.formats.size);
      id = this.xfs.size;
      this.xfs.set(key, id);
    }
    return id;
  }

  /** xl/styles.xml with every format asked for so far. */
  xml(): string {
    const numFmts = [...this.formats].map(
      ([code, id]) => `<numFmt numFmtId="${id}" formatCode="${xmlText(code)}"/>`,
    );
    const xfs = [...this.xfs.keys()].map((key) => {
      const [numFmt, bold] = key.split('|') as [string, string];
      const fmtId = numFmt ? (this.formats.get(numFmt) as number) : 0;
      const applied = `${fmtId ? ' applyNumberFormat="1"' : ''}${bold === '1' ? ' applyFont="1"' : ''}`;
      return `<xf numFmtId="${fmtId}" fontId="${bold === '1' ? 1 : 0}" fillId="0" borderId="0" xfId="0"${applied}/>`;
    });
    const font = (bold: boolean) =>
      `<font>${bold ? '<b/>' : ''}<sz val="11"/><color rgb="FF000000"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font>`;
    return `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">${
      numFmts.length ? `<numFmts count="${numFmts.length}">${numFmts.join('')}</numFmts>` : ''
    }<fonts count="2">${font(false)}${font(true)}</fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
  }
}

/** The worksheet's opening up to its first row: column widths and styles. */
export function sheetHead(columns: { width: number; style: number }[]): string {
  const cols = columns.map(
    (c, i) =>
      `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"${c.style ? ` style="${c.style}"` : ''}/>`,
  );
  return `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${cols.join('')}</cols><sheetData>`;
}

export const SHEET_TAIL =
  '</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>';

/** The package's other parts, by path: content types, relationships and the workbook naming the sheet. */
export function packageParts(sheetName: string): [string, string][] {
  return [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ],
  ];
}
