import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';

type Operation = {
  parameters?: { in: string; name: string; schema?: unknown }[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

/** The documentation itself, the static web app and the OIDC protocol endpoints (described by discovery). */
const isInfrastructure = (url: string) => url.startsWith('/api/docs') || !/^\/(api|xapi|content)\b/.test(url);

describe('OpenAPI document at /api/docs/json', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    ctx = await createTestApp();
    doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => ctx.close());

  it('is a valid OpenAPI 3 document', async () => {
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\./);
  });

  it('has a response schema for every success answer of every operation', () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const success = Object.entries(op.responses ?? {}).filter(([code]) => code.startsWith('2'));
        expect(success.length, `${method} ${path}`).toBeGreaterThan(0);
        for (const [code, response] of success) {
          if (code === '204') continue;
          const schema = response.content?.['application/json']?.schema;
          expect(schema, `${method.toUpperCase()} ${path} ${code}`).toBeTruthy();
        }
      }
    }
  });

  it('declares every path parameter with a schema', () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(methods)) {
        for (const name of names) {
          const param = op.parameters?.find((p) => p.in === 'path' && p.name === name);
          expect(param?.schema, `${method} ${path} {${name}}`).toBeTruthy();
        }
      }
    }
  });

  it('documents every registered API route', () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    expect(ctx.app.registeredRoutes.length).toBeGreaterThan(0);
    for (const route of ctx.app.registeredRoutes) {
      if (route.isHidden || isInfrastructure(route.url) || route.method === 'HEAD') continue;
      expect(documented, `${route.method} ${route.url}`).toContain(`${route.method} ${route.url}`);
    }
  });
});

describe('/api/docs when API_DOCS is off', () => {
  it('registers no documentation route', async () => {
    const ctx = await createTestApp({ apiDocs: false });
    try {
      expect(ctx.app.registeredRoutes.filter((r) => r.url.startsWith('/api/docs'))).toEqual([]);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  }, 180_000);
});
