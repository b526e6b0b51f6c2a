import { SimpleGrid } from '@mantine/core';
import { driverNameApplies, vehicleApplies } from '@portal/contract';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProfileOptions } from '../api/get-profiles';
import { CARDS_ORDER_NS } from '../utils/namespace';
import { cardHolderOf, embossingLine1, embossingLine3, type OrderFormValues } from '../utils/order-form';
import { ReadOnlyValue, SectionCard, type SectionProps } from './form-parts';

/** The multi-step variant's summary step: what will be ordered (spec 002 §2.1). */
export function OrderSummary({ authority, shown }: SectionProps) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  const v = useFormContext<OrderFormValues>().getValues();
  const profiles = useProfileOptions(authority.authorityId, shown.restriction && v.restriction === 'Y');
  const yesNo = (flag: string) => t(flag === 'Y' ? 'yes' : 'no');
  const address = v.address.addressLine1
    ? [
        v.address.addressLine1,
        v.address.addressLine2,
        v.address.addressLine3,
        v.address.postCode,
        v.address.country,
      ]
    : Object.values(authority.deliveryAddress);
  const holder = cardHolderOf(v);
  const profile = profiles.data?.find((p) => String(p.profileId) === v.profileId)?.profileName;
  const rows: [string, string, boolean][] = [
    [t('summary_delivery'), address.filter(Boolean).join(', '), true],
    [t('express_label'), t(v.expediteCard ? 'yes' : 'no'), true],
    [t('section_restriction'), v.restriction === 'Y' ? (profile ?? '') : t('no'), shown.restriction],
    [t('card_type_label'), t(`card_type_${v.cardTypeId}`), true],
    [t('vehicle_registration'), holder.vehicle, vehicleApplies(Number(v.cardTypeId))],
    [t('driver_name'), holder.driver, driverNameApplies(Number(v.cardTypeId))],
    [t('section_fuel_and_charge'), yesNo(v.fuelAndCharge), shown.fuelAndCharge],
    [t('section_gasoleo'), yesNo(v.gasoleoProfessional), shown.gasoleoProfessional],
    [t('embossing_line1'), embossingLine1(authority), true],
    [t('embossing_line2'), v.line2, true],
    [t('embossing_line3'), embossingLine3(v), true],
    [
      t('region_label'),
      t(v.region === 'National' ? 'region_national' : 'region_international'),
      shown.region,
    ],
    [t('austrian_tax_question'), v.austriantax ? yesNo(v.austriantax) : '', shown.austrianTax],
    [t('cost_centre'), v.costcenterName, shown.costCentre],
    [t('sub_cost_centre'), v.subcostcenter, shown.costCentre],
    [t('pin_label'), t(`pin_choice_${v.pinActive}`), shown.pin],
    [t('odometer_question'), yesNo(v.odometer), shown.odometer],
    [t('add_info_question'), yesNo(v.addinfo), shown.addInfo],
  ];
  return (
    <SectionCard title={t('step_summary')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {rows
          .filter(([, , visible]) => visible)
          .map(([label, value]) => (
            <ReadOnlyValue key={label} label={label} value={value} />
          ))}
      </SimpleGrid>
    </SectionCard>
  );
}
