import type { TAuthorityDetails } from '@portal/contract';
import { type FieldErrors, type Resolver, set } from 'react-hook-form';
import { formProblems, type OrderFormValues } from './order-form';

/** Field errors whose message is the §5.1 message key. */
export function fieldErrorsOf(problems: Record<string, string>): FieldErrors<OrderFormValues> {
  const errors: FieldErrors<OrderFormValues> = {};
  for (const [field, key] of Object.entries(problems)) set(errors, field, { type: 'rule', message: key });
  return errors;
}

/**
 * The form's resolver: the contract's §5.1 rules over the whole order (the server runs the same).
 * A blur or `trigger(names)` shows only the named fields' messages.
 */
export const orderResolver =
  (authority: TAuthorityDetails): Resolver<OrderFormValues> =>
  async (values) => {
    const problems = formProblems(authority, values);
    return Object.keys(problems).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: fieldErrorsOf(problems) };
  };
