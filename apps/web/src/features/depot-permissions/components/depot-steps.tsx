import { Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEPOT_PERMISSIONS_NAMESPACE } from '../utils/namespace';

/** Spec 001 §2 stepped progress: 1 select cards, 2 select depots. */
export function DepotSteps({ active }: { active: 0 | 1 }) {
  const { t } = useTranslation(DEPOT_PERMISSIONS_NAMESPACE);
  return (
    <Stepper active={active} size="sm" mb="lg" allowNextStepsSelect={false} aria-label={t('steps_label')}>
      <Stepper.Step label={t('step_cards')} description={t('step_cards_hint')} />
      <Stepper.Step label={t('step_depots')} description={t('step_depots_hint')} />
    </Stepper>
  );
}
