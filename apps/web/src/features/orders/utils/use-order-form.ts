import type { TAuthorityDetails, TReplacementCardDetails } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useProfileOptions } from '../api/get-profiles';
import { initialValues, type OrderFormValues, replacementValues } from './order-form';
import { orderResolver } from './order-resolver';
import { readEnteredDetails } from './order-storage';

/**
 * The order form's state: a replacement starts from the handed-over card; a return from profile
 * creation (?profileName=) restores the entered details and preselects the new profile (§2.1).
 * Fields are validated on blur (§5.1), then on every change once touched, so a message clears as the
 * user corrects it.
 */
export function useOrderForm(
  authority: TAuthorityDetails,
  replacement: TReplacementCardDetails | null,
  profileName: string | null,
) {
  const [initial] = useState<OrderFormValues>(() => {
    if (replacement) return replacementValues(authority, replacement);
    const restored = profileName ? readEnteredDetails(authority.authorityId) : null;
    return restored ? { ...initialValues(authority), ...restored } : initialValues(authority);
  });
  const form = useForm<OrderFormValues>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    resolver: orderResolver(authority),
    defaultValues: initial,
  });
  const profiles = useProfileOptions(authority.authorityId, Boolean(profileName), true);
  const { setValue } = form;
  useEffect(() => {
    const match = profiles.data?.find((p) => p.profileName === profileName);
    if (!match) return;
    setValue('restriction', 'Y');
    setValue('profileId', String(match.profileId));
  }, [profiles.data, profileName, setValue]);
  return form;
}
