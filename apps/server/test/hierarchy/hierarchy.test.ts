import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp } from '../helpers/demo-app';
import { WRITE_HEADERS } from '../helpers/sign-in';

describe('hierarchy, selection and permissions (spec 000 §3, §6, §7)', () => {
  let ctx: Awaited<ReturnType<typeof createDemoApp>>;
  beforeAll(async () => {
    ctx = await createDemoApp();
  }, 120_000);
  afterAll(() => ctx.close());

  const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

  it('gives the customer administrator groups, parents and more than 20 authorities', async () => {
    const cookie = await ctx.signInAs('customerAdmin');
    const res = await get('/api/users/users/hierarchy', cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.authorities.length).toBeGreaterThan(20);
    expect(body.parents.length).toBeGreaterThan(0);
    expect(body.groups.length).toBeGreaterThan(0);
    expect(Object.keys(body.isoCodeLookup)).toContain('D');
  });

  it('gives the single-role user parents and the Overview (ALL) group (spec 000 §6)', async () => {
    const cookie = await ctx.signInAs('singleRole');
    const body = (await get('/api/users/users/hierarchy', cookie)).json();
    expect(body.parents.length).toBeGreaterThan(0);
    expect(body.groups.map((g: { groupId: string }) => g.groupId)).toContain('ALL');
    const permissions = await get('/api/users/users/permissions?accessLevel=G&accessLevelCode=ALL', cookie);
    expect(permissions.statusCode).toBe(200);
  });

  it('stores a selection, audits it (USHS) and refuses one outside the reach', async () => {
    const cookie = await ctx.signInAs('customerAdmin');
    const { authorities } = (await get('/api/users/users/hierarchy', cookie)).json();
    const pick = { accessLevel: 'A', accessLevelCode: authorities[0].authorityId };
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/users/loggedinuser',
      headers: { ...WRITE_HEADERS, cookie },
      payload: pick,
    });
    expect(put.statusCode).toBe(200);
    expect((await get('/api/users/users/loggedinuser', cookie)).json()).toEqual(pick);
    const foreign = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/users/loggedinuser',
      headers: { ...WRITE_HEADERS, cookie },
      payload: { accessLevel: 'A', accessLevelCode: 'Z9999999' },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('answers the permission keys of the role on the selected entry, and refuses a foreign one', async () => {
    const cookie = await ctx.signInAs('user');
    const { authorities } = (await get('/api/users/users/hierarchy', cookie)).json();
    expect(authorities).toHaveLength(1);
    const ok = await get(
      `/api/users/users/permissions?accessLevel=A&accessLevelCode=${authorities[0].authorityId}`,
      cookie,
    );
    expect(ok.json().permissions).toContain('ReadCard');
    const admin = (await get('/api/users/users/hierarchy', await ctx.signInAs('customerAdmin'))).json();
    const foreignId = admin.authorities.find(
      (a: { authorityId: string }) => a.authorityId !== authorities[0].authorityId,
    ).authorityId;
    expect(
      (await get(`/api/users/users/permissions?accessLevel=A&accessLevelCode=${foreignId}`, cookie))
        .statusCode,
    ).toBe(403);
  });

  it('gives the EV user the isEVUser permission', async () => {
    const cookie = await ctx.signInAs('evUser');
    const selection = (await get('/api/users/users/loggedinuser', cookie)).json();
    const res = await get(
      `/api/users/users/permissions?accessLevel=${selection.accessLevel}&accessLevelCode=${selection.accessLevelCode}`,
      cookie,
    );
    expect(res.json().permissions).toContain('isEVUser');
  });

  it('gives a platform admin (not impersonating) no customer hierarchy', async () => {
    const cookie = await ctx.signInAs('platformAdmin');
    const body = (await get('/api/users/users/hierarchy', cookie)).json();
    expect(body.authorities).toEqual([]);
    expect(
      (await get('/api/users/users/permissions?accessLevel=G&accessLevelCode=ALL', cookie)).json()
        .permissions,
    ).toEqual([]);
  });
});
