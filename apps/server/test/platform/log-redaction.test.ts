import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/platform/log-redaction';

describe('log lines carry no one-time secrets (issue 4: no IdP token value in any log line)', () => {
  it('redacts codes, state and invite tokens in logged URLs and keeps the rest', () => {
    expect(redactUrl('/securitycheck.html?code=abc123&state=xyz')).toBe(
      '/securitycheck.html?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl('/registration.html?status=demo-invite-valid')).toBe(
      '/registration.html?status=[redacted]',
    );
    expect(redactUrl('/api/users/users/otap?Token=t0k3n&x=1')).toBe(
      '/api/users/users/otap?Token=[redacted]&x=1',
    );
    expect(redactUrl('/oidc/session/end?id_token_hint=eyJ.a.b')).toBe(
      '/oidc/session/end?id_token_hint=[redacted]',
    );
    expect(redactUrl('/api/transactions/transactions?page=2&searchBy=card')).toBe(
      '/api/transactions/transactions?page=2&searchBy=card',
    );
  });
});
