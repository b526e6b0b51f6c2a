import { type EndpointInput, endpointPath, type PathParams } from '@portal/contract';
import type { z } from 'zod';
import { apiDownload, apiRequest, type Download, type QueryParams } from './api-client';

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a call of `E` sends: its path parameters, query and body, typed by the endpoint's schemas. */
export type EndpointCall<E extends EndpointInput> = (E['params'] extends z.ZodType
  ? { params: PathParams<E> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: Input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : { body?: undefined }) & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

/** The call argument is required when the endpoint has path parameters or a body. */
type CallArgs<E extends EndpointInput> = E['params'] extends z.ZodType
  ? [call: EndpointCall<E>]
  : E['body'] extends z.ZodType
    ? [call: EndpointCall<E>]
    : [call?: EndpointCall<E>];

type LooseCall = {
  params?: Record<string, string>;
  query?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * Calls one endpoint of the contract: method, path and response schema come from its definition
 * (packages/contract/src/endpoints), so a fetcher names no path and no schema of its own.
 */
export function callEndpoint<E extends EndpointInput>(
  endpoint: E,
  ...[call]: CallArgs<E>
): Promise<z.output<E['response']>> {
  const { params, query, body, headers, signal } = (call ?? {}) as LooseCall;
  return apiRequest(endpointPath(endpoint, params as PathParams<E>), {
    method: endpoint.method,
    query,
    body,
    headers,
    signal,
    schema: endpoint.response as z.ZodType<z.output<E['response']>>,
  });
}

/** The file answer of an endpoint (xlsx, pdf, zip) with the name the server proposes. */
export function downloadEndpoint<E extends EndpointInput>(
  endpoint: E,
  call: EndpointCall<E>,
): Promise<Download> {
  const { params, query, body } = call as LooseCall;
  return apiDownload(endpointPath(endpoint, params as PathParams<E>), {
    method: endpoint.method,
    query,
    body,
  });
}
