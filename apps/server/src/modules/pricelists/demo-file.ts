import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { type Db, queryRows } from '../../db/client';
import type { ObjectStore } from '../../platform/object-store';
import { authorityCountry, type PriceListRow, updateStoredObject } from './repo';

/**
 * The demo data holds price-list rows only (the generator writes no files). The first time such a
 * file is read, a small real workbook is made for it with exceljs, stored, and the row's size and
 * ETag are set to the stored bytes. Prices are derived from the row, so the sheet is the same each time.
 */
export async function materialiseDemoFile(db: Db, store: ObjectStore, row: PriceListRow) {
  const authority = await authorityCountry(db, row.authorityId);
  const products = await queryRows<{ product_id: number; product_name: string; unit: string }>(
    db,
    sql`select product_id, product_name, unit from products order by product_id limit 8`,
  );
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal demo data';
  workbook.created = row.lastModified;
  workbook.modified = row.lastModified;
  const sheet = workbook.addWorksheet('Price list');
  const currency = authority?.currency ?? 'EUR';
  sheet.columns = [
    { header: 'Product', key: 'product', width: 28 },
    { header: 'Unit', key: 'unit', width: 8 },
    { header: `Net unit price (${currency})`, key: 'price', width: 22 },
    { header: 'Valid from', key: 'from', width: 14 },
  ];
  const seed = [...row.objectKey].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) % 9973, 7);
  for (const product of products) {
    const price = 1 + ((seed * (product.product_id + 3)) % 90) / 100;
    sheet.addRow({ product: product.product_name, unit: product.unit, price, from: row.lastModified });
  }
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn('price').numFmt = '0.000';
  sheet.getColumn('from').numFmt = 'dd/mm/yyyy';
  sheet.addRow([]);
  sheet.addRow([`${authority?.authorityName ?? row.authorityId} · ${authority?.countryName ?? ''}`]);
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  const stored = await store.put(row.objectKey, body, row.contentType);
  await updateStoredObject(db, row.objectKey, stored.size, stored.etag);
  return { body, object: stored };
}
