/**
 * After the e2e run (server stopped): no token the built-in IdP issued may appear in the server's log
 * or in what the browser saw (response bodies, storage, readable cookies). Token values are the ids
 * oidc-provider stored (opaque access and refresh tokens, authorization codes, grants, sessions; interaction ids are in URLs by design); ID
 * tokens are JWTs, found by shape. Exits non-zero and names the place when one is found.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const JWT = /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/;

export async function scanSecrets(dataDir: string): Promise<string[]> {
  const db = new PGlite(path.join(dataDir, 'pglite'));
  const { rows } = await db.query<{ id: string; type: string }>(
    `select id, type from oidc_payloads where type in
       ('AccessToken', 'RefreshToken', 'AuthorizationCode', 'Grant', 'Session')`,
  );
  await db.close();
  const places: { name: string; text: string; skipCodes: boolean }[] = [];
  const log = path.join(dataDir, 'server.log');
  if (fs.existsSync(log))
    places.push({ name: 'server log', text: fs.readFileSync(log, 'utf8'), skipCodes: false });
  const browserDir = path.join(dataDir, 'browser');
  if (fs.existsSync(browserDir)) {
    for (const file of fs.readdirSync(browserDir)) {
      // The browser legitimately carries the one-time code from the callback URL to gettokens;
      // responses and storage must not hold it.
      places.push({
        name: `browser record ${file}`,
        text: fs.readFileSync(path.join(browserDir, file), 'utf8'),
        skipCodes: true,
      });
    }
  }
  const findings: string[] = [];
  for (const place of places) {
    const jwt = place.text.match(JWT);
    if (jwt) findings.push(`${place.name}: a JWT (${jwt[0].slice(0, 16)}…)`);
    for (const row of rows) {
      if (place.skipCodes && row.type === 'AuthorizationCode') continue;
      if (row.id.length >= 16 && place.text.includes(row.id))
        findings.push(`${place.name}: a ${row.type} value`);
    }
  }
  console.log(
    `secret scan: ${rows.length} IdP values checked against ${places.length} records: ${findings.length ? 'FOUND' : 'none found'}`,
  );
  return findings;
}
