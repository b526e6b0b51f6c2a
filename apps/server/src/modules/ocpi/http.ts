import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { callerOf, type OcpiCaller } from './auth';
import { invalid } from './envelope';
import { describeIssue } from './schemas';

export type OcpiHandler = (
  request: FastifyRequest<{ Params: Record<string, string>; Querystring: Record<string, string> }>,
  reply: FastifyReply,
  caller: OcpiCaller,
) => Promise<unknown>;

/**
 * One OCPI route: a `partner` route of the platform (its own credentials, never a portal session),
 * left out of the OpenAPI document (OCPI 2.2.1 is its own specification). Token A may call it only
 * when `tokenA` says so (versions and credentials).
 */
export function ocpiRoute(
  instance: FastifyInstance,
  method: HTTPMethods,
  url: string,
  handler: OcpiHandler,
  options: { tokenA?: boolean } = {},
) {
  instance.route({
    method,
    url,
    schema: { hide: true, tags: ['ocpi'] },
    config: { access: 'partner', partner: 'ocpi', ocpi: { tokenA: options.tokenA ?? false } },
    handler: (request, reply) => handler(request as Parameters<OcpiHandler>[0], reply, callerOf(request)),
  });
}

/** The body or query as the schema reads it; anything else is status 2001 with the first problem. */
export function parseOcpi<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid(describeIssue(parsed.error));
  return parsed.data;
}
