import { INGESTION_ENDPOINTS as E } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/route';
import { registerPartnerAuthenticator } from '../../platform/session-guard';
import { partnerAuthorizer } from './authorize';
import { partnerOf, processorAuthenticator } from './credentials';
import { ingestBatch } from './service';

/**
 * The card processor's API (issue 20, docs/ingestion.md): `partner` routes opened by the processor
 * authenticator (a stored, unrevoked credential), never by a portal session.
 */
export async function ingestionRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const db = app.database.db;
  app.decorateRequest('partnerId', undefined);
  registerPartnerAuthenticator(app, 'processor', processorAuthenticator(db, app.config));
  route(app, E.ingestTransactions, async (request) =>
    ingestBatch(db, partnerOf(request), request.body.lines, clock.now()),
  );
  const authorize = partnerAuthorizer(db);
  route(app, E.authorize, async (request) => authorize(partnerOf(request), request.body, clock.now()));
}
