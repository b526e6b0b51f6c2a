// Issue 13 §7: every message key the API can answer has a text in all six locales, and the server
// uses no key outside the contract's list.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './constants';
import { ALL_MESSAGE_KEYS, isMessageKey, messageContentKey } from './message-keys';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const contentDir = path.join(root, 'apps/web/public/content');
const serverDir = path.join(root, 'apps/server/src');

/** All texts of one locale across its pages (the web looks a key up in its page or in common). */
function textsOf(locale: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const name of fs.readdirSync(contentDir).filter((n) => n.startsWith(`${locale}-`))) {
    const page = JSON.parse(fs.readFileSync(path.join(contentDir, name), 'utf8')) as Record<string, unknown>;
    for (const [key, text] of Object.entries(page))
      if (typeof text === 'string' && text.trim()) texts.set(key, text);
  }
  return texts;
}

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [full] : [];
  });

/** Literal keys passed to the server's error helpers (constants are covered by the list itself). */
const LITERAL_KEY_PATTERNS = [
  /new AppError\(\s*'[A-Z_]+',\s*'([^']+)'/g,
  /\b(?:forbidden|notFound|badRequest|missing)\(\s*'([^']+)'/g,
  /_KEY = '([^']+)'/g,
];

describe('message keys (issue 13 §7, spec 000 §1)', () => {
  it('lists each key once and recognises only listed keys', () => {
    expect(new Set(ALL_MESSAGE_KEYS).size).toBe(ALL_MESSAGE_KEYS.length);
    expect(isMessageKey('scope_required')).toBe(true);
    expect(isMessageKey('Too big: expected string to have <=20 characters')).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });

  it('maps the spec sentences to snake_case content keys', () => {
    for (const key of ALL_MESSAGE_KEYS) expect(messageContentKey(key)).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it.each(LOCALES)('every key has a text in %s', (locale) => {
    const texts = textsOf(locale);
    const missing = ALL_MESSAGE_KEYS.filter((key) => !texts.has(messageContentKey(key)));
    expect(missing, `keys without a ${locale} text`).toEqual([]);
  });

  it('the server uses only listed keys', () => {
    const used = new Set<string>();
    // OCPI answers in its own envelope (status_code, status_message), never with portal message keys.
    const ocpiDir = path.join(serverDir, 'modules', 'ocpi');
    for (const file of sourceFiles(serverDir).filter((f) => !f.startsWith(ocpiDir))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const pattern of LITERAL_KEY_PATTERNS)
        for (const m of text.matchAll(pattern)) used.add(m[1] ?? '');
    }
    // AppError and its helpers take TMessageKey, so most keys are constants the compiler checks; the
    // walk still catches a literal that slips in (e.g. through a cast).
    expect(sourceFiles(serverDir).length).toBeGreaterThan(10);
    expect([...used].filter((key) => !isMessageKey(key))).toEqual([]);
  });
});
