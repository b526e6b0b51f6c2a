import { SimpleGrid, TextInput } from '@mantine/core';
import { CARD_LIMITS } from '@portal/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CARDS_ORDER_NS } from '../../utils/namespace';
import { embossingLine1, embossingLine3, type OrderFormValues } from '../../utils/order-form';
import { SectionCard, type SectionProps, useFieldError } from '../form-parts';

/**
 * §3.3 embossing: line 1 the customer name (read-only), line 2 town or city (27, cut; fixed while
 * Gasoleo professional is yes, §4.8), line 3 the vehicle registration or driver name (read-only).
 */
export function EmbossingFields({ authority }: Pick<SectionProps, 'authority'>) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  const { register, control } = useFormContext<OrderFormValues>();
  const error = useFieldError();
  const [gasoleo, cardTypeId, vehicle, driver] = useWatch({
    control,
    name: ['gasoleoProfessional', 'cardTypeId', 'vehicleregistration', 'drivername'],
  });
  const fixed = gasoleo === 'Y';
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <TextInput
        label={t('embossing_line1')}
        description={t('embossing_read_only')}
        value={embossingLine1(authority)}
        readOnly
      />
      <TextInput
        label={t('embossing_line2')}
        description={fixed ? t('embossing_line2_fixed') : t('embossing_line2_hint')}
        maxLength={CARD_LIMITS.embossingLine2}
        readOnly={fixed}
        variant={fixed ? 'filled' : 'default'}
        error={error('line2', CARD_LIMITS.embossingLine2)}
        {...register('line2')}
      />
      <TextInput
        label={t('embossing_line3')}
        description={t('embossing_line3_hint')}
        value={embossingLine3({ cardTypeId, vehicleregistration: vehicle, drivername: driver })}
        readOnly
      />
    </SimpleGrid>
  );
}

/** Section 7: embossing lines. */
export function EmbossingSection({ authority }: SectionProps) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  return (
    <SectionCard title={t('section_embossing')}>
      <EmbossingFields authority={authority} />
    </SectionCard>
  );
}
