import { afterEach, describe, expect, it } from 'vitest';
import {
  clearStoredLocale,
  localizedPath,
  readStoredLocale,
  replaceLocale,
  resolveLocale,
  splitLocale,
  storeLocale,
} from './locale';

describe('locale path helpers (spec 000 §2: optional locale segment)', () => {
  it('splits a leading locale segment off the path', () => {
    expect(splitLocale('/de/cards')).toEqual({ locale: 'de', path: '/cards' });
    expect(splitLocale('/pl')).toEqual({ locale: 'pl', path: '/' });
    expect(splitLocale('/nl/')).toEqual({ locale: 'nl', path: '/' });
    expect(splitLocale('/cards')).toEqual({ locale: undefined, path: '/cards' });
    expect(splitLocale('/fr/cards')).toEqual({ locale: undefined, path: '/fr/cards' });
    expect(splitLocale('/dev/x')).toEqual({ locale: undefined, path: '/dev/x' });
  });

  it('builds localized paths', () => {
    expect(localizedPath('/cards', 'de')).toBe('/de/cards');
    expect(localizedPath('/', 'es')).toBe('/es');
    expect(localizedPath('cards', 'pt')).toBe('/pt/cards');
    expect(localizedPath('/cards', undefined)).toBe('/cards');
  });

  it('replaces or adds the locale segment', () => {
    expect(replaceLocale('/de/access/users/7', 'nl')).toBe('/nl/access/users/7');
    expect(replaceLocale('/access/users', 'pl')).toBe('/pl/access/users');
    expect(replaceLocale('/', 'de')).toBe('/de');
    expect(replaceLocale('/en', 'es')).toBe('/es');
  });
});

describe('active locale: path, else stored choice, else en', () => {
  afterEach(clearStoredLocale);

  it('falls back to en when nothing is stored', () => {
    expect(resolveLocale('/cards')).toBe('en');
  });

  it('uses the stored choice when the path has no locale, the path when it has one', () => {
    storeLocale('pt');
    expect(readStoredLocale()).toBe('pt');
    expect(document.cookie).toContain('locale=pt');
    expect(resolveLocale('/cards')).toBe('pt');
    expect(resolveLocale('/de/cards')).toBe('de');
  });

  it('ignores a stored value that is not a locale', () => {
    window.localStorage.setItem('locale', 'fr');
    expect(resolveLocale('/')).toBe('en');
  });
});
