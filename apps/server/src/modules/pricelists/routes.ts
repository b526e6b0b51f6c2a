import multipart from '@fastify/multipart';
import {
  PRICE_LIST_MAX_BYTES,
  PRICE_LIST_MESSAGE_KEYS,
  ZPriceListDeleteInput,
  ZPriceListDeleteResult,
  ZPriceListDownload,
  ZPriceListDownloadQuery,
  ZPriceListFile,
  ZPriceListFiles,
  ZPriceListListQuery,
  ZPriceListUploadQuery,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock';
import { forbidden } from '../../platform/errors';
import { requestUser } from '../../platform/request-user';
import { customerScope } from '../dashboard/customer-scope';
import { deletePriceList, downloadPriceList, listPriceLists, missing, uploadPriceList } from './service';

/** The one authority a write is for: inside the user's reach (403 otherwise), and no admin without a customer. */
async function writeScope(request: FastifyRequest, authorityId: string | undefined) {
  const { user, impersonator } = await requestUser(request);
  if (user.isAdmin && !impersonator) throw forbidden('admin_not_impersonating');
  if (!authorityId) throw missing('pricelist_authority_required');
  return customerScope(request, { authorityIds: [authorityId] });
}

/** Reads the multipart form: one `file` part (buffered up to the size limit, else 413) and fields. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw missing(PRICE_LIST_MESSAGE_KEYS.unsupportedType);
  const fields: Record<string, string> = {};
  let file: { fileName: string; body: Buffer } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const body = await part.toBuffer();
      if (part.fieldname === 'file' && !file) file = { fileName: part.filename, body };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
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
    const typed = scoped.withTypeProvider<ZodTypeProvider>();

    typed.get(
      '/api/transactions/pricingList/GetAsync',
      {
        schema: {
          tags: ['pricelists'],
          querystring: ZPriceListListQuery,
          response: { 200: ZPriceListFiles },
        },
      },
      async (request) => {
        const { reach, authorityIds } = await customerScope(request, request.query);
        return listPriceLists(db, { reach, authorityIds });
      },
    );

    typed.post(
      '/api/transactions/pricingList/UploadAsync',
      {
        schema: {
          tags: ['pricelists'],
          consumes: ['multipart/form-data'],
          description: `Multipart form: authorityId and file (xls or xlsx, at most ${PRICE_LIST_MAX_BYTES} bytes).`,
          querystring: ZPriceListUploadQuery,
          response: { 200: ZPriceListFile },
        },
      },
      async (request) => {
        // An authority named in the query is checked before the upload is read.
        const early = request.query.authorityId
          ? await writeScope(request, request.query.authorityId)
          : undefined;
        const { file, fields } = await readUpload(request);
        const authorityId = request.query.authorityId ?? fields.authorityId;
        const { reach, user, impersonator } = early ?? (await writeScope(request, authorityId));
        return uploadPriceList(db, objects, {
          reach,
          user,
          impersonator,
          authorityId: authorityId as string,
          fileName: file.fileName,
          body: file.body,
          now: clock.now(),
        });
      },
    );

    typed.get(
      '/api/transactions/pricingList/DownloadAsync',
      {
        schema: {
          tags: ['pricelists'],
          querystring: ZPriceListDownloadQuery,
          response: { 200: ZPriceListDownload },
        },
      },
      async (request) => {
        const { key, ...scope } = request.query;
        const { reach, authorityIds } = await customerScope(request, scope);
        return downloadPriceList(db, objects, { reach, authorityIds, key });
      },
    );

    // Spec 001 §7: DeleteAsync, "or /api/pricelist"; both take key and authorityId.
    for (const url of ['/api/transactions/pricingList/DeleteAsync', '/api/pricelist']) {
      typed.post(
        url,
        {
          schema: {
            tags: ['pricelists'],
            querystring: ZPriceListDeleteInput,
            body: ZPriceListDeleteInput.optional(),
            response: { 200: ZPriceListDeleteResult },
          },
        },
        async (request) => {
          const key = request.body?.key ?? request.query.key;
          const authorityId = request.body?.authorityId ?? request.query.authorityId;
          const { reach, user, impersonator } = await writeScope(request, authorityId);
          if (!key) throw missing('pricelist_key_required');
          return deletePriceList(db, objects, {
            reach,
            user,
            impersonator,
            authorityId: authorityId as string,
            key,
            now: clock.now(),
          });
        },
      );
    }
  });
}
