import { Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { costCentreRequired, ORDER_LIMITS } from '@portal/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CARDS_ORDER_NS } from '../../utils/namespace';
import type { OrderFormValues } from '../../utils/order-form';
import { SectionCard, type SectionProps, useFieldError, YesNoField } from '../form-parts';

/** Section 8: national or national plus international (§9 region values). */
export function RegionChoice() {
  const { t } = useTranslation(CARDS_ORDER_NS);
  const { control } = useFormContext<OrderFormValues>();
  return (
    <Controller
      control={control}
      name="region"
      render={({ field }) => (
        <Radio.Group label={t('region_label')} value={field.value} onChange={field.onChange}>
          <Group mt={6} gap="lg">
            <Radio value="National" label={t('region_national')} />
            <Radio value="Nationalinternational" label={t('region_international')} />
          </Group>
        </Radio.Group>
      )}
    />
  );
}

/** Section 9: Austrian road tax, required when shown; disabled when the column context lacks it. */
export function AustrianTaxChoice({ shown }: Pick<SectionProps, 'shown'>) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  if (!shown.austrianTax) return null;
  return (
    <YesNoField
      name="austriantax"
      label={t('austrian_tax_question')}
      disabledReason={shown.austrianTaxEnabled ? undefined : t('austrian_tax_disabled')}
    />
  );
}

/** Section 10: cost centre (20, required for send-to 6) and sub cost centre (20). */
export function CostCentreFields({ authority, shown }: SectionProps) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  const { register } = useFormContext<OrderFormValues>();
  const error = useFieldError();
  if (!shown.costCentre) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label={t('cost_centre')}
        withAsterisk={costCentreRequired(authority.sendToAddress)}
        maxLength={ORDER_LIMITS.costCentre}
        error={error('costcenterName', ORDER_LIMITS.costCentre)}
        {...register('costcenterName')}
      />
      <TextInput
        label={t('sub_cost_centre')}
        maxLength={ORDER_LIMITS.subCostCentre}
        error={error('subcostcenter', ORDER_LIMITS.subCostCentre)}
        {...register('subcostcenter')}
      />
    </SimpleGrid>
  );
}

/** Sections 8 to 10 of the single-page form. */
export function RegionSections(props: SectionProps) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  return (
    <>
      {props.shown.region && (
        <SectionCard title={t('section_region')}>
          <RegionChoice />
        </SectionCard>
      )}
      {props.shown.austrianTax && (
        <SectionCard title={t('section_austrian_tax')}>
          <AustrianTaxChoice shown={props.shown} />
        </SectionCard>
      )}
      {props.shown.costCentre && (
        <SectionCard title={t('section_cost_centre')}>
          <CostCentreFields {...props} />
        </SectionCard>
      )}
    </>
  );
}
