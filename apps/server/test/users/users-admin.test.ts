import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { namedUser } from '../../src/demo/named-users';
import { createDemoApp } from '../helpers/demo-app';
import { WRITE_HEADERS } from '../helpers/sign-in';

type Audit = {
  action_code: string;
  actor_email: string;
  body: Record<string, unknown>;
  authority_ids: string[];
};

describe('user administration: add, edit, revoke, invitations (000 §2, §4, §5, §7)', () => {
  let ctx: Awaited<ReturnType<typeof createDemoApp>>;
  let claire: string;
  let fuel: string[];
  const iris = namedUser('invited');
  const eli = namedUser('linkExpired');
  const ben = namedUser('orderBlocked');

  const get = (url: string, cookie = claire) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  const send = (method: 'POST' | 'PUT', url: string, payload: object, cookie = claire) =>
    ctx.app.inject({ method, url, payload, headers: { ...WRITE_HEADERS, cookie } });
  const audits = (code: string) =>
    queryRows<Audit>(
      ctx.database.db,
      sql`select action_code, actor_email, body, authority_ids from audit_log where action_code = ${code} order by id`,
    );
  const outbox = (to: string) =>
    queryRows<{ subject: string; body_text: string }>(
      ctx.database.db,
      sql`select subject, body_text from outbox_emails where to_address = ${to} order by id`,
    );
  const grants = async (userId: number) =>
    Object.fromEntries(
      (
        await queryRows<{ authority_id: string; role_id: number }>(
          ctx.database.db,
          sql`select authority_id, role_id from user_authority_access where user_id = ${userId} order by 1`,
        )
      ).map((r) => [r.authority_id, r.role_id]),
    );
  const newUser = (user: object, extra: object = {}) =>
    send('PUT', '/api/users/users', {
      user: { firstName: 'Nina', lastName: 'New', email: 'nina.new@example.com', ...user },
      Authority: [{ authorityId: fuel[0], roleId: 1504 }],
      ...extra,
    });

  beforeAll(async () => {
    ctx = await createDemoApp();
    claire = await ctx.signInAs('customerAdmin');
    const roles = (await get('/api/users/users/roles')).json();
    fuel = roles.authorities
      .filter((a: { cardOfferType: string }) => a.cardOfferType === 'FUEL')
      .map((a: { authorityId: string }) => a.authorityId);
  }, 180_000);
  afterAll(() => ctx?.close());

  describe('000 §5 validation of the add-user wizard and the details form', () => {
    it.each(['\\', '=', '"', '<', '>', '/', ':', ';'])(
      'a name or job title with %s is refused with the special-character message',
      async (ch) => {
        for (const user of [
          { firstName: `An${ch}na` },
          { lastName: `Ne${ch}w` },
          { jobTitle: `Boss${ch}` },
        ]) {
          const res = await newUser(user);
          expect(res.statusCode).toBe(400);
          expect(res.json().messageKey).toBe('special_character_message');
        }
        const edit = await send('POST', `/api/users/users/${iris.id}`, {
          user: { basicDetails: { firstName: `Ir${ch}is`, lastName: 'Jansen' } },
        });
        expect(edit.json().messageKey).toBe('special_character_message');
      },
    );

    it('"%20" typed in a name or job title is kept as typed, not decoded (issue 15)', async () => {
      const res = await send('POST', `/api/users/users/${iris.id}`, {
        user: { basicDetails: { firstName: 'Iris%20Ann', lastName: 'Jansen', jobTitle: 'Fleet%20lead' } },
      });
      expect(res.statusCode, res.body).toBe(200);
      const details = (await get(`/api/users/users/${iris.id}/details`)).json();
      expect(details).toMatchObject({ firstName: 'Iris%20Ann', jobTitle: 'Fleet%20lead' });
    });

    it('first and last name are required (field-required message); the job title is optional', async () => {
      for (const user of [{ firstName: '   ' }, { lastName: '' }, { firstName: undefined }]) {
        const res = await newUser(user);
        expect(res.statusCode).toBe(400);
        expect(res.json().messageKey).toBe('field_required_message');
      }
    });

    it('the email is required and of the standard form (email-format message)', async () => {
      expect((await newUser({ email: '' })).json().messageKey).toBe('field_required_message');
      for (const email of ['no-at-sign', 'a@b', 'two@@example.com']) {
        const res = await newUser({ email });
        expect(res.statusCode).toBe(400);
        expect(res.json().messageKey).toBe('email_format_message');
      }
    });

    it('mobile and landline are 1 to 10 digits with a dial code of the list', async () => {
      const cases: [object, string][] = [
        [{ mobileNumberIsdCode: '+49', mobileNumber: '12345678901' }, 'mobile_number_not_valid'],
        [{ mobileNumberIsdCode: '+49', mobileNumber: '12 34' }, 'mobile_number_not_valid'],
        [{ mobileNumberIsdCode: '+49', mobileNumber: '+4912' }, 'mobile_number_not_valid'],
        [{ mobileNumber: '1234567' }, 'mobile_number_not_valid'],
        [{ mobileNumberIsdCode: '+999', mobileNumber: '1234567' }, 'mobile_number_not_valid'],
        [{ landlineNumberIsdCode: '+31', landlineNumber: 'abc' }, 'landline_number_not_valid'],
        [{ landlineNumber: '201234567' }, 'landline_number_not_valid'],
      ];
      for (const [user, key] of cases) {
        const res = await newUser(user);
        expect(res.statusCode, JSON.stringify(user)).toBe(400);
        expect(res.json().messageKey, JSON.stringify(user)).toBe(key);
      }
    });

    it('access step: at least one authority; permission step: a role for each (000 §5)', async () => {
      const none = await newUser({}, { Authority: [] });
      expect(none.statusCode).toBe(400);
      expect(none.json().messageKey).toBe('authority_required_message');
      const noRole = await newUser({}, { Authority: [{ authorityId: fuel[0] }] });
      expect(noRole.statusCode).toBe(400);
      expect(noRole.json().messageKey).toBe('role_required_message');
      const evRole = await newUser({}, { Authority: [{ authorityId: fuel[0], roleId: 1520 }] });
      expect(evRole.statusCode).toBe(400);
      expect(evRole.json().messageKey).toBe('role_not_allowed');
    });

    it('an existing email is refused on the field; exists answers true regardless of case', async () => {
      expect(
        (
          await get(`/api/users/users/exists?email=${encodeURIComponent('OLIVER.user@northwind.example')}`)
        ).json(),
      ).toBe(true);
      // The wizard also sends the selected hierarchy entry (000 §7); the check accepts it.
      const scoped = await get(
        `/api/users/users/exists?accessLevel=A&accessLevelCode=${fuel[0]}&email=${encodeURIComponent('oliver.user@northwind.example')}`,
      );
      expect({ status: scoped.statusCode, body: scoped.json() }).toEqual({ status: 200, body: true });
      const res = await newUser({ email: 'oliver.user@northwind.example' });
      expect(res.statusCode).toBe(409);
      expect(res.json().messageKey).toBe('email_exists');
      expect(res.json().issues).toEqual([{ path: 'body.user.email', messageKey: 'email_exists' }]);
    });
  });

  it('PUT users creates an Invited user with trimmed names, grants, a one-time invitation email and NUSR', async () => {
    const res = await send('PUT', '/api/users/users', {
      user: {
        firstName: '  Anna   Maria ',
        lastName: ' de  Wit ',
        jobTitle: ' Fleet   Planner ',
        email: 'anna.dewit@example.com',
        mobileNumberIsdCode: '+31',
        mobileNumber: '612345678',
      },
      Authority: [
        { authorityId: fuel[0], roleId: 1502, isCustom: false, category: 'A' },
        { authorityId: fuel[1], roleId: 1504 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { uId } = res.json();
    const details = (await get(`/api/users/users/${uId}/details`)).json();
    expect(details).toMatchObject({
      firstName: 'Anna Maria',
      lastName: 'de Wit',
      jobTitle: 'Fleet Planner',
      email: 'anna.dewit@example.com',
      mobileNumberIsdCode: '+31',
      mobileNumber: '612345678',
      status: 'Invited',
      accessAreaCount: { groups: 0, parents: 0, authorities: 2 },
    });
    expect(await grants(uId)).toEqual({ [fuel[0] as string]: 1502, [fuel[1] as string]: 1504 });
    const [mail] = await outbox('anna.dewit@example.com');
    expect(mail?.body_text).toContain('Anna Maria');
    const token = /registration\.html\?status=([\w-]+)/.exec(mail?.body_text ?? '')?.[1];
    expect(token).toBeTruthy();
    const otap = (
      await ctx.app.inject({ method: 'GET', url: `/api/users/users/otap?Token=${token}` })
    ).json();
    expect(otap).toMatchObject({
      otapValidated: true,
      firstName: 'Anna Maria',
      eMail: 'anna.dewit@example.com',
    });
    const nusr = (await audits('NUSR')).at(-1);
    expect(nusr).toMatchObject({ actor_email: namedUser('customerAdmin').email, body: { uId } });
    expect(nusr?.authority_ids.sort()).toEqual([fuel[0], fuel[1]].sort());
    // A second wizard run with the same address meets the exists rule.
    expect((await newUser({ email: 'Anna.DeWit@example.com' })).statusCode).toBe(409);
  });

  describe('000 §4 edit access: added, updated and deleted entries', () => {
    it('applies each class, audits AUSR with the classes, and Save without change writes nothing', async () => {
      const [a, b] = fuel as [string, string];
      const start = await grants(iris.id);
      const auditsBefore = (await audits('AUSR')).length;
      expect((await send('POST', `/api/users/users/${iris.id}`, {})).statusCode).toBe(200);
      expect((await audits('AUSR')).length).toBe(auditsBefore);

      const held = Object.keys(start)[0] as string;
      const res = await send('POST', `/api/users/users/${iris.id}`, {
        uId: iris.id,
        authoritiesAdded: [{ authorityId: a === held ? b : a, roleId: 1504 }],
        authoritiesEdited: [{ authorityId: held, roleId: 1502 }],
      });
      expect(res.statusCode, res.body).toBe(200);
      const added = a === held ? b : a;
      expect(await grants(iris.id)).toEqual({ [held]: 1502, [added]: 1504 });
      const removed = await send('POST', `/api/users/users/${iris.id}`, {
        authoritiesRemoved: [{ authorityId: added }],
      });
      expect(removed.statusCode).toBe(200);
      expect(await grants(iris.id)).toEqual({ [held]: 1502 });
      const [first, second] = (await audits('AUSR')).slice(-2);
      expect(first?.body).toMatchObject({
        added: { A: [{ code: added, roleId: 1504 }] },
        updated: { A: [{ code: held, roleId: 1502 }] },
        deleted: { A: [] },
      });
      expect(second?.body).toMatchObject({ deleted: { A: [added] } });
    });

    it('refuses a class that does not match the stored access, changing nothing', async () => {
      const held = Object.keys(await grants(iris.id))[0] as string;
      const other = fuel.find((id) => id !== held) as string;
      const exists = await send('POST', `/api/users/users/${iris.id}`, {
        authoritiesAdded: [{ authorityId: held, roleId: 1504 }],
      });
      expect(exists.statusCode).toBe(409);
      expect(exists.json().messageKey).toBe('access_entry_exists');
      for (const payload of [
        { authoritiesEdited: [{ authorityId: other, roleId: 1504 }] },
        { authoritiesRemoved: [{ authorityId: other }] },
      ]) {
        const res = await send('POST', `/api/users/users/${iris.id}`, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().messageKey).toBe('access_entry_unknown');
      }
      expect(await grants(iris.id)).toEqual({ [held]: 1502 });
    });

    it('saves details with the name rules and audits EUSR; the answer carries the user name', async () => {
      const res = await send('POST', `/api/users/users/${iris.id}`, {
        user: {
          basicDetails: { firstName: ' Iris  Anna', lastName: 'Jansen', jobTitle: '', landlineNumber: '' },
        },
      });
      expect(res.json()).toEqual({ success: true, name: 'Iris Anna Jansen' });
      expect((await get(`/api/users/users/${iris.id}/details`)).json()).toMatchObject({
        firstName: 'Iris Anna',
        jobTitle: null,
      });
      expect((await audits('EUSR')).at(-1)?.body).toMatchObject({ uId: iris.id, firstName: 'Iris Anna' });
    });

    it('an administrator cannot change or revoke their own access', async () => {
      const self = namedUser('customerAdmin').id;
      const res = await send('POST', `/api/users/users/${self}`, {
        authoritiesRemoved: [{ authorityId: fuel[0] }],
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().messageKey).toBe('own_access_unchangeable');
      expect(
        (await send('POST', `/api/users/users/${self}/removeaccess`, { uIdBlock: [self] })).statusCode,
      ).toBe(403);
    });
  });

  it('000 §4 revoke: access in scope is removed, the user is Inactive, their sessions end (401), RUSR', async () => {
    const cookie = await ctx.signInAs('orderBlocked');
    expect((await get('/api/users/users/hierarchy', cookie)).statusCode).toBe(200);
    const res = await send('POST', `/api/users/users/${ben.id}/removeaccess`, { uIdBlock: [ben.id] });
    expect(res.json()).toEqual({ success: true, uIdBlock: [ben.id] });
    expect(await grants(ben.id)).toEqual({});
    expect((await get('/api/users/users/hierarchy', cookie)).statusCode).toBe(401);
    const sessions = await queryRows(ctx.database.db, sql`select 1 from sessions where user_id = ${ben.id}`);
    expect(sessions).toEqual([]);
    expect((await audits('RUSR')).at(-1)?.body).toMatchObject({ uId: ben.id, isDeactivated: true });
    // Without access in the scope the user is no longer listed.
    expect((await get(`/api/users/users/${ben.id}/details`)).statusCode).toBe(404);
  });

  describe('000 §4 user status, resend invite and invitation email', () => {
    it('lists Link Expired users as such and filters by status', async () => {
      const expired = (
        await get(
          '/api/users/users/accessibleusers?filterby=UserStatus&filterCriteria=Link%20Expired&pageSize=500',
        )
      ).json();
      expect(expired.users.map((u: { uId: number }) => u.uId)).toContain(eli.id);
      for (const u of expired.users) expect(u.status).toBe('Link Expired');
      const active = (
        await get('/api/users/users/accessibleusers?filterby=UserStatus&filterCriteria=Active&pageSize=500')
      ).json();
      expect(active.users.length).toBeGreaterThan(0);
      for (const u of active.users) expect(u.status).toBe('Active');
    });

    it('searches by name and by authority id, and sorts by a known column only', async () => {
      const byName = (await get('/api/users/users/accessibleusers?searchBy=jans')).json();
      expect(byName.users.map((u: { uId: number }) => u.uId)).toContain(iris.id);
      const held = Object.keys(await grants(iris.id))[0] as string;
      const byAuthority = (
        await get(`/api/users/users/accessibleusers?searchByAuthorityId=${held.toLowerCase()}&pageSize=500`)
      ).json();
      expect(byAuthority.users.map((u: { uId: number }) => u.uId)).toContain(iris.id);
      for (const u of byAuthority.users) expect(Object.keys(await grants(u.uId))).toContain(held);
      const sorted = (
        await get('/api/users/users/accessibleusers?sortBy=email&sortOrder=desc&pageSize=500')
      ).json();
      const emails = sorted.users.map((u: { email: string }) => u.email.toLowerCase());
      expect(emails).toEqual([...emails].sort().reverse());
      expect((await get('/api/users/users/accessibleusers?sortBy=password_hash')).statusCode).toBe(400);
      const paged = (await get('/api/users/users/accessibleusers?page=2&pageSize=2')).json();
      expect(paged.users.length).toBeLessThanOrEqual(2);
      expect(paged.totalRecords).toBe(sorted.totalRecords);
    });

    it('resend invite: a new link, the user Invited again, the email in the outbox and IUSR', async () => {
      const res = await send(
        'POST',
        `/api/users/users/${eli.id}/resendinvite?accessLevel=A&accessLevelCode=x`,
        {
          uId: eli.id,
          sourceSystem: 'portal',
        },
      );
      expect(res.json()).toEqual({ success: true, message: 'Resent invite sent successfully' });
      expect((await get(`/api/users/users/${eli.id}/details`)).json().status).toBe('Invited');
      expect((await outbox(eli.email)).length).toBe(1);
      expect((await audits('IUSR')).at(-1)?.body).toMatchObject({ uId: eli.id, sourceSystem: 'portal' });
      const active = await send('POST', `/api/users/users/${namedUser('user').id}/resendinvite`, {});
      expect(active.statusCode).toBe(409);
    });

    it('update invite email: must differ from the current one, a new link goes there (MUSR)', async () => {
      const same = await send('PUT', `/api/users/users/${iris.id}/update-email`, {
        Email: iris.email.toUpperCase(),
      });
      expect(same.statusCode).toBe(400);
      expect(same.json().messageKey).toBe('email_same_message');
      const taken = await send('PUT', `/api/users/users/${iris.id}/update-email`, { Email: ben.email });
      expect(taken.statusCode).toBe(409);
      const ok = await send('PUT', `/api/users/users/${iris.id}/update-email`, {
        Email: 'iris.new@example.com',
      });
      expect(ok.json()).toEqual({ success: true, message: 'Email address updated' });
      expect((await get(`/api/users/users/${iris.id}/details`)).json().email).toBe('iris.new@example.com');
      const [mail] = await outbox('iris.new@example.com');
      const token = /status=([\w-]+)/.exec(mail?.body_text ?? '')?.[1];
      const otap = (
        await ctx.app.inject({ method: 'GET', url: `/api/users/users/otap?Token=${token}` })
      ).json();
      expect(otap).toMatchObject({ otapValidated: true, eMail: 'iris.new@example.com' });
      // The earlier link no longer works.
      const old = (
        await ctx.app.inject({ method: 'GET', url: '/api/users/users/otap?Token=demo-invite-valid' })
      ).json();
      expect(old.otapValidated).toBe(false);
      expect((await audits('MUSR')).at(-1)?.body).toMatchObject({ previousEmail: iris.email });
    });

    it('a platform admin (admin panel) may resend an invitation of any customer user', async () => {
      const admin = await ctx.signInAs('platformAdmin');
      const res = await send('POST', `/api/users/users/${eli.id}/resendinvite`, {}, admin);
      expect(res.statusCode).toBe(200);
      expect((await audits('IUSR')).at(-1)?.actor_email).toBe(namedUser('platformAdmin').email);
    });
  });
});
