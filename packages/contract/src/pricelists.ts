// Contract of the pricelists area: request and response schemas in the spec's field names.
import { z } from 'zod';
import { ZScopeQuery } from './hierarchy';

/** Spec 001 §5, §9: accepted upload types, by extension (case-insensitive). */
export const PRICE_LIST_EXTENSIONS = ['xls', 'xlsx'] as const;
/** Largest price-list file accepted (ours: the spec names none); bigger uploads answer 413. */
export const PRICE_LIST_MAX_BYTES = 5 * 1024 * 1024;
/** Message key of a refused file type (spec 001 §5, §8: files of that type are not supported). */
export const PRICE_LIST_MESSAGE_KEYS = {
  unsupportedType: 'pricelist_file_type_not_supported',
  lengthMismatch: 'pricelist_file_length_mismatch',
  contentInvalid: 'pricelist_file_content_invalid',
} as const;

/** The extension of a file name, lower case, without the dot ('' when there is none). */
export const fileExtension = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** Spec 001 §5: the client-side rule (the server checks the content as well). */
export const isPriceListFileName = (fileName: string) =>
  (PRICE_LIST_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));

/** Spec 001 §3 Price-list file, S3-style. */
export const ZPriceListFile = z
  .object({ Key: z.string(), LastModified: z.iso.datetime(), ETag: z.string() })
  .meta({ id: 'PriceListFile' });
export type TPriceListFile = z.infer<typeof ZPriceListFile>;
export const ZPriceListFiles = z.array(ZPriceListFile);

/** GET …/pricingList/GetAsync: the files of the selected authority (authorityIds). */
export const ZPriceListListQuery = ZScopeQuery;

/** POST …/pricingList/UploadAsync: multipart form with `authorityId` and `file` (authorityId may be a query parameter). */
export const ZPriceListUploadQuery = z.object({ authorityId: z.string().max(20).optional() });

/**
 * POST …/pricingList/UploadAsync as JSON (spec 001 §3 upload payload): the file in base64 with its
 * length in bytes; the server decodes it and checks it like a multipart file.
 */
export const ZPriceListJsonUpload = z.object({
  authorityId: z.string().max(20).optional(),
  file: z.object({
    fileName: z.string().min(1).max(255),
    length: z.number().int().nonnegative(),
    content: z.string(),
    contentDisposition: z.string().max(500).optional(),
    contentType: z.string().max(200).optional(),
  }),
});

/** GET …/pricingList/DownloadAsync. */
export const ZPriceListDownloadQuery = ZScopeQuery.extend({ key: z.string().min(1).max(400) });
/** FileContentResult as JSON: base64 contents, content type and file name. */
export const ZPriceListDownload = z.object({
  fileContents: z.string(),
  contentType: z.string(),
  fileDownloadName: z.string(),
});
export type TPriceListDownload = z.infer<typeof ZPriceListDownload>;

/** POST …/pricingList/DeleteAsync and POST /api/pricelist: key and authorityId, in the body or the query. */
export const ZPriceListDeleteInput = z.object({
  key: z.string().min(1).max(400).optional(),
  authorityId: z.string().max(20).optional(),
});
export const ZPriceListDeleteResult = z.object({ Key: z.string(), deleted: z.literal(true) });
