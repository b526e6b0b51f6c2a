import fs from 'node:fs';
import path from 'node:path';
import type { BackendModule, ReadCallback } from 'i18next';

export const CONTENT_DIR = path.resolve(import.meta.dirname, '../public/content');

export type ContentMap = Record<string, Record<string, Record<string, string>>>;

/** An i18next backend that serves texts from memory, or from the real content files when none given. */
export function contentBackend(content?: ContentMap): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      if (content) {
        callback(null, content[language]?.[namespace] ?? {});
        return;
      }
      const file = path.join(CONTENT_DIR, `${language}-${namespace}.json`);
      if (!fs.existsSync(file)) {
        callback(new Error(`no content file ${file}`), false);
        return;
      }
      callback(null, JSON.parse(fs.readFileSync(file, 'utf8')));
    },
  };
}
