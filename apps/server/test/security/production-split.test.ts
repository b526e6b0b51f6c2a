import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSeedWarning, loadConfig, productionProblems } from '../../src/config';
import { createTestApp } from '../helpers/test-app';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECRET = 'Zq8-rT2pLm4Xw9bNc7Vd1Hs6Gf3Jk5Ya0Ue';

/** Issue 14 finding 3 and issue 13 §1: the demo (seed, /mailbox, /api/docs) never comes with production. */
describe('finding 3: production has no demo mailbox, no default demo seed and needs mail and a secret', () => {
  it('defaults the seed to none and the mailbox and docs to off in production only', () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(production.seedPreset).toBe('none');
    expect(production.mail.isMailboxEnabled).toBe(false);
    expect(production.apiDocs).toBe(false);
    const development = loadConfig({});
    expect(development.seedPreset).toBe('demo');
    expect(development.mail.isMailboxEnabled).toBe(true);
    expect(development.apiDocs).toBe(true);
  });

  it('loads demo data in production only when asked for by name, with a loud warning', () => {
    expect(demoSeedWarning(loadConfig({ NODE_ENV: 'production' }))).toBeUndefined();
    const asked = loadConfig({ NODE_ENV: 'production', SEED_PRESET: 'demo' });
    expect(asked.seedPreset).toBe('demo');
    expect(demoSeedWarning(asked)).toMatch(/PUBLIC passwords/);
    expect(demoSeedWarning(loadConfig({ SEED_PRESET: 'demo' }))).toBeUndefined();
  });

  it('refuses production without SMTP_URL, without SESSION_SECRET or with a placeholder secret', () => {
    const problems = (env: Record<string, string>) =>
      productionProblems(loadConfig({ NODE_ENV: 'production', ...env })).join('\n');
    expect(problems({})).toMatch(/SMTP_URL/);
    expect(problems({})).toMatch(/SESSION_SECRET/);
    expect(problems({ SMTP_URL: 'smtp://mail.example:587', SESSION_SECRET: 'x'.repeat(40) })).toMatch(
      /placeholder/,
    );
    expect(problems({ SMTP_URL: 'smtp://mail.example:587', SESSION_SECRET: SECRET })).toBe('');
    expect(productionProblems(loadConfig({}))).toEqual([]);
  });

  it('the server process exits 1 naming both problems when started in production without them', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-prod-'));
    try {
      const run = spawnSync('npx', ['tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          PORT: '0',
          SMTP_URL: '',
          SESSION_SECRET: '',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('SMTP_URL');
      expect(run.stderr).toContain('SESSION_SECRET');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  describe('a production app', () => {
    let ctx: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
      const production = loadConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:1',
        SESSION_SECRET: SECRET,
        LOG_LEVEL: 'silent',
      });
      // SMTP_URL set or not, production never serves the mailbox: prove it with the flag forced on.
      ctx = await createTestApp({
        env: 'production',
        apiDocs: production.apiDocs,
        seedPreset: production.seedPreset,
        mail: { ...production.mail, isMailboxEnabled: true },
      });
    });
    afterAll(() => ctx.close());

    it('serves no /mailbox and no /api/docs', async () => {
      const mailbox = await ctx.app.inject({ method: 'GET', url: '/mailbox' });
      expect(mailbox.body).not.toContain('Demo mailbox');
      for (const url of ['/api/docs', '/api/docs/json']) {
        expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    });
  });
});
