import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import {
  admin,
  claire,
  ctx,
  download,
  foreign,
  ivan,
  list,
  oliver,
  oliverAuthority,
  own,
  remove,
  upload,
  usePriceListApp,
} from './pricelists-fixture';
import { realXlsx } from './support';

describe('price-list files: who may do what (spec 001 §6)', () => {
  usePriceListApp();

  describe('permissions (§6: downloadPriceList_X / managePriceList_X)', () => {
    it('a card manager may list and download but not upload or delete', async () => {
      const files = await list(oliver, oliverAuthority);
      expect(files.statusCode).toBe(200);
      expect((await upload(oliver, oliverAuthority, 'p.xlsx', await realXlsx())).statusCode).toBe(403);
      const [file] = files.json();
      if (file) {
        expect((await download(oliver, oliverAuthority, file.Key)).statusCode).toBe(200);
        expect((await remove(oliver, oliverAuthority, file.Key)).statusCode).toBe(403);
      }
    });

    it('a read-only user without downloadPriceList_X is refused the list', async () => {
      const hierarchy = (
        await ctx.app.inject({ method: 'GET', url: '/api/users/users/hierarchy', headers: { cookie: ivan } })
      ).json();
      const id = hierarchy.authorities[0].authorityId;
      expect((await list(ivan, id)).statusCode).toBe(403);
    });

    it('an admin who is not impersonating is refused (§6 admin flag)', async () => {
      expect((await list(admin, own)).statusCode).toBe(403);
      expect((await upload(admin, own, 'p.xlsx', await realXlsx())).statusCode).toBe(403);
    });
  });

  describe('another tenant', () => {
    it("cannot list, upload to, download from or delete another tenant's files", async () => {
      const [theirs] = await queryRows<{ object_key: string }>(
        ctx.database.db,
        sql`select object_key from pricelist_files where authority_id = ${foreign} limit 1`,
      );
      const key = theirs?.object_key as string;
      expect((await list(claire, foreign)).statusCode).toBe(403);
      expect((await upload(claire, foreign, 'p.xlsx', await realXlsx())).statusCode).toBe(403);
      expect((await download(claire, foreign, key)).statusCode).toBe(403);
      // Their key asked for inside my own scope is not found.
      expect((await download(claire, own, key)).statusCode).toBe(404);
      expect((await remove(claire, foreign, key)).statusCode).toBe(403);
      expect((await remove(claire, own, key)).statusCode).toBe(404);
      const still = await queryRows(
        ctx.database.db,
        sql`select 1 from pricelist_files where object_key = ${key}`,
      );
      expect(still).toHaveLength(1);
    });
  });
});
