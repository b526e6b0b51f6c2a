import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { expect } from 'vitest';

/**
 * An independent check of what we answer: the OCPI 2.2.1 object definitions written as JSON Schema
 * from the specification's tables (./schemas), validated by Ajv, not by our own zod schemas.
 */
const BASE = 'https://portal.invalid/ocpi/2.2.1/';
const here = dirname(fileURLToPath(import.meta.url));
const dir = join(here, 'schemas');
const ajv = new Ajv({ allErrors: true });
for (const file of readdirSync(dir).filter((f) => f.endsWith('.schema.json')))
  ajv.addSchema(JSON.parse(readFileSync(join(dir, file), 'utf8')));

export type SpecObject = 'connector' | 'evse' | 'location' | 'cdr-dimension' | 'ocpi-response' | 'types';

/** The Ajv errors of `value` against one object definition (empty when valid). */
export function specErrors(name: SpecObject, value: unknown): string[] {
  const validate = ajv.getSchema(`${BASE}${name}.schema.json`);
  if (!validate) throw new Error(`no schema ${name}`);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

export function expectSpecValid(name: SpecObject, value: unknown): void {
  expect(specErrors(name, value), JSON.stringify(value).slice(0, 300)).toEqual([]);
}

/** A specification example from ./fixtures, unchanged (see fixtures/README.md). */
export function specExample<T = Record<string, unknown>>(file: string): T {
  return JSON.parse(readFileSync(join(here, 'fixtures', file), 'utf8')) as T;
}
