import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { authorities, operators, pricelistFiles } from '../../db/schema';
import type { AuthorityScope } from '../../platform/scope';

export type PriceListRow = typeof pricelistFiles.$inferSelect;

/** The files of some authorities, newest first (index pricelist_files_authority_idx). */
export async function listFiles(db: Db, scope: AuthorityScope) {
  if (scope.ids.length === 0) return [];
  return db
    .select()
    .from(pricelistFiles)
    .where(inArray(pricelistFiles.authorityId, [...scope.ids]))
    .orderBy(desc(pricelistFiles.lastModified), pricelistFiles.objectKey);
}

/** One file, only when it belongs to one of the given authorities. */
export async function findFile(db: DbOrTx, scope: AuthorityScope, key: string) {
  if (scope.ids.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(pricelistFiles)
    .where(and(eq(pricelistFiles.objectKey, key), inArray(pricelistFiles.authorityId, [...scope.ids])));
  return row;
}

/** Writing the same name again replaces the file, as S3 does. */
export async function upsertFile(db: DbOrTx, row: PriceListRow) {
  await db
    .insert(pricelistFiles)
    .values(row)
    .onConflictDoUpdate({
      target: pricelistFiles.objectKey,
      set: {
        fileName: row.fileName,
        contentType: row.contentType,
        sizeBytes: row.sizeBytes,
        etag: row.etag,
        lastModified: row.lastModified,
        uploadedByUserId: row.uploadedByUserId,
      },
    });
}

export async function deleteFile(db: DbOrTx, authorityId: string, key: string) {
  const deleted = await db
    .delete(pricelistFiles)
    .where(and(eq(pricelistFiles.objectKey, key), eq(pricelistFiles.authorityId, authorityId)))
    .returning({ key: pricelistFiles.objectKey });
  return deleted.length > 0;
}

/** Stored size and ETag of a file whose bytes were written later (demo files, see demo-file.ts). */
export async function updateStoredObject(db: DbOrTx, key: string, sizeBytes: number, etag: string) {
  await db.update(pricelistFiles).set({ sizeBytes, etag }).where(eq(pricelistFiles.objectKey, key));
}

/** Country and currency of an authority, for the demo price-list sheet. */
export async function authorityCountry(db: Db, authorityId: string) {
  const [row] = await db
    .select({
      authorityName: authorities.authorityName,
      countryName: operators.countryName,
      currency: authorities.currency,
    })
    .from(authorities)
    .leftJoin(operators, eq(operators.letter, authorities.operatorLetter))
    .where(eq(authorities.authorityId, authorityId));
  return row;
}
