import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition, sendAttachment } from '../../src/platform/attachment';

describe('sendAttachment: one way to answer a file download', () => {
  const app = Fastify();
  beforeAll(async () => {
    app.get('/buffer', (_request, reply) =>
      sendAttachment(reply, {
        fileName: 'Cards_A123_251126.xlsx',
        contentType: 'application/pdf',
        body: Buffer.from('%PDF'),
      }),
    );
    app.get('/stream', (_request, reply) =>
      sendAttachment(reply, {
        fileName: 'Übersicht März.csv',
        contentType: 'text/csv; charset=utf-8',
        body: Readable.from([Buffer.from('a;b\n'), Buffer.from('1;2\n')]),
      }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends a buffer with its type, an attachment disposition and no-store', async () => {
    const res = await app.inject({ url: '/buffer' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Cards_A123_251126.xlsx"; filename*=UTF-8''Cards_A123_251126.xlsx`,
    );
    expect(res.body).toBe('%PDF');
  });

  it('streams a body as it comes, with an ASCII fallback and the UTF-8 name in filename*', async () => {
    const res = await app.inject({ url: '/stream' });
    expect(res.body).toBe('a;b\n1;2\n');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Ubersicht_Marz.csv"; filename*=UTF-8''%C3%9Cbersicht%20M%C3%A4rz.csv`,
    );
  });

  it('keeps quotes, separators and line breaks out of the header (no header injection)', () => {
    const header = contentDisposition('a"b;c\r\nSet-Cookie: x=1 (copy)*.zip');
    expect(header).not.toMatch(/[\r\n]/);
    const [, ascii, encoded] = /^attachment; filename="([^"]*)"; filename\*=UTF-8''(\S+)$/.exec(header) ?? [];
    expect(ascii).toBe('a_b_c__Set-Cookie__x_1__copy__.zip');
    // RFC 5987 attr-char only: no quote, parenthesis, asterisk, semicolon or space unescaped.
    expect(encoded).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    expect(decodeURIComponent(encoded ?? '')).toBe('a"b;c\r\nSet-Cookie: x=1 (copy)*.zip');
  });
});
