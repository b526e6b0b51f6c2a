import { describe, expect, it } from 'vitest';
import { namedUser } from '../../src/demo/named-users';
import {
  audits,
  ctx,
  fuel,
  get,
  grants,
  iris,
  newUser,
  outbox,
  send,
  useUserAdmin,
} from './user-admin-fixture';

describe('user administration: add a user, edit access and details (000 §4, §7)', () => {
  useUserAdmin();

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
});
