import { SimpleGrid, TextInput } from '@mantine/core';
import {
  CARD_LIMITS,
  driverNameApplies,
  driverNameRequired,
  vehicleApplies,
  vehicleRequired,
} from '@portal/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CARDS_ORDER_NS } from '../../utils/namespace';
import type { OrderFormValues } from '../../utils/order-form';
import { SectionCard, type SectionProps, useFieldError } from '../form-parts';

/**
 * Section 6 and §5.1: vehicle registration (14, uppercase, letters and numbers) for pool, vehicle,
 * driver-vehicle and driver-PIN cards; driver name (14) for pool, driver and driver-vehicle cards;
 * which is required follows the contract's rule for the card type and country.
 */
export function CardDetailsFields({ authority, shown }: SectionProps) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  const { register, control, setValue } = useFormContext<OrderFormValues>();
  const error = useFieldError();
  const [cardTypeId, vehicle, driver] = useWatch({
    control,
    name: ['cardTypeId', 'vehicleregistration', 'drivername'],
  });
  const type = Number(cardTypeId);
  const rule = {
    cardTypeId: type,
    sendToAddress: authority.sendToAddress,
    countryCode: authority.countryCode,
    vehicleRegistration: vehicle,
    driverName: driver,
  };
  const showVehicle = shown.vehicleReg && vehicleApplies(type);
  const showDriver = shown.driverName && driverNameApplies(type);
  if (!showVehicle && !showDriver) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {showVehicle && (
        <TextInput
          label={t('vehicle_registration')}
          description={t('vehicle_registration_hint')}
          withAsterisk={vehicleRequired(rule)}
          maxLength={CARD_LIMITS.vehicleRegistration}
          error={error('vehicleregistration', CARD_LIMITS.vehicleRegistration)}
          {...register('vehicleregistration', {
            onChange: (e) => setValue('vehicleregistration', e.target.value.toUpperCase()),
          })}
        />
      )}
      {showDriver && (
        <TextInput
          label={t('driver_name')}
          withAsterisk={driverNameRequired(rule)}
          maxLength={CARD_LIMITS.driverName}
          error={error('drivername', CARD_LIMITS.driverName)}
          {...register('drivername')}
        />
      )}
    </SimpleGrid>
  );
}

/** Section 6: card details. */
export function CardDetailsSection(props: SectionProps) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  return (
    <SectionCard title={t('section_card_details')}>
      <CardDetailsFields {...props} />
    </SectionCard>
  );
}
