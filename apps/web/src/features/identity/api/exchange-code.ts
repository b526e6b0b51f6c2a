import { type TBrandCode, type TGetTokensResponse, ZGetTokensResponse } from '@portal/contract';
import { api } from '../../../lib/api-client';

export type ExchangeCodeParams = {
  code: string;
  codeverifier: string;
  state: string | undefined;
  /** The issuer the identity provider added to the callback (RFC 9207), when it did. */
  iss: string | undefined;
  brand: TBrandCode;
  isLocal: boolean;
};

/**
 * POST /api/users/token/gettokens (login form): the server trades the code for tokens, keeps them and
 * sets the session cookie; the browser only learns when the session expires (DESIGN §5).
 */
export const exchangeCode = (params: ExchangeCodeParams): Promise<TGetTokensResponse> =>
  api.post('/api/users/token/gettokens', {
    body: { ...params, IsNewDomain: true },
    schema: ZGetTokensResponse,
    skipSessionRefresh: true,
  });
