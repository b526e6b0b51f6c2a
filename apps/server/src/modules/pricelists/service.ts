import {
  downloadPriceListKey,
  managePriceListKey,
  PRICE_LIST_MESSAGE_KEYS,
  type TPriceListDownload,
  type TPriceListFile,
} from '@portal/contract';
import type { Db } from '../../db/client';
import type { UserRow } from '../../identity/accounts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import type { ObjectStore } from '../../platform/object-store';
import type { Reach } from '../../platform/reach';
import { type AuthorityScope, narrowScope, resolveScope } from '../../platform/scope';
import { permissionKeys } from '../hierarchy/repo';
import { materialiseDemoFile } from './demo-file';
import { deleteFile, findFile, listFiles, type PriceListRow, upsertFile } from './repo';
import { checkSpreadsheet } from './spreadsheet-check';

type Access = 'download' | 'manage';

/**
 * Spec 001 §2, §6: downloadPriceList_X / managePriceList_X, X the first character of the authority
 * id, held through the role the user has on that authority.
 */
async function mayAccess(db: Db, reach: Reach, authorityId: string, access: Access) {
  const roleId = reach.authorities.get(authorityId)?.roleId;
  if (!roleId) return false;
  const letter = authorityId.charAt(0);
  const key = access === 'download' ? downloadPriceListKey(letter) : managePriceListKey(letter);
  return (await permissionKeys(db, [roleId])).includes(key);
}

/** The authorities of the scope whose price lists the user may see; none answers 403. */
async function downloadableAuthorities(db: Db, reach: Reach, scope: AuthorityScope) {
  const allowed = await narrowScope(scope, (id) => mayAccess(db, reach, id, 'download'));
  if (allowed.ids.length === 0) throw forbidden('pricelist_not_allowed');
  return allowed;
}

/** Writes need managePriceList_X and a user acting for themselves (impersonation is read-only). */
async function assertMayManage(db: Db, o: { reach: Reach; authorityId: string; impersonator?: UserRow }) {
  if (o.impersonator) throw forbidden('impersonation_read_only');
  if (!(await mayAccess(db, o.reach, o.authorityId, 'manage'))) throw forbidden('pricelist_not_allowed');
}

const toFile = (row: PriceListRow): TPriceListFile => ({
  Key: row.objectKey,
  LastModified: row.lastModified.toISOString(),
  ETag: row.etag,
});

/** GET /api/transactions/pricingList/GetAsync. */
export async function listPriceLists(db: Db, o: { reach: Reach; scope: AuthorityScope }) {
  const allowed = await downloadableAuthorities(db, o.reach, o.scope);
  return (await listFiles(db, allowed)).map(toFile);
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
  await assertMayManage(db, o);
  const check = await checkSpreadsheet(o.fileName, o.body);
  if (!check.isAccepted) {
    throw badRequest(PRICE_LIST_MESSAGE_KEYS.unsupportedType, `File refused: ${check.reason}`);
  }
  const key = `pricelists/${o.authorityId}/${o.fileName}`;
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
  await upsertFile(db, row);
  return toFile(row);
}

/** GET /api/transactions/pricingList/DownloadAsync: the file as base64 (FileContentResult). */
export async function downloadPriceList(
  db: Db,
  store: ObjectStore,
  o: { reach: Reach; scope: AuthorityScope; key: string },
): Promise<TPriceListDownload> {
  const allowed = await downloadableAuthorities(db, o.reach, o.scope);
  const row = await findFile(db, allowed, o.key);
  if (!row) throw notFound('pricelist_not_found');
  const stored = (await store.get(row.objectKey)) ?? (await materialiseDemoFile(db, store, row));
  return {
    fileContents: stored.body.toString('base64'),
    contentType: row.contentType,
    fileDownloadName: row.fileName,
  };
}

/** POST /api/transactions/pricingList/DeleteAsync and POST /api/pricelist. */
export async function deletePriceList(
  db: Db,
  store: ObjectStore,
  o: { reach: Reach; impersonator?: UserRow; authorityId: string; key: string },
) {
  await assertMayManage(db, o);
  const row = await findFile(db, resolveScope(o.reach, { authorityIds: [o.authorityId] }), o.key);
  if (!row) throw notFound('pricelist_not_found');
  if (!(await deleteFile(db, o.authorityId, o.key))) throw notFound('pricelist_not_found');
  await store.delete(row.objectKey);
  return { Key: row.objectKey, deleted: true as const };
}

/** A required input that is missing: 400 with its key. */
export const missing = (messageKey: string) => new AppError('VALIDATION', messageKey);
