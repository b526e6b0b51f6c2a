import { describe, expect, it } from 'vitest';
import { isPasswordStrongEnough } from './password';

describe('password rule of activation, reset and change (issue 15)', () => {
  it('needs 10 to 200 characters with letters and digits', () => {
    expect(isPasswordStrongEnough('abcdefghi1')).toBe(true);
    expect(isPasswordStrongEnough('Zażółć-gęś-1')).toBe(true);
    expect(isPasswordStrongEnough('abcdefgh1')).toBe(false);
    expect(isPasswordStrongEnough('abcdefghij')).toBe(false);
    expect(isPasswordStrongEnough('1234567890')).toBe(false);
    expect(isPasswordStrongEnough(`a1${'x'.repeat(199)}`)).toBe(false);
  });
});
