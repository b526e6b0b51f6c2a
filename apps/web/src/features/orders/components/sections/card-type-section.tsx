import { Button, Radio, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CARDS_ORDER_NS } from '../../utils/namespace';
import type { OrderFormValues } from '../../utils/order-form';
import { CardTypeHelpModal } from '../card-type-help-modal';
import { SectionCard, type SectionProps, useFieldError } from '../form-parts';

/** The required card-type choice (§2.1 section 5, multi-step step 1), with the help modal. */
export function CardTypeChoice({ authority }: Pick<SectionProps, 'authority'>) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  const { control } = useFormContext<OrderFormValues>();
  const error = useFieldError();
  const [help, setHelp] = useState(false);
  return (
    <>
      <Controller
        control={control}
        name="cardTypeId"
        render={({ field }) => (
          <Radio.Group
            label={t('card_type_label')}
            withAsterisk
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              field.onBlur();
            }}
            error={error('cardTypeId')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
              {authority.cardTypes.map((type) => (
                <Radio.Card key={type.cardTypeId} value={String(type.cardTypeId)} p="sm" radius="md">
                  <Radio.Indicator display="inline-block" mr="xs" style={{ verticalAlign: 'middle' }} />
                  {t(`card_type_${type.cardTypeId}`)}
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
      />
      <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setHelp(true)}>
        {t('card_type_help')}
      </Button>
      {help && <CardTypeHelpModal onClose={() => setHelp(false)} />}
    </>
  );
}

/** Section 5: card type choice. */
export function CardTypeSection({ authority }: SectionProps) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  return (
    <SectionCard title={t('section_card_type')}>
      <CardTypeChoice authority={authority} />
    </SectionCard>
  );
}
