import { Alert, Button, Checkbox, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { migrationBlocks, STOP_REASONS, type TCardRow } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useStopCards } from '../api/cards-api';
import { formOfCard, reasonDisabled, replacementOf } from '../utils/card-rules';
import { CARDS_VIEW_NS } from '../utils/namespaces';
import { REPLACEMENT_ORDER_PATH, storeReplacement } from '../utils/replacement-storage';
import { toast } from '../utils/toast';
import { MigrationContact } from './migration-contact';

/**
 * Spec 002 §4.3: choose a reason (stolen with an optional police reference, lost, damaged), then
 * confirm yes/no. A failure is shown like success (§8). With a replacement the details go to session
 * storage and the order page opens in replacement mode.
 */
export function StopCardModal({ card, onClose }: { card: TCardRow; onClose: () => void }) {
  const { t } = useTranslation(CARDS_VIEW_NS);
  const navigate = useNavigate();
  const { migrationStatus } = useSessionScope();
  const blocks = migrationBlocks(migrationStatus);
  const stop = useStopCards();
  const [step, setStep] = useState<1 | 2>(1);
  const [reason, setReason] = useState<string>('');
  const [police, setPolice] = useState('');
  const [replace, setReplace] = useState(false);
  const [touched, setTouched] = useState(false);

  const confirm = async () => {
    const reasonId = Number(reason);
    try {
      await stop.mutateAsync({
        authorityId: card.authorityId,
        stopCardsDetails: [
          {
            cardId: card.cardId,
            countryCode: card.countryCode,
            cardStatusId: reasonId,
            prevCardStatusId: card.cardStatusId,
            policeRefNumber: reasonId === 2 && police.trim() ? police.trim() : undefined,
          },
        ],
      });
    } catch (error) {
      // Spec 002 §8: a failed stop shows the success toast and closes, as on success.
      console.error('stop card failed', error);
    }
    toast('green', t('stop_success'), t('close'));
    onClose();
    if (replace && !blocks.replacement) {
      storeReplacement(replacementOf(card, formOfCard(card), reasonId));
      navigate(REPLACEMENT_ORDER_PATH);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('close') }}
      title={t('stop_title', { serial: card.cardSerialNumber })}
      size="lg"
      centered
    >
      {blocks.stop ? (
        <MigrationContact />
      ) : step === 1 ? (
        <Stack gap="md">
          <Radio.Group
            label={t('stop_choose_reason')}
            value={reason}
            onChange={setReason}
            error={touched && !reason ? t('stop_reason_required') : undefined}
          >
            <Stack gap="sm" mt="xs">
              {STOP_REASONS.map((id) => (
                <Stack key={id} gap={4}>
                  <Radio
                    value={String(id)}
                    label={t(`reason_${id}`)}
                    disabled={reasonDisabled(id, card)}
                    description={reasonDisabled(id, card) ? t('reason_31_disabled') : undefined}
                  />
                  {reason === String(id) && id !== 2 && (
                    <Alert color="yellow" role="status" ml="lg">
                      {t(`reason_${id}_warning`)}
                    </Alert>
                  )}
                  {reason === '2' && id === 2 && (
                    <TextInput
                      ml="lg"
                      label={t('police_reference')}
                      value={police}
                      maxLength={30}
                      onChange={(e) => setPolice(e.currentTarget.value)}
                    />
                  )}
                </Stack>
              ))}
            </Stack>
          </Radio.Group>
          {!blocks.replacement && (
            <Checkbox
              label={t('stop_order_replacement')}
              checked={replace}
              onChange={(e) => setReplace(e.currentTarget.checked)}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button
              onClick={() => {
                setTouched(true);
                if (reason) setStep(2);
              }}
            >
              {t('next')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>
            {t('stop_confirm_question', { serial: card.cardSerialNumber, reason: t(`reason_${reason}`) })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep(1)} disabled={stop.isPending}>
              {t('stop_no')}
            </Button>
            <Button color="red" onClick={confirm} loading={stop.isPending}>
              {t('stop_yes')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
