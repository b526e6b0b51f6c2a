// Spec 002 §8: what the user sees when an order fails.
import { addressPatternKey } from '@portal/contract';
import { isApiError } from '../../../lib/api-client';
import { messageContentKeyOf as contentKey } from '../../../lib/message-content-key';

export type OrderErrorText = {
  /** The alert's lines, as content keys with their values. */
  lines: string[];
  /** Field messages to show inline (form field -> content key). */
  fields: Record<string, string>;
};

type Translate = (key: string, values?: Record<string, unknown>) => string;

const FIELD_OF: Record<string, string> = { restrictionDetails: 'profileId' };

/**
 * §8: 504 the timeout text; 403 'Unauthorized' with the replacement-restricted or the colleague-view
 * text; otherwise the errors joined with ' | ' (or the server's message) and the hint on allowed
 * characters (the Poland variant for authority ids starting with K). Validation errors also show inline.
 */
export function orderErrorText(
  error: unknown,
  t: Translate,
  ctx: { authorityId: string; replacement: boolean },
): OrderErrorText {
  if (!isApiError(error)) return { lines: [t('order_error_generic')], fields: {} };
  if (error.status === 504) return { lines: [t('order_timeout')], fields: {} };
  if (error.status === 403)
    return {
      lines: [
        t('unauthorized'),
        t(ctx.replacement ? 'order_replacement_restricted' : 'order_colleague_view'),
      ],
      fields: {},
    };
  const fields: Record<string, string> = {};
  for (const issue of error.issues ?? []) {
    const field = FIELD_OF[issue.path] ?? issue.path;
    fields[field] ??= contentKey(issue.messageKey);
  }
  const joined = Object.values(fields).length
    ? [...new Set(Object.values(fields))].map((key) => t(key)).join(' | ')
    : t(contentKey(error.messageKey));
  return { lines: [joined, t(`${addressPatternKey(ctx.authorityId)}_hint`)], fields };
}
