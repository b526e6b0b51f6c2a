import { Select, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { ORDER_LIMITS, SEND_TO } from '@portal/contract';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCountryName, useDataValues } from '../../../../lib/data-values';
import { useCountries } from '../../api/get-countries';
import { CARDS_ORDER_NS } from '../../utils/namespace';
import type { OrderFormValues } from '../../utils/order-form';
import { SectionCard, type SectionProps, useFieldError, YesNoField } from '../form-parts';

const LINES = ['addressLine1', 'addressLine2', 'addressLine3'] as const;

/** The authority's current delivery address, one line. */
export function CurrentAddress({ authority, express }: SectionProps & { express?: boolean }) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  const values = useDataValues();
  const a = authority.deliveryAddress;
  const text = [a.addressLine1, a.addressLine2, a.addressLine3, a.postCode, values.countryText(a.country)]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap={2}>
      <Tooltip label={t(`send_to_tooltip_${authority.sendToAddress}`)} multiline w={260} withArrow>
        <Text size="sm" fw={500} w="fit-content" tabIndex={0} td="underline dotted">
          {t(express ? 'current_address_express' : 'current_address')}
        </Text>
      </Tooltip>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Stack>
  );
}

/** Spec 002 §2.1 section 1 and §5.1 address rules: lines 1-3 (35), country (35), post code (10, uppercase). */
export function DeliveryAddressSection(props: SectionProps & { express?: boolean }) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  const { register, control, setValue } = useFormContext<OrderFormValues>();
  const error = useFieldError();
  const countries = useCountries();
  const countryName = useCountryName();
  const different = useWatch({ control, name: 'differentAddress' });
  const showFields = !props.shown.differentAddressQuestion || different === 'Y';
  return (
    <SectionCard title={t('section_delivery')}>
      <CurrentAddress {...props} />
      {props.shown.differentAddressQuestion && (
        <YesNoField name="differentAddress" label={t('different_address_question')} />
      )}
      {showFields && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {LINES.map((name, i) => (
            <TextInput
              key={name}
              label={t(`address_line_${i + 1}`)}
              withAsterisk={props.authority.sendToAddress !== SEND_TO.cardholder}
              maxLength={ORDER_LIMITS.addressLine}
              error={error(`address.${name}`, ORDER_LIMITS.addressLine)}
              {...register(`address.${name}`)}
            />
          ))}
          <Controller
            control={control}
            name="address.country"
            render={({ field }) => (
              <Select
                label={t('address_country')}
                placeholder={t('address_country_placeholder')}
                data={(countries.data ?? []).map((c) => ({
                  value: c.countryName,
                  label: countryName(c.countryCode, c.countryName),
                }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                searchable
                clearable
                maxLength={ORDER_LIMITS.country}
                error={error('address.country', ORDER_LIMITS.country)}
              />
            )}
          />
          <TextInput
            label={t('address_post_code')}
            withAsterisk={props.authority.sendToAddress !== SEND_TO.cardholder}
            maxLength={ORDER_LIMITS.postCode}
            error={error('address.postCode', ORDER_LIMITS.postCode)}
            {...register('address.postCode', {
              onChange: (e) => setValue('address.postCode', e.target.value.toUpperCase()),
            })}
          />
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
