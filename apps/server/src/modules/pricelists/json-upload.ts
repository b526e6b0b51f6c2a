// Spec 001 §3: UploadAsync also takes the file as JSON (fileName, length, base64 content,
// contentDisposition, contentType); it ends as the same { fileName, body } as a multipart part.
import {
  PRICE_LIST_MAX_BYTES,
  PRICE_LIST_MESSAGE_KEYS,
  type TMessageKey,
  ZPriceListJsonUpload,
} from '@portal/contract';
import { AppError, badRequest } from '../../platform/errors';

/** The JSON body limit of the price-list routes: the largest file in base64 plus room for the fields. */
export const JSON_UPLOAD_BODY_LIMIT = Math.ceil(PRICE_LIST_MAX_BYTES / 3) * 4 + 64 * 1024;

/** Canonical base64 (padding optional): Buffer.from would skip any other character silently. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?)?$/;

/** The decoded file of a JSON upload and its fields; 400 with the spec's key when it is not one. */
export function readJsonUpload(body: unknown): {
  file: { fileName: string; body: Buffer };
  fields: Record<string, string>;
} {
  const parsed = ZPriceListJsonUpload.safeParse(body);
  if (!parsed.success)
    throw badRequest(PRICE_LIST_MESSAGE_KEYS.unsupportedType, 'file is not a valid upload');
  const { file, authorityId } = parsed.data;
  // A declared size over the limit answers like a multipart file over it, before anything is decoded.
  if (file.length > PRICE_LIST_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const content = file.content.replace(/\s+/g, '');
  if (!BASE64.test(content)) throw refusal(PRICE_LIST_MESSAGE_KEYS.contentInvalid, 'content is not base64');
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > PRICE_LIST_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  if (bytes.length !== file.length)
    throw refusal(PRICE_LIST_MESSAGE_KEYS.lengthMismatch, `length ${file.length} but ${bytes.length} bytes`);
  return { file: { fileName: file.fileName, body: bytes }, fields: authorityId ? { authorityId } : {} };
}

const refusal = (key: TMessageKey, message: string) => badRequest(key, message);
