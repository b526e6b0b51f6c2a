import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, registerErrorHandler } from '../../src/platform/errors';

describe('one error handler: typed errors to statuses and message keys', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/echo',
      {
        schema: {
          body: z.object({
            email: z.email('email_format_message'),
            pin: z.string().regex(/^\d{4}$/, 'pin_numeric_only'),
          }),
        },
      },
      async (request) => request.body,
    );
    typed.get('/conflict', async () => {
      throw new AppError('CONFLICT', 'email_exists');
    });
    typed.get('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    typed.get('/bad-output', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({
      n: 'not a number' as unknown as number,
    }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers 400 with the spec message key of the first failing field', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { email: 'nope', pin: '12' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ code: 'VALIDATION', messageKey: 'email_format_message' });
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'body.email', messageKey: 'email_format_message' },
        { path: 'body.pin', messageKey: 'pin_numeric_only' },
      ]),
    );
  });

  it('answers 400, not 500, for malformed JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('answers 415 for an unsupported content type', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
  });

  it('maps an AppError code to its status and keeps its key', async () => {
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', messageKey: 'email_exists' });
  });

  it('hides the details of an unexpected failure', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json()).toMatchObject({ code: 'INTERNAL', messageKey: 'default_error_message' });
  });

  it('never sends a response that does not match its schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/bad-output' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('not a number');
  });
});
