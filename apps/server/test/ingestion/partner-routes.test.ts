// Issue 20: the processor routes are their own partner family (their authenticator, their tag and
// security scheme in the OpenAPI document); a processor credential opens no OCPI route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OCPI_PATHS } from '../../src/modules/ocpi/identity';
import { createIngestionApp, type IngestionApp } from './support';

let t: IngestionApp;
beforeAll(async () => {
  t = await createIngestionApp();
});
afterAll(() => t.close());

type Operation = { tags?: string[]; security?: Record<string, string[]>[] };

describe('partner routes of the card processor', () => {
  it('are listed under their own tag and security scheme', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
    };
    expect(doc.components.securitySchemes.processorCredential).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    for (const path of ['/partner/v1/transactions', '/partner/v1/authorizations']) {
      const op = doc.paths[path]?.post;
      expect(op?.tags, path).toEqual(['partner']);
      expect(op?.security, path).toEqual([{ processorCredential: [] }]);
    }
  });

  it('a processor credential opens no OCPI route (each family has its own authenticator)', async () => {
    const res = await t.app.inject({ method: 'GET', url: OCPI_PATHS.versions, headers: t.auth() });
    expect(res.statusCode).toBe(401);
    expect((await t.send(t.lines(1))).statusCode).toBe(200);
  });
});
