import { describe, expect, it } from 'vitest';
import { loadCountryShapes } from './map-base-layer';

describe('the maps’ offline base layer (issue 15: maps had no base map)', () => {
  it('ships the country and coastline shapes with the app, no network needed', async () => {
    const shapes = await loadCountryShapes();
    expect(shapes.type).toBe('FeatureCollection');
    const names = shapes.features.map((f) => f.properties.name);
    expect(names).toEqual(expect.arrayContaining(['Germany', 'Netherlands', 'Poland', 'Spain', 'Portugal']));
    const germany = shapes.features.find((f) => f.properties.name === 'Germany');
    expect(germany?.geometry.type).toMatch(/Polygon/);
    // Loaded once per page, whatever the number of maps shown.
    expect(await loadCountryShapes()).toBe(shapes);
  });
});
