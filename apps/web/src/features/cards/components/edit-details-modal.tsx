import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CARD_LIMITS, migrationBlocks, REPLACEMENT_REASON_CODE, type TCardRow } from '@portal/contract';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useUpdateCards } from '../api/cards-api';
import {
  changedFields,
  type EditDetailsForm,
  editDetailsSchema,
  formOfCard,
  needsReplacement,
  replacementOf,
  type TextField,
  updateRequestOf,
} from '../utils/card-rules';
import { CARDS_VIEW_NS } from '../utils/namespaces';
import { REPLACEMENT_ORDER_PATH, storeReplacement } from '../utils/replacement-storage';
import { toast } from '../utils/toast';
import { MigrationContact } from './migration-contact';

type FlagField = Exclude<keyof EditDetailsForm, TextField>;

/**
 * Spec 002 §4.4, §5.2: validates on change with the update-cards field rules; Save only when changed,
 * valid and not loading. Changes of the relevant fields become a replacement order (reason 31)
 * handed to the order page; others go to update-cards.
 */
export function EditDetailsModal({ card, onClose }: { card: TCardRow; onClose: () => void }) {
  const { t } = useTranslation(CARDS_VIEW_NS);
  const navigate = useNavigate();
  const { migrationStatus } = useSessionScope();
  const blocked = migrationBlocks(migrationStatus).editDetails;
  const update = useUpdateCards();
  const initial = useMemo(() => formOfCard(card), [card]);
  const schema = useMemo(() => editDetailsSchema(initial), [initial]);
  const form = useForm<EditDetailsForm, unknown, EditDetailsForm>({
    mode: 'onChange',
    resolver: zodResolver(schema),
    defaultValues: initial,
  });
  const [failed, setFailed] = useState(false);
  const values = form.watch();
  const { errors, isValid } = form.formState;
  const changed = changedFields(initial, values).length > 0;
  const replacement = needsReplacement(initial, values);

  const text = (key: TextField, label: string, max: number, cut = false) => (
    <TextInput
      label={label}
      // Line 2 is cut at its maximum (spec 002 §5.1); the others show their message past it.
      maxLength={cut ? max : max + 10}
      error={errors[key]?.message ? t(errors[key].message, { max }) : undefined}
      {...form.register(key)}
    />
  );
  const flag = (key: FlagField, label: string) => (
    <Controller
      control={form.control}
      name={key}
      render={({ field }) => (
        <Radio.Group label={label} value={field.value} onChange={field.onChange}>
          <Group mt={4}>
            <Radio value="Y" label={t('yes')} />
            <Radio value="N" label={t('no')} />
          </Group>
        </Radio.Group>
      )}
    />
  );

  // `after` holds the checked values: trimmed, the vehicle upper-cased, line 2 cut (spec 002 §5.1).
  const save = form.handleSubmit(async (after) => {
    if (changedFields(initial, after).length === 0) return;
    if (needsReplacement(initial, after)) {
      storeReplacement(replacementOf(card, after, REPLACEMENT_REASON_CODE));
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
            cardUpdateRequest: updateRequestOf(initial, after),
          },
        ],
      });
      toast('green', t('edit_saved'), t('close'));
      onClose();
    } catch {
      setFailed(true);
    }
  });

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
            {text('embossLine2', t('field_embossed_line2'), CARD_LIMITS.embossingLine2, true)}
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
              disabled={!changed || !isValid || update.isPending}
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
