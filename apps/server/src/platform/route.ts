import type { IncomingMessage } from 'node:http';
import type { EndpointInput, RouteAccess } from '@portal/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { PARTNER_SECURITY } from './openapi';
import type { RequestContext } from './request-context';

type Or<T, Fallback> = T extends z.ZodType ? T : Fallback;
/** The Fastify schema of an endpoint, as a type, so the handler's params, query and body are typed. */
type SchemaOf<E extends EndpointInput> = {
  params: Or<E['params'], undefined>;
  querystring: Or<E['query'], undefined>;
  body: Or<E['body'], undefined>;
  response: { 200: E['response'] };
};
export type EndpointRequest<E extends EndpointInput> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  SchemaOf<E>,
  ZodTypeProvider
>;
/** Public routes have no context; every other access level gets the one built by platform/request-context. */
type ContextOf<A extends RouteAccess> = A extends 'public' | 'partner' ? undefined : RequestContext;
export type EndpointHandler<E extends EndpointInput> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
  ctx: ContextOf<E['access']>,
) => Promise<z.input<E['response']> | FastifyReply>;

/**
 * Registers one contract endpoint (DESIGN §3): method, url and schema come from its definition, and
 * so do `config.access` and `config.whileImpersonating`, which the session guard enforces.
 */
export function route<const E extends EndpointInput>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [...endpoint.tags],
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
      ...(endpoint.partner === 'processor' ? { security: [{ [PARTNER_SECURITY.processor]: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response, ...endpoint.errors },
    },
    config: {
      access: endpoint.access,
      whileImpersonating: endpoint.whileImpersonating,
      partner: endpoint.partner,
      permission: endpoint.permission,
      endpoint,
    },
    handler: (request, reply) =>
      handler(request as unknown as EndpointRequest<E>, reply, request.ctx as ContextOf<E['access']>),
  });
}
