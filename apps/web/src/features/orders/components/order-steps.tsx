import { Button, Group, Stack, Stepper, Text } from '@mantine/core';
import type { TAuthorityDetails } from '@portal/contract';
import { type ReactNode, useMemo, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../lib/use-locale';
import { useOrderSubmit } from '../api/use-order-submit';
import { CARDS_ORDER_NS, ORDER_PATH, ORDER_STEPS_PATH } from '../utils/namespace';
import { shownFields } from '../utils/order-form';
import { nextStep, ORDER_STEPS, type OrderStep, previousStep, STEP_FIELDS } from '../utils/order-steps';
import { useOrderForm } from '../utils/use-order-form';
import { ConfirmSection, ExpressChoice } from './confirm-section';
import { SectionCard, type SectionProps } from './form-parts';
import { OrderSummary } from './order-summary';
import { CardDetailsFields } from './sections/card-details-section';
import { FuelAndChargeSection, GasoleoSection } from './sections/card-options-section';
import { CardTypeChoice } from './sections/card-type-section';
import { DeliveryAddressSection } from './sections/delivery-address-section';
import { EmbossingFields } from './sections/embossing-section';
import { ExtrasFields, PinFields } from './sections/pin-section';
import { AustrianTaxChoice, CostCentreFields, RegionChoice } from './sections/region-section';
import { RestrictionPicker, RestrictionSection } from './sections/restriction-section';

function StepBody({ step, ...props }: SectionProps & { step: 'start' | OrderStep }) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  const express = useWatch({ name: 'expediteCard' }) as boolean;
  const card = (children: ReactNode) => <SectionCard title={t(`step_${step}`)}>{children}</SectionCard>;
  switch (step) {
    case 'start':
      return (
        <Stack gap="md">
          {card(<ExpressChoice />)}
          <DeliveryAddressSection {...props} express={express} />
          <RestrictionSection {...props} />
        </Stack>
      );
    case 'carddetails':
      return (
        <Stack gap="md">
          {card(
            <>
              <CardTypeChoice authority={props.authority} />
              <CardDetailsFields {...props} />
            </>,
          )}
          <FuelAndChargeSection {...props} />
          <GasoleoSection {...props} />
        </Stack>
      );
    case 'cardembossing':
      return card(<EmbossingFields authority={props.authority} />);
    case 'region':
      return card(
        <>
          {props.shown.region && <RegionChoice />}
          <AustrianTaxChoice shown={props.shown} />
          <CostCentreFields {...props} />
        </>,
      );
    case 'pin':
      return card(
        <>
          {props.shown.pin && <PinFields authority={props.authority} />}
          <ExtrasFields shown={props.shown} />
        </>,
      );
    case 'restriction':
      return card(<RestrictionPicker authority={props.authority} />);
    default:
      return <OrderSummary {...props} />;
  }
}

/**
 * Spec 002 §2.1 multi-step variant: a start page, then carddetails, cardembossing, region, pin,
 * restriction (only when the restriction setting is Yes) and summary; 6 progress steps. Next checks
 * the step's fields and carries the form on; Previous on step 1 goes to the order start.
 */
export function OrderSteps({ authority, step }: { authority: TAuthorityDetails; step: 'start' | OrderStep }) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const shown = useMemo(() => shownFields(authority), [authority]);
  const form = useOrderForm(authority, null, null);
  const order = useOrderSubmit(authority, form, null);
  const [started, setStarted] = useState(false);
  const restricted = useWatch({ control: form.control, name: 'restriction' }) === 'Y' && shown.restriction;
  // A step opened without the start (a reload) has no form data to carry: back to the start.
  if (step !== 'start' && !started) return <Navigate to={to(ORDER_STEPS_PATH)} replace />;

  const go = (target: 'start' | OrderStep) =>
    navigate(to(target === 'start' ? ORDER_STEPS_PATH : `${ORDER_STEPS_PATH}/${target}`));
  const next = async () => {
    // Touched, so a shown message clears as the user types (the button does not jump under the click).
    if (!(await form.trigger(STEP_FIELDS[step], { shouldFocus: true, shouldTouch: true }))) return;
    setStarted(true);
    const target = nextStep(step, restricted);
    if (target) go(target);
  };
  const active = step === 'start' ? -1 : ORDER_STEPS.indexOf(step);
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(order.submit)} noValidate aria-label={authority.authorityName}>
        <Stack gap="md">
          {step !== 'start' && (
            <>
              <Stepper active={active} size="xs" iconSize={26} visibleFrom="sm" aria-hidden>
                {ORDER_STEPS.map((s) => (
                  <Stepper.Step
                    key={s}
                    label={t(`step_${s}`)}
                    description={s === 'restriction' && !restricted ? t('step_not_needed') : undefined}
                  />
                ))}
              </Stepper>
              <Text size="sm" fw={500} role="status">
                {t('step_progress', {
                  current: active + 1,
                  total: ORDER_STEPS.length,
                  name: t(`step_${step}`),
                })}
              </Text>
            </>
          )}
          <StepBody step={step} authority={authority} shown={shown} />
          {step === 'summary' && (
            <ConfirmSection
              replacement={false}
              withExpress={false}
              isSubmitting={order.isSubmitting}
              showsSubmitting={order.showsSubmitting}
              errorLines={order.errorLines}
            />
          )}
          <Group justify="space-between">
            <Button
              variant="default"
              onClick={() =>
                step === 'start' ? navigate(to(ORDER_PATH)) : go(previousStep(step, restricted))
              }
            >
              {t(step === 'start' ? 'steps_back_to_form' : 'previous')}
            </Button>
            {step !== 'summary' && <Button onClick={next}>{t('next')}</Button>}
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
