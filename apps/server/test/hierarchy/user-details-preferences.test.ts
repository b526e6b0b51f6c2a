import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp } from '../helpers/demo-app';
import { WRITE_HEADERS } from '../helpers/sign-in';

describe('details and user preferences (spec 000 §3 Account user, Preferences; §7)', () => {
  let ctx: Awaited<ReturnType<typeof createDemoApp>>;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createDemoApp();
    cookie = await ctx.signInAs('user');
  }, 120_000);
  afterAll(() => ctx.close());

  const get = (url: string, as = cookie) => ctx.app.inject({ method: 'GET', url, headers: { cookie: as } });
  const put = (section: string, payload: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/users/userpreferences/${section}`,
      headers: { ...WRITE_HEADERS, cookie },
      payload: payload as object,
    });

  it('returns the Account user with the permissions of the selected entry', async () => {
    const selection = (await get('/api/users/users/loggedinuser')).json();
    const res = await get(
      `/api/users/users/details?accessLevel=${selection.accessLevel}&accessLevelCode=${selection.accessLevelCode}`,
    );
    expect(res.statusCode).toBe(200);
    const { userDetails } = res.json();
    expect(userDetails.email).toBe('oliver.user@northwind.example');
    expect(userDetails.isAdmin).toBe(false);
    expect(userDetails.impersonatedUser).toBeNull();
    expect(userDetails.role.length).toBeGreaterThan(0);
    expect(userDetails.userPermissions.length).toBeGreaterThan(0);
    expect(JSON.stringify(userDetails)).not.toMatch(/password|scrypt/i);
  });

  it('refuses details for a scope outside the reach (403)', async () => {
    const res = await get('/api/users/users/details?accessLevel=A&accessLevelCode=Z9999999');
    expect(res.statusCode).toBe(403);
  });

  it('saves general preferences offered by the options call and reads them back', async () => {
    const saved = await put('general', {
      dateFormat: 'YYYY-MM-DD hh:mm:ss',
      measurement: 2,
      languageCode: 'de',
    });
    expect(saved.statusCode).toBe(200);
    const read = (await get('/api/users/userpreferences')).json();
    expect(read.preferences).toMatchObject({
      dateFormat: 'YYYY-MM-DD hh:mm:ss',
      measurement: 2,
      languageCode: 'de',
    });
    const { userDetails } = (await get('/api/users/users/details')).json();
    expect(userDetails.preferences.languageCode).toBe('de');
  });

  it('refuses a value the options do not offer, an unknown field and an unknown section', async () => {
    const bad = await put('general', { dateFormat: 'YYYY' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messageKey).toBe('preference_value_invalid');
    expect((await put('general', { measurement: 4 })).json().messageKey).toBe('preference_value_invalid');
    expect((await put('general', { password: 'x' })).statusCode).toBe(400);
    const unknown = await put('secrets', { columns: ['a'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messageKey).toBe('preference_section_unknown');
  });

  it('keeps at most 10 columns per section (001 §4 column chooser)', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => `column${i}`);
    expect((await put('transactions', { columns: ten })).statusCode).toBe(200);
    const eleven = await put('transactions', { columns: [...ten, 'column10'] });
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().messageKey).toBe('preference_too_many_columns');
    const read = (await get('/api/users/userpreferences')).json();
    expect(read.sections.transactions.columns).toEqual(ten);
  });

  it('keeps each user to their own preferences', async () => {
    const other = await ctx.signInAs('customerAdmin');
    const read = (await get('/api/users/userpreferences', other)).json();
    expect(read.sections.transactions?.columns ?? []).not.toContain('column9');
  });
});
