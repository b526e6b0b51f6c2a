import { z } from 'zod';

/** Error codes of the API; each maps to one HTTP status in the server's error handler. */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'UNAVAILABLE',
  'INTERNAL',
  /** 422: a request that repeats an earlier one's key with another body (issue 18 Idempotency-Key). */
  'UNPROCESSABLE',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

export const ZErrorIssue = z.object({ path: z.string(), messageKey: z.string() });

export const ZErrorResponse = z
  .object({
    statusCode: z.number().int(),
    code: z.enum(ERROR_CODES),
    messageKey: z.string(),
    message: z.string(),
    issues: z.array(ZErrorIssue).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
