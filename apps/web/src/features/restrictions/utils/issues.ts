import type { TRestrictionIssue } from '@portal/contract';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client';

/** The issues of a block by field path, as texts (the first issue of a path wins). */
export function issueTexts(issues: readonly TRestrictionIssue[], t: TFunction): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.path] ??= t(issue.key, { max: issue.max, min: issue.min });
  return out;
}

/** The message key of a failed call when the server named one, else `fallback`. */
export const messageKeyOf = (error: unknown, fallback: string): string =>
  isApiError(error) && error.messageKey ? error.messageKey : fallback;
