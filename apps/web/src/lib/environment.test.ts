import { describe, expect, it } from 'vitest';
import { environmentFromHost, isLocalHost } from './environment';

describe('environment from host (spec 000 §6)', () => {
  it.each([
    ['localhost', 'DEV'],
    ['my-dev.x', 'DEV'],
    ['DEV.portal.example', 'DEV'],
    ['test.x', 'TEST'],
    ['portal-TEST.example', 'TEST'],
    ['preprod.x', 'PREPROD'],
    ['portal.preprod.example', 'PREPROD'],
    ['portal.example', 'PROD'],
    ['portal.corvane.example', 'PROD'],
  ])('%s is %s', (host, environment) => {
    expect(environmentFromHost(host)).toBe(environment);
  });

  it('applies the rules in the spec order when a host carries two keywords', () => {
    expect(environmentFromHost('dev.test.example')).toBe('DEV');
    expect(environmentFromHost('preprod.test.example')).toBe('TEST');
  });

  it('treats only this machine as local for the token calls', () => {
    expect(isLocalHost('localhost')).toBe(true);
    expect(isLocalHost('127.0.0.1')).toBe(true);
    expect(isLocalHost('portal.tessaly.localhost')).toBe(true);
    expect(isLocalHost('dev.portal.example')).toBe(false);
  });
});
