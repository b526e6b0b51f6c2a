import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const contentDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/public/content',
);

/** A text exactly as the content file holds it, with {{placeholders}} filled in. */
export function contentText(
  locale: string,
  page: string,
  key: string,
  values: Record<string, string> = {},
): string {
  const texts = JSON.parse(
    fs.readFileSync(path.join(contentDir, `${locale}-${page}.json`), 'utf8'),
  ) as Record<string, string>;
  const text = texts[key];
  if (text === undefined) throw new Error(`no ${key} in ${locale}-${page}.json`);
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? `{{${name}}}`);
}
