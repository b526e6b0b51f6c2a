import { describe, expect, it } from 'vitest';
import { fuel, get, iris, newUser, send, useUserAdmin } from './user-admin-fixture';

describe('user administration: the add-user wizard and details form rules (000 §5)', () => {
  useUserAdmin();

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
});
