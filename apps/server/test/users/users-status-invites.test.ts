import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { namedUser } from '../../src/demo/named-users';
import { audits, ben, ctx, eli, get, grants, iris, outbox, send, useUserAdmin } from './user-admin-fixture';

describe('user administration: revoke, status, resend invite and invitation email (000 §4)', () => {
  useUserAdmin();

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
        `/api/users/users/${eli.id}/resendinvite?accessLevel=G&accessLevelCode=ALL`,
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
