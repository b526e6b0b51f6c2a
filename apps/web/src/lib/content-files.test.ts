import fs from 'node:fs';
import { LOCALES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../../test/content-backend';

const FILE_NAME = /^(en|es|de|nl|pt|pl)-([a-z0-9][a-z0-9-]*)\.json$/;
const files = fs.readdirSync(CONTENT_DIR).filter((name) => name.endsWith('.json'));
const namespaces = [...new Set(files.map((name) => FILE_NAME.exec(name)?.[2]))];
const read = (locale: string, namespace: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(`${CONTENT_DIR}/${locale}-${namespace}.json`, 'utf8'));

describe('content files (spec 000 §1: six languages, per page)', () => {
  it('are all named {locale}-{page}.json as the server expects', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) expect(name).toMatch(FILE_NAME);
  });

  it.each(namespaces)('page %s exists in all six languages with the same snake_case keys', (namespace) => {
    const englishKeys = Object.keys(read('en', String(namespace))).sort();
    for (const key of englishKeys) expect(key).toMatch(/^[a-z][a-z0-9_]*$/);
    for (const locale of LOCALES) {
      expect(Object.keys(read(locale, String(namespace))).sort(), `${locale}-${namespace}`).toEqual(
        englishKeys,
      );
      for (const text of Object.values(read(locale, String(namespace))))
        expect(text).toEqual(expect.any(String));
    }
  });
});
