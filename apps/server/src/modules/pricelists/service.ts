import {
  PLATFORM_MESSAGE_KEYS,
  PRICE_LIST_AUDIT_CODES,
  PRICE_LIST_MESSAGE_KEYS,
  type TMessageKey,
  type TPriceListDownload,
  type TPriceListFile,
} from '@portal/contract';
import type { Db } from '../../db/client';
import type { UserRow } from '../../identity/accounts';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { type ObjectStore, readAll } from '../../platform/object-store';
import type { Reach } from '../../platform/reach';
import { runWrite } from '../../platform/run-write';
import { type AuthorityScope, resolveScope } from '../../platform/scope';
import { materialiseDemoFile } from './demo-file';
import { deleteFile, findFile, listFiles, type PriceListRow, upsertFile } from './repo';
import { checkSpreadsheet } from './spreadsheet-check';

/**
 * Writes touch one authority, inside the reach the endpoint's managePriceList_X opens (spec 001 §6;
 * the route layer narrowed it, platform/permission-gate). Reads get a scope of that reach: only the
 * authorities whose role holds downloadPriceList_X.
 */
const manageRule = (authorityId: string) => ({
  authorityIds: [authorityId],
  refusal: PLATFORM_MESSAGE_KEYS.pricelistNotAllowed,
});

const toFile = (row: PriceListRow): TPriceListFile => ({
  Key: row.objectKey,
  LastModified: row.lastModified.toISOString(),
  ETag: row.etag,
});

/** GET /api/transactions/pricingList/GetAsync. */
export async function listPriceLists(db: Db, o: { scope: AuthorityScope }) {
  return (await listFiles(db, o.scope)).map(toFile);
}

/** POST /api/transactions/pricingList/UploadAsync (spec 001 §5: xls or xlsx only). */
export async function uploadPriceList(
  db: Db,
  store: ObjectStore,
  o: {
    reach: Reach;
    user: UserRow;
    impersonator?: UserRow;
    authorityId: string;
    fileName: string;
    body: Buffer;
    now: number;
  },
): Promise<TPriceListFile> {
  const key = `pricelists/${o.authorityId}/${o.fileName}`;
  return runWrite(
    o,
    {
      db,
      now: o.now,
      attempt: {
        action: PRICE_LIST_AUDIT_CODES.upload,
        authorityIds: [o.authorityId],
        body: { key, fileName: o.fileName, sizeBytes: o.body.length },
      },
      // Impersonation is read-only for price lists.
      readOnlyWhileImpersonating: true,
      inReach: manageRule(o.authorityId),
    },
    async (tx) => {
      const check = await checkSpreadsheet(o.fileName, o.body);
      if (!check.isAccepted) {
        throw badRequest(PRICE_LIST_MESSAGE_KEYS.unsupportedType, `File refused: ${check.reason}`);
      }
      // Bytes first: a row never points at a file that is not there.
      const stored = await store.put(key, o.body, check.contentType);
      const row: PriceListRow = {
        objectKey: key,
        authorityId: o.authorityId,
        fileName: o.fileName,
        contentType: check.contentType,
        sizeBytes: stored.size,
        etag: stored.etag,
        lastModified: new Date(o.now),
        uploadedByUserId: o.user.id,
      };
      await upsertFile(tx, row);
      return toFile(row);
    },
  );
}

/** GET /api/transactions/pricingList/DownloadAsync: the file as base64 (FileContentResult). */
export async function downloadPriceList(
  db: Db,
  store: ObjectStore,
  o: { scope: AuthorityScope; key: string },
): Promise<TPriceListDownload> {
  const row = await findFile(db, o.scope, o.key);
  if (!row) throw notFound(PLATFORM_MESSAGE_KEYS.pricelistNotFound);
  const stored = await store.get(row.objectKey);
  // The spec's answer is JSON with the bytes in base64, so this one answer holds the whole file.
  const bytes = stored ? await readAll(stored.body) : (await materialiseDemoFile(db, store, row)).body;
  return {
    fileContents: bytes.toString('base64'),
    contentType: row.contentType,
    fileDownloadName: row.fileName,
  };
}

/** POST /api/transactions/pricingList/DeleteAsync and POST /api/pricelist. */
export async function deletePriceList(
  db: Db,
  store: ObjectStore,
  o: { reach: Reach; user: UserRow; impersonator?: UserRow; authorityId: string; key: string; now: number },
) {
  return runWrite(
    o,
    {
      db,
      now: o.now,
      attempt: { action: PRICE_LIST_AUDIT_CODES.delete, authorityIds: [o.authorityId], body: { key: o.key } },
      readOnlyWhileImpersonating: true,
      inReach: manageRule(o.authorityId),
    },
    async (tx) => {
      const row = await findFile(tx, resolveScope(o.reach, { authorityIds: [o.authorityId] }), o.key);
      if (!row || !(await deleteFile(tx, o.authorityId, o.key)))
        throw notFound(PLATFORM_MESSAGE_KEYS.pricelistNotFound);
      // The row goes in this transaction; should the store refuse, it stays and so do its bytes.
      await store.delete(row.objectKey);
      return { Key: row.objectKey, deleted: true as const };
    },
  );
}

/** A required input that is missing: 400 with its key. */
export const missing = (messageKey: TMessageKey) => new AppError('VALIDATION', messageKey);
