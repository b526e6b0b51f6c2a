import { describe, expect, it } from 'vitest';
import { applyBrandToDocument, BRANDS, brandFromHost } from './brands';

describe('brand from host (spec 000 §1)', () => {
  it.each([
    ['portal.tessaly.test', 'Tessaly Energy', 2],
    ['PORTAL.TESSALY-ENERGY.EXAMPLE', 'Tessaly Energy', 2],
    ['Tessaly.localhost', 'Tessaly Energy', 2],
    ['portal.corvane.example', 'Corvane Fleet', 1],
    ['CORVANE.example', 'Corvane Fleet', 1],
    ['localhost', 'Corvane Fleet', 1],
    ['portal.example.com', 'Corvane Fleet', 1],
  ])('%s is %s (brand code %i)', (host, name, code) => {
    const brand = brandFromHost(host);
    expect(brand.name).toBe(name);
    expect(brand.code).toBe(code);
  });

  it('offers exactly the brand codes 1 and 2, each with its own theme colour and logo', () => {
    expect(BRANDS.map((brand) => brand.code)).toEqual([1, 2]);
    const [first, second] = BRANDS;
    expect(first?.theme.primaryColor).not.toBe(second?.theme.primaryColor);
    expect(first?.logoUrl).not.toBe(second?.logoUrl);
  });

  it('sets the document title, the data-brand attribute and the favicon', () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg" />';
    applyBrandToDocument(brandFromHost('my.tessaly.example'));
    expect(document.title).toBe('Tessaly Energy');
    expect(document.documentElement.dataset.brand).toBe('tessaly');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/brands/tessaly-icon.svg');
  });
});
