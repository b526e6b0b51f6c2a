// A value a contract schema accepts, built from the schema itself (best effort: a regex or a refine it
// cannot read may still refuse it), so a test can change one field and send the rest valid.
import type { z } from 'zod';

type Known = Readonly<Record<string, unknown>>;

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
  format?: string;
  checks?: { _zod: { def: { check: string; minimum?: number; value?: number; format?: string } } }[];
  items?: z.ZodType[];
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const FORMATS: Record<string, string> = {
  email: 'sample@example.test',
  uuid: '00000000-0000-4000-8000-000000000000',
  datetime: '2026-11-01T00:00:00Z',
  date: '2026-11-01',
  url: 'https://example.test/',
};

function minimumOf(def: Def): number | undefined {
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (
      (c.check === 'min_length' || c.check === 'greater_than') &&
      typeof (c.minimum ?? c.value) === 'number'
    )
      return (c.minimum ?? c.value) as number;
  }
  return undefined;
}

function formatOf(def: Def): string | undefined {
  if (def.format) return def.format;
  for (const check of def.checks ?? []) if (check._zod.def.format) return check._zod.def.format;
  return undefined;
}

/**
 * A value `schema` should accept; optional and defaulted fields are left out, except those `known`
 * gives a value for (at any depth: a real id the caller may use, by the field's name).
 */
export function sampleOf(schema: z.ZodType, known: Known = {}, depth = 0): unknown {
  const def = defOf(schema);
  if (depth > 8) return undefined;
  switch (def.type) {
    case 'object':
      return objectSample(def.shape ?? {}, known, depth);
    case 'string': {
      const format = formatOf(def);
      if (format && FORMATS[format]) return FORMATS[format];
      return 'x'.repeat(Math.max(1, minimumOf(def) ?? 1));
    }
    case 'number':
    case 'int':
      return Math.max(1, minimumOf(def) ?? 1);
    case 'bigint':
      return 1n;
    case 'boolean':
      return true;
    case 'date':
      return new Date('2026-11-01T00:00:00Z');
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array': {
      const item = def.element ? sampleOf(def.element, known, depth + 1) : 'x';
      return Array.from({ length: Math.max(1, minimumOf(def) ?? 1) }, () => item);
    }
    case 'tuple':
      return (def.items ?? []).map((item) => sampleOf(item, known, depth + 1));
    case 'union': {
      // An object option first: its fields are what a test changes one by one.
      const options = def.options ?? [];
      const chosen = options.find((o) => topKeysOf(o).length > 0) ?? options[0];
      return chosen ? sampleOf(chosen, known, depth + 1) : undefined;
    }
    case 'pipe':
      return def.in ? sampleOf(def.in, known, depth + 1) : undefined;
    case 'nullable':
    case 'readonly':
    case 'catch':
      return def.innerType ? sampleOf(def.innerType, known, depth + 1) : undefined;
    case 'lazy':
      return def.getter ? sampleOf(def.getter(), known, depth + 1) : undefined;
    case 'record':
      return {};
    default:
      return 'x';
  }
}

function objectSample(shape: Record<string, z.ZodType>, known: Known, depth: number) {
  const value: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    if (known[key] !== undefined) {
      value[key] = known[key];
      continue;
    }
    const type = defOf(field).type;
    if (type === 'optional' || type === 'default' || type === 'prefault') continue;
    value[key] = sampleOf(field, known, depth + 1);
  }
  return value;
}

/** The keys of the object a schema reads at its top (through pipes, unions and wrappers). */
export function topKeysOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape ?? {});
    case 'pipe':
      return topKeysOf(def.in);
    case 'union':
      return [...new Set((def.options ?? []).flatMap((option) => topKeysOf(option)))];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return topKeysOf(def.innerType);
    case 'lazy':
      return def.getter ? topKeysOf(def.getter()) : [];
    default:
      return [];
  }
}
