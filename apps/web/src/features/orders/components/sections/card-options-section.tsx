import { GASOLEO_EMBOSSING_LINE2 } from '@portal/contract';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CARDS_ORDER_NS } from '../../utils/namespace';
import { type OrderFormValues, townLine } from '../../utils/order-form';
import { SectionCard, type SectionProps, YesNoField } from '../form-parts';

/** Section 3: fuel and charge (yes/no), when the authority shows it. */
export function FuelAndChargeSection({ shown }: SectionProps) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  if (!shown.fuelAndCharge) return null;
  return (
    <SectionCard title={t('section_fuel_and_charge')}>
      <YesNoField name="fuelAndCharge" label={t('fuel_and_charge_question')} />
    </SectionCard>
  );
}

/**
 * Section 4 and §4.8: Gasoleo professional. Yes fixes embossing line 2 to the fixed text (and
 * disables it); no restores the town or delivery line.
 */
export function GasoleoSection({ authority, shown }: SectionProps) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  const { setValue } = useFormContext<OrderFormValues>();
  if (!shown.gasoleoProfessional) return null;
  return (
    <SectionCard title={t('section_gasoleo')}>
      <YesNoField
        name="gasoleoProfessional"
        label={t('gasoleo_question')}
        onChosen={(value) =>
          setValue('line2', value === 'Y' ? GASOLEO_EMBOSSING_LINE2 : townLine(authority), {
            shouldValidate: true,
          })
        }
      />
    </SectionCard>
  );
}
