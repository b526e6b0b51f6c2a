import { defineEndpoint } from '../common/endpoint';
import { ZErrorResponse } from '../common/errors';
import {
  ZIngestBatch,
  ZIngestResponse,
  ZPartnerAuthorizeBody,
  ZPartnerAuthorizeResponse,
} from '../ingestion';

const partner = { access: 'partner', partner: 'processor', tags: ['partner'] } as const;
const errors = { 400: ZErrorResponse, 401: ZErrorResponse };

/** The card processor's API (issue 20, docs/ingestion.md): its own credential, never a portal session. */
export const INGESTION_ENDPOINTS = {
  ingestTransactions: defineEndpoint({
    ...partner,
    method: 'POST',
    path: '/partner/v1/transactions',
    body: ZIngestBatch,
    response: ZIngestResponse,
    errors,
    nulRefusedPerItem: true,
    description:
      'Stores a batch of up to 1,000 transaction lines, idempotent by lineId; answers each line stored or refused.',
  }),
  authorize: defineEndpoint({
    ...partner,
    method: 'POST',
    path: '/partner/v1/authorizations',
    body: ZPartnerAuthorizeBody,
    response: ZPartnerAuthorizeResponse,
    errors,
    description:
      'Authorizes a card payment in real time (status, expiry, restriction profile, override, account limits); the decision is stored.',
  }),
} as const;
