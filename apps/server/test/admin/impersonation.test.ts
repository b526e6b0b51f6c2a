import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { type NamedUserKey, namedUser } from '../../src/demo/named-users';
import { createDemoApp } from '../helpers/demo-app';
import { WRITE_HEADERS } from '../helpers/sign-in';

type AuditRow = {
  action_code: string;
  actor_user_id: number | null;
  impersonating_user_id: number | null;
  impersonating_email: string | null;
};

describe('impersonation: a separate, read-only, audited session state (spec 000 §6, DESIGN §5)', () => {
  let ctx: Awaited<ReturnType<typeof createDemoApp>>;
  let admin: string;
  const uniqueIdOf = async (key: NamedUserKey) => {
    const [row] = await queryRows<{ user_unique_id: string | null }>(
      ctx.database.db,
      sql`select user_unique_id from users where id = ${namedUser(key).id}`,
    );
    return row?.user_unique_id ?? null;
  };
  const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  const start = (cookie: string, userUniqueId: string | null) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/impersonation',
      headers: { ...WRITE_HEADERS, cookie },
      payload: { userUniqueId },
    });
  const exit = (cookie: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/impersonation',
      headers: { ...WRITE_HEADERS, cookie },
    });
  const profile = (cookie: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/users/profile',
      headers: { ...WRITE_HEADERS, cookie },
      payload: { brand: 1 },
    });
  const auditRows = (code: string) =>
    queryRows<AuditRow>(
      ctx.database.db,
      sql`select action_code, actor_user_id, impersonating_user_id, impersonating_email from audit_log
           where action_code = ${code} order by id`,
    );

  beforeAll(async () => {
    ctx = await createDemoApp();
    admin = await ctx.signInAs('platformAdmin');
  }, 180_000);
  afterAll(() => ctx.close());

  it('lets only platform admins impersonate (spec 000 §6)', async () => {
    const customerAdmin = await ctx.signInAs('customerAdmin');
    const res = await start(customerAdmin, await uniqueIdOf('user'));
    expect(res.statusCode).toBe(403);
    expect(res.json().messageKey).toBe('admin_only');
    expect((await exit(customerAdmin)).statusCode).toBe(403);
  });

  it('impersonates only Active users, never an admin, and names an unknown one (spec 000 §4)', async () => {
    const invited = await start(admin, await uniqueIdOf('invited'));
    expect(invited.statusCode).toBe(409);
    expect(invited.json().messageKey).toBe('impersonation_user_not_active');
    expect((await start(admin, await uniqueIdOf('inactive'))).statusCode).toBe(409);
    const self = await start(admin, await uniqueIdOf('platformAdmin'));
    expect(self.statusCode).toBe(403);
    expect(self.json().messageKey).toBe('impersonation_admin_not_allowed');
    const unknown = await start(admin, 'no-such-user');
    expect(unknown.statusCode).toBe(404);
    expect((await start(admin, '')).statusCode).toBe(400);
    expect((await profile(admin)).json().impersonatedUser).toBeNull();
  });

  it('shows exactly the impersonated user’s data while impersonating', async () => {
    const user = await ctx.signInAs('user');
    const res = await start(admin, await uniqueIdOf('user'));
    expect(res.statusCode).toBe(200);
    const impersonatedUser = res.json().impersonatedUser;
    expect(impersonatedUser).toMatchObject({ uId: namedUser('user').id, email: namedUser('user').email });

    const me = (await profile(admin)).json();
    expect(me.isAdmin).toBe(true);
    expect(me.impersonatedUser).toEqual(impersonatedUser);
    const selection = await get('/api/users/users/loggedinuser', admin);
    expect(selection.statusCode).toBe(200);
    expect(selection.json().impersonatedUser).toEqual(impersonatedUser);
    const own = (await get('/api/users/users/loggedinuser', user)).json();
    expect(own).not.toHaveProperty('impersonatedUser');
    const { impersonatedUser: _shown, ...selected } = selection.json();
    expect(selected).toEqual(own);

    const scope = `accessLevel=${own.accessLevel}&accessLevelCode=${own.accessLevelCode}`;
    for (const url of [
      '/api/users/users/hierarchy',
      `/api/users/users/permissions?${scope}`,
      '/api/users/userpreferences',
    ]) {
      const asAdmin = await get(url, admin);
      const asUser = await get(url, user);
      expect(asAdmin.statusCode, url).toBe(200);
      expect(asAdmin.json(), url).toEqual(asUser.json());
    }
    const details = (await get(`/api/users/users/details?${scope}`, admin)).json().userDetails;
    const userDetails = (await get(`/api/users/users/details?${scope}`, user)).json().userDetails;
    expect(details).toEqual({ ...userDetails, isAdmin: true, impersonatedUser: expect.any(Object) });
    // Another tenant's authority stays out of reach, as for the user.
    const foreign = await get('/api/users/users/permissions?accessLevel=A&accessLevelCode=Z9999999', admin);
    expect(foreign.statusCode).toBe(403);
  });

  it('writes an audit row naming both the admin and the user', async () => {
    const [row] = await auditRows('ADIM');
    expect(row).toMatchObject({
      actor_user_id: namedUser('user').id,
      impersonating_user_id: namedUser('platformAdmin').id,
      impersonating_email: namedUser('platformAdmin').email,
    });
  });

  it("refuses every write route that does not declare whileImpersonating 'allowed' with 403 impersonation_read_only", async () => {
    // Partner routes (OCPI) take no portal session at all: a session, impersonating or not, gets 401.
    const writes = ctx.app.registeredRoutes.filter(
      (r) =>
        !['GET', 'HEAD'].includes(r.method) &&
        !r.isPublic &&
        r.access !== 'partner' &&
        r.endpoint?.whileImpersonating !== 'allowed',
    );
    expect(writes.length).toBeGreaterThan(1);
    const auditBefore = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from audit_log`,
    );
    for (const route of writes) {
      const url = route.url.replace(/:(\w+)/g, '1').replace('*', 'x');
      const res = await ctx.app.inject({
        method: route.method as 'POST',
        url,
        headers: { ...WRITE_HEADERS, cookie: admin },
        payload: {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().messageKey, `${route.method} ${route.url}`).toBe('impersonation_read_only');
    }
    const auditAfter = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from audit_log`,
    );
    expect(auditAfter).toEqual(auditBefore);
  });

  it('still lets the impersonating admin choose a hierarchy entry, audited with both names, never stored for the user', async () => {
    const selection = (await get('/api/users/users/loggedinuser', admin)).json();
    const oliverId = namedUser('user').id;
    await ctx.database.db.execute(
      sql`update users set selected_access_level = null, selected_access_level_code = null where id = ${oliverId}`,
    );
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/users/loggedinuser',
      headers: { ...WRITE_HEADERS, cookie: admin },
      payload: { accessLevel: selection.accessLevel, accessLevelCode: selection.accessLevelCode },
    });
    expect(put.statusCode).toBe(200);
    const rows = await auditRows('USHS');
    expect(rows.at(-1)).toMatchObject({
      actor_user_id: namedUser('user').id,
      impersonating_user_id: namedUser('platformAdmin').id,
    });
    // The user's own saved selection is the user's: the admin's choice does not overwrite it.
    const [stored] = await queryRows<{ selected_access_level: string | null }>(
      ctx.database.db,
      sql`select selected_access_level from users where id = ${oliverId}`,
    );
    expect(stored?.selected_access_level).toBeNull();
  });

  it('keeps the admin tools closed until the impersonation ends', async () => {
    const search = await get('/api/admin/users?search=oliver', admin);
    expect(search.statusCode).toBe(403);
    expect(search.json().messageKey).toBe('impersonation_exit_first');
    // Switching to another user means exiting first.
    expect((await start(admin, await uniqueIdOf('customerAdmin'))).statusCode).toBe(403);
  });

  it('exiting restores the admin, audited with both names', async () => {
    const res = await exit(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ impersonatedUser: null });
    expect((await profile(admin)).json().impersonatedUser).toBeNull();
    expect((await get('/api/users/users/loggedinuser', admin)).statusCode).toBe(404);
    expect((await get('/api/admin/users?search=oliver', admin)).statusCode).toBe(200);
    const [row] = await auditRows('ADIX');
    expect(row).toMatchObject({
      actor_user_id: namedUser('user').id,
      impersonating_user_id: namedUser('platformAdmin').id,
    });
    // Exiting again is a no-op without another audit row.
    expect((await exit(admin)).statusCode).toBe(200);
    expect(await auditRows('ADIX')).toHaveLength(1);
  });

  it('lapses when the user stops being Active (spec 000 §4)', async () => {
    expect((await start(admin, await uniqueIdOf('evUser'))).statusCode).toBe(200);
    await ctx.database.db.execute(
      sql`update users set status = 'Inactive' where id = ${namedUser('evUser').id}`,
    );
    expect((await profile(admin)).json().impersonatedUser).toBeNull();
    // The session is the admin's own again: admin tools open, writes no longer refused as read-only.
    expect((await get('/api/admin/users?search=oliver', admin)).statusCode).toBe(200);
  });
});
