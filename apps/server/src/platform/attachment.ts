import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type Attachment = {
  /** The name the user's browser saves the file as; any characters (the header carries them safely). */
  fileName: string;
  contentType: string;
  /** A buffer, or a stream sent as it is produced (a failed stream breaks the download). */
  body: Buffer | Readable;
};

/** RFC 5987 attr-char keeps ALPHA DIGIT !#$&+-.^_`|~; encodeURIComponent also leaves ' ( ) * as they are. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `filename` for old clients: ASCII letters, digits and _ - . only (accents dropped, anything else _),
 * so no quote, semicolon or line break can reach the header; `filename*` carries the real name in UTF-8.
 */
export function contentDisposition(fileName: string) {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_.-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/**
 * The one way a file (xlsx, csv, pdf, zip) is answered: a download with its type, a safe name, and
 * no-store, since the file holds customer data. The body skips the JSON serializer.
 */
export function sendAttachment(reply: FastifyReply, file: Attachment) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.body);
}
