import { Alert, Button, Group, Modal, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CARD_LIMITS, REPLACEMENT_REASON_CODE, type TCardRow } from '@portal/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useUpdateCards } from '../api/cards-api';
import {
  changedFields,
  type EditDetailsForm,
  editDetailsErrors,
  formOfCard,
  migrationBlocks,
  needsReplacement,
  replacementOf,
  updateRequestOf,
} from '../utils/card-rules';
import { CARDS_VIEW_NS } from '../utils/namespaces';
import { REPLACEMENT_ORDER_PATH, storeReplacement } from '../utils/replacement-storage';
import { toast } from '../utils/toast';
import { MigrationContact } from './migration-contact';

type Flag = 'Y' | 'N';

/**
 * Spec 002 §4.4, §5.2: Save only when changed, valid and not loading. Changes of the relevant fields
 * become a replacement order (reason 31) handed to the order page; others go to update-cards.
 */
export function EditDetailsModal({ card, onClose }: { card: TCardRow; onClose: () => void }) {
  const { t } = useTranslation(CARDS_VIEW_NS);
  const navigate = useNavigate();
  const { migrationStatus } = useSessionScope();
  const blocked = migrationBlocks(migrationStatus).editDetails;
  const update = useUpdateCards();
  const initial = useMemo(() => formOfCard(card), [card]);
  const [form, setForm] = useState<EditDetailsForm>(initial);
  const [failed, setFailed] = useState(false);
  const errors = editDetailsErrors(form);
  const changed = changedFields(initial, form).length > 0;
  const valid = Object.keys(errors).length === 0;
  const replacement = needsReplacement(initial, form);
  const set = <K extends keyof EditDetailsForm>(key: K, value: EditDetailsForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const text = (key: keyof EditDetailsForm, label: string, max: number) => (
    <TextInput
      label={label}
      value={form[key]}
      maxLength={max + 10}
      error={errors[key] ? t(errors[key] as string, { max }) : undefined}
      onChange={(e) => set(key, e.currentTarget.value as EditDetailsForm[typeof key])}
    />
  );
  const flag = (key: keyof EditDetailsForm, label: string) => (
    <Radio.Group label={label} value={form[key]} onChange={(v) => set(key, v as Flag)}>
      <Group mt={4}>
        <Radio value="Y" label={t('yes')} />
        <Radio value="N" label={t('no')} />
      </Group>
    </Radio.Group>
  );

  const save = async () => {
    if (!changed || !valid) return;
    if (replacement) {
      storeReplacement(replacementOf(card, form, REPLACEMENT_REASON_CODE));
      toast('yellow', t('edit_replacement_info'), t('close'));
      onClose();
      navigate(REPLACEMENT_ORDER_PATH);
      return;
    }
    setFailed(false);
    try {
      await update.mutateAsync({
        authorityId: card.authorityId,
        countryCode: card.countryCode,
        cardUpdates: [
          {
            cardId: card.cardId,
            currentCostCentre: card.costCenterName,
            cardUpdateRequest: updateRequestOf(initial, form),
          },
        ],
      });
      toast('green', t('edit_saved'), t('close'));
      onClose();
    } catch {
      setFailed(true);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('close') }}
      title={t('edit_title', { serial: card.cardSerialNumber })}
      size="xl"
      centered
    >
      {blocked ? (
        <MigrationContact />
      ) : (
        <Stack gap="md">
          {failed && (
            <Alert color="red" role="alert">
              {t('generic_error')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('vehicle', t('field_vehicle_registration'), CARD_LIMITS.vehicleRegistration)}
            {text('driverName', t('field_driver_name'), CARD_LIMITS.driverName)}
            {text('embossLine2', t('field_embossed_line2'), CARD_LIMITS.embossingLine2)}
            {text('costCentre', t('field_cost_center'), CARD_LIMITS.costCentreReplacement)}
            {text('subCostCentre', t('field_sub_cost_center'), CARD_LIMITS.subCostCentre)}
            {flag('international', t('field_international'))}
            {card.countryCode === 'ES' && flag('gasoleo', t('field_gasoleo'))}
            {flag('odometer', t('field_odometer'))}
            {flag('addInfo', t('field_add_info'))}
            {flag('fuelAndCharge', t('field_fuel_and_charge'))}
            {card.countryCode === 'AT' && flag('austrianRoadTax', t('field_austrian_road_tax'))}
            {flag('targetNeutral', t('field_target_neutral'))}
          </SimpleGrid>
          {replacement && (
            <Alert color="blue" role="status">
              {t('edit_replacement_info')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button
              onClick={save}
              disabled={!changed || !valid || update.isPending}
              loading={update.isPending}
            >
              {replacement ? t('edit_save_replacement') : t('save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
