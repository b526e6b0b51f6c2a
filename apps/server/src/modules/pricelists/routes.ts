import multipart from '@fastify/multipart';
import {
  TRANSACTIONS_ENDPOINTS as E,
  PLATFORM_MESSAGE_KEYS,
  PRICE_LIST_MAX_BYTES,
  PRICE_LIST_MESSAGE_KEYS,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock';
import { badRequest } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { route } from '../../platform/route';
import { resolveScope } from '../../platform/scope';
import { JSON_UPLOAD_BODY_LIMIT, readJsonUpload } from './json-upload';
import { deletePriceList, downloadPriceList, listPriceLists, missing, uploadPriceList } from './service';

/** The one authority a write is for: inside the user's reach (403 otherwise). */
function writeAuthority(ctx: RequestContext, authorityId: string | undefined): string {
  if (!authorityId) throw missing(PLATFORM_MESSAGE_KEYS.pricelistAuthorityRequired);
  resolveScope(ctx.reach, { authorityIds: [authorityId] });
  return authorityId;
}

/**
 * A form the parser gave up on (issue 42 §3: no closing boundary, a cut part header) is the client's
 * broken file, 400; the limits' own 4xx (413 over the size limit) stay as they are.
 */
function malformedUpload(error: unknown) {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return badRequest(PRICE_LIST_MESSAGE_KEYS.unsupportedType, 'the multipart form is incomplete');
}

/** Reads the JSON upload (json-upload.ts) or the multipart form: one `file` part (buffered up to the size limit, else 413) and fields. */
async function readUpload(request: FastifyRequest) {
  if (request.headers['content-type']?.startsWith('application/json')) return readJsonUpload(request.body);
  if (!request.isMultipart()) throw missing(PRICE_LIST_MESSAGE_KEYS.unsupportedType);
  const fields: Record<string, string> = {};
  let file: { fileName: string; body: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const body = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = { fileName: part.filename, body };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw malformedUpload(error);
  }
  // busboy drops a file part whose name holds a line break: that is a refused file too.
  if (!file) throw missing(PRICE_LIST_MESSAGE_KEYS.unsupportedType);
  return { file, fields };
}

/** Spec 001 §7: price-list files of the selected authority, kept in the object store. */
export async function priceListRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const db = app.database.db;
  const objects = app.objects;

  await app.register(async (scoped) => {
    await scoped.register(multipart, {
      // Keep the name as sent, so a path in it is refused rather than silently cut off.
      preservePath: true,
      throwFileSizeLimit: true,
      limits: { fileSize: PRICE_LIST_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 200 },
    });
    // A JSON upload carries the file in base64: these routes take bodies up to that size.
    scoped.removeContentTypeParser('application/json');
    scoped.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: JSON_UPLOAD_BODY_LIMIT },
      scoped.getDefaultJsonParser('error', 'error'),
    );

    route(scoped, E.priceLists, async (request, _reply, ctx) =>
      listPriceLists(db, { scope: resolveScope(ctx.reach, request.query) }),
    );

    route(scoped, E.uploadPriceList, async (request, _reply, ctx) => {
      // An authority named in the query is checked before the upload is read.
      if (request.query.authorityId) writeAuthority(ctx, request.query.authorityId);
      const { file, fields } = await readUpload(request);
      const authorityId = writeAuthority(ctx, request.query.authorityId ?? fields.authorityId);
      return uploadPriceList(db, objects, {
        reach: ctx.reach,
        user: ctx.user,
        impersonator: ctx.impersonator,
        authorityId,
        fileName: file.fileName,
        body: file.body,
        now: clock.now(),
      });
    });

    route(scoped, E.downloadPriceList, async (request, _reply, ctx) => {
      const { key, ...scope } = request.query;
      return downloadPriceList(db, objects, { scope: resolveScope(ctx.reach, scope), key });
    });

    for (const endpoint of [E.deletePriceList, E.deletePriceListShort]) {
      route(scoped, endpoint, async (request, _reply, ctx) => {
        const key = request.body?.key ?? request.query.key;
        const authorityId = writeAuthority(ctx, request.body?.authorityId ?? request.query.authorityId);
        if (!key) throw missing(PLATFORM_MESSAGE_KEYS.pricelistKeyRequired);
        return deletePriceList(db, objects, {
          reach: ctx.reach,
          user: ctx.user,
          impersonator: ctx.impersonator,
          authorityId,
          key,
          now: clock.now(),
        });
      });
    }
  });
}
