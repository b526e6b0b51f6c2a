import type { TAuthorityDetails, TReplacementCardDetails } from '@portal/contract';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { COMMON_NAMESPACE } from '../../../lib/i18n';
import { useLocalizedPath } from '../../../lib/use-locale';
import type { ConfirmationState } from '../utils/confirmation-state';
import { newIdempotencyKey } from '../utils/idempotency-key';
import { CARDS_ORDER_NS, ORDER_CONFIRMATION_PATH } from '../utils/namespace';
import { orderErrorText } from '../utils/order-error';
import { type OrderFormValues, orderPayload } from '../utils/order-form';
import { clearOrderStorage } from '../utils/order-storage';
import { usePlaceOrder } from './place-order';

/**
 * Spec 002 §4.6: replacement mode submits at once; a standard order shows 'submitting' meanwhile.
 * On success the stored details are cleared and the confirmation route gets the delivery type; on
 * failure the §8 texts show, validation errors also inline. One Idempotency-Key per order attempt.
 */
export function useOrderSubmit(
  authority: TAuthorityDetails,
  form: UseFormReturn<OrderFormValues>,
  replacement: TReplacementCardDetails | null,
) {
  // Server keys of the platform (not found, forbidden, ...) have their texts in common.
  const { t } = useTranslation([CARDS_ORDER_NS, COMMON_NAMESPACE], { nsMode: 'fallback' });
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const place = usePlaceOrder();
  const key = useRef(newIdempotencyKey());
  const [errorLines, setErrorLines] = useState<string[]>([]);

  const submit = async (values: OrderFormValues) => {
    setErrorLines([]);
    try {
      const result = await place.mutateAsync({
        order: orderPayload(authority, values),
        idempotencyKey: key.current,
        replacement: replacement ?? undefined,
      });
      clearOrderStorage();
      const state: ConfirmationState = {
        deliveryType: result.cardOrderDeliveryType,
        countryCode: authority.countryCode,
        authorityDetails: { authorityId: authority.authorityId, authorityName: authority.authorityName },
        isReplacementCardEnabled: Boolean(replacement),
      };
      navigate(to(ORDER_CONFIRMATION_PATH), { state });
    } catch (error) {
      const text = orderErrorText(error, t, {
        authorityId: authority.authorityId,
        replacement: Boolean(replacement),
      });
      for (const [field, messageKey] of Object.entries(text.fields))
        form.setError(field as keyof OrderFormValues, { type: 'server', message: messageKey });
      setErrorLines(text.lines);
    }
  };

  return {
    submit,
    isSubmitting: place.isPending,
    /** §4.6: the info message while a standard order is on its way. */
    showsSubmitting: place.isPending && !replacement,
    errorLines,
  };
}
