import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, tileOrigin } from '../../src/config';

describe('configuration from the environment', () => {
  it('starts on embedded defaults with no variables set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidc).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    // The README's brand hosts on the same port work without setting ALLOWED_ORIGINS (issue 15).
    expect(config.allowedOrigins).toEqual([
      'http://localhost:3000',
      'http://localhost:5173',
      'http://portal.tessaly.test:3000',
      'http://portal.corvane.test:3000',
    ]);
  });

  it('MAP_TILE_URL switches the maps to a tile server; a template without {z}/{x}/{y} is refused (issue 15)', () => {
    expect(loadConfig({}).mapTileUrl).toBeUndefined();
    const template = 'https://{s}.tiles.example.test/{z}/{x}/{y}.png';
    expect(loadConfig({ MAP_TILE_URL: template }).mapTileUrl).toBe(template);
    expect(tileOrigin(template)).toBe('https://*.tiles.example.test');
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.test/' })).toThrow(ConfigError);
  });

  it('serves /api/docs outside production unless API_DOCS says otherwise', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig({ API_DOCS: '' }).apiDocs).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'maybe' })).toThrow(ConfigError);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('LOG_LEVEL');
    }
  });

  it('needs the three OIDC variables together', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://idp.example' })).toThrow(ConfigError);
    const config = loadConfig({
      OIDC_ISSUER: 'https://idp.example',
      OIDC_CLIENT_ID: 'portal',
      OIDC_CLIENT_SECRET: 's3cret',
    });
    expect(config.oidc?.clientId).toBe('portal');
  });

  it('adds extra write origins to the public one', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://portal.corvane.example/x',
      ALLOWED_ORIGINS: 'https://portal.tessaly.example, ',
    });
    expect(config.allowedOrigins).toEqual([
      'https://portal.corvane.example',
      'https://portal.tessaly.example',
    ]);
  });
});
