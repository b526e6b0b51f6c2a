import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@portal/contract';

export const CONTENT_FILE_PATTERN = new RegExp(`^(${LOCALES.join('|')})-([a-z0-9][a-z0-9-]{0,60})\\.json$`);

export type ContentFile = { texts: Record<string, unknown>; etag: string };

/**
 * The content files are read once at start into memory: only names found in the folder can ever be
 * served, so no request path reaches the file system.
 */
export function loadContentFiles(contentDir: string): Map<string, ContentFile> {
  const files = new Map<string, ContentFile>();
  if (!fs.existsSync(contentDir)) return files;
  for (const name of fs.readdirSync(contentDir)) {
    if (!CONTENT_FILE_PATTERN.test(name)) continue;
    const body = fs.readFileSync(path.join(contentDir, name));
    // A broken content file stops the start instead of breaking a page later.
    const texts = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    files.set(name, { texts, etag: `"${createHash('sha1').update(body).digest('base64url')}"` });
  }
  return files;
}

/** The texts of one page in one language; an empty object when the file is missing. */
export function pageTexts(
  files: Map<string, ContentFile>,
  locale: string,
  page: string,
): Record<string, string> {
  return (files.get(`${locale}-${page}.json`)?.texts ?? {}) as Record<string, string>;
}
