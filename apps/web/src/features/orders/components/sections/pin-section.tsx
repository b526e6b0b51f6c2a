import { Alert, PasswordInput, Radio, Stack } from '@mantine/core';
import { CARD_LIMITS, choosesPin, pinChoices, showsPinNotice } from '@portal/contract';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CARDS_ORDER_NS } from '../../utils/namespace';
import type { OrderFormValues } from '../../utils/order-form';
import { SectionCard, type SectionProps, useFieldError, YesNoField } from '../form-parts';

/**
 * §4.7: the choices the authority's PIN settings give; 1 asks for a 4-digit PIN (validated on blur,
 * §5.1); any other choice clears the entered PIN; driver PIN or random-by-post shows the notice.
 */
export function PinFields({ authority }: Pick<SectionProps, 'authority'>) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  const { control, register, setValue, clearErrors } = useFormContext<OrderFormValues>();
  const error = useFieldError();
  const active = Number(useWatch({ control, name: 'pinActive' }));
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="pinActive"
        render={({ field }) => (
          <Radio.Group
            label={t('pin_label')}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              if (!choosesPin(Number(value))) {
                setValue('pin', '');
                clearErrors('pin');
              }
            }}
            error={error('pinActive')}
          >
            <Stack gap="xs" mt="xs">
              {pinChoices(authority.pinOption).map((choice) => (
                <Radio key={choice} value={String(choice)} label={t(`pin_choice_${choice}`)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      {choosesPin(active) && (
        <PasswordInput
          label={t('pin_entry')}
          description={t('pin_entry_hint')}
          withAsterisk
          inputMode="numeric"
          autoComplete="off"
          maxLength={CARD_LIMITS.pinLength}
          error={error('pin')}
          w={{ base: '100%', sm: 240 }}
          {...register('pin')}
        />
      )}
      {showsPinNotice(active, authority.pinOption) && (
        <Alert color="blue" role="status">
          {t('pin_notice_address')}
        </Alert>
      )}
    </Stack>
  );
}

/** Section 11: PIN choice. */
export function PinSection({ authority, shown }: SectionProps) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  if (!shown.pin) return null;
  return (
    <SectionCard title={t('section_pin')}>
      <PinFields authority={authority} />
    </SectionCard>
  );
}

/** Section 12: odometer and additional info prompts at the pump (yes/no each). */
export function ExtrasFields({ shown }: Pick<SectionProps, 'shown'>) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  return (
    <>
      {shown.odometer && <YesNoField name="odometer" label={t('odometer_question')} />}
      {shown.addInfo && <YesNoField name="addinfo" label={t('add_info_question')} />}
    </>
  );
}

export function ExtrasSection({ shown }: SectionProps) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  if (!shown.odometer && !shown.addInfo) return null;
  return (
    <SectionCard title={t('section_extras')}>
      <ExtrasFields shown={shown} />
    </SectionCard>
  );
}
