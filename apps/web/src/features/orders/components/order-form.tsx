import { Stack } from '@mantine/core';
import type { TAuthorityDetails, TReplacementCardDetails } from '@portal/contract';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useOrderSubmit } from '../api/use-order-submit';
import { shownFields } from '../utils/order-form';
import { useOrderForm } from '../utils/use-order-form';
import { ConfirmSection } from './confirm-section';
import { CardDetailsSection } from './sections/card-details-section';
import { FuelAndChargeSection, GasoleoSection } from './sections/card-options-section';
import { CardTypeSection } from './sections/card-type-section';
import { DeliveryAddressSection } from './sections/delivery-address-section';
import { EmbossingSection } from './sections/embossing-section';
import { ExtrasSection, PinSection } from './sections/pin-section';
import { RegionSections } from './sections/region-section';
import { RestrictionSection } from './sections/restriction-section';

type OrderFormProps = {
  authority: TAuthorityDetails;
  replacement: TReplacementCardDetails | null;
  profileName: string | null;
};

/** Spec 002 §2.1 state 5: the order form's 13 sections in order (standard, express or replacement). */
export function OrderForm({ authority, replacement, profileName }: OrderFormProps) {
  const shown = useMemo(() => shownFields(authority), [authority]);
  const form = useOrderForm(authority, replacement, profileName);
  const order = useOrderSubmit(authority, form, replacement);
  const props = { authority, shown };
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(order.submit)} noValidate aria-label={authority.authorityName}>
        <Stack gap="md">
          <DeliveryAddressSection {...props} />
          <RestrictionSection {...props} />
          <FuelAndChargeSection {...props} />
          <GasoleoSection {...props} />
          <CardTypeSection {...props} />
          <CardDetailsSection {...props} />
          <EmbossingSection {...props} />
          <RegionSections {...props} />
          <PinSection {...props} />
          <ExtrasSection {...props} />
          <ConfirmSection
            replacement={Boolean(replacement)}
            isSubmitting={order.isSubmitting}
            showsSubmitting={order.showsSubmitting}
            errorLines={order.errorLines}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
