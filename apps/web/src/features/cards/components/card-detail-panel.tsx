import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { CARD_STATUS_UPDATED_MESSAGE, PERMISSION_KEYS, type TCardRow } from '@portal/contract';
import { type ComponentProps, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ReasonButton } from '../../../components/reason-button';
import { useReadOnlyReason } from '../../../components/use-read-only-reason';
import { lazyPage } from '../../../lib/lazy-page';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useCardTransactions, useSetCardStatus } from '../api/cards-api';
import { filterForStatus, useReissueFilterStore } from '../stores/reissue-filter-store';
import { isStopOffered, pinEditBlock, reissueButton, restrictionEditBlock } from '../utils/card-rules';
import { CARDS_VIEW_NS } from '../utils/namespaces';
import { toast } from '../utils/toast';
import { EditDetailsModal } from './edit-details-modal';
import { EditPinModal } from './edit-pin-modal';
import { FullDetailsModal } from './full-details-modal';
import { StatusHistoryModal } from './status-history-modal';
import { StopCardModal } from './stop-card-modal';

/** Leaflet loads when a card's panel first shows its map (issue 13 Web budgets: maps only where used). */
const TransactionsMap = lazyPage<TransactionsMapProps, 'TransactionsMap'>(
  () => import('./transactions-map'),
  'TransactionsMap',
);

/** Loaded when opened: the restriction profiles call brings the restrictions area's schemas (issue 13). */
const EditRestrictionModal = lazyPage(() => import('./edit-restriction-modal'), 'EditRestrictionModal');

type TransactionsMapProps = ComponentProps<typeof import('./transactions-map').TransactionsMap>;

type ModalName = 'details' | 'edit' | 'history' | 'stop' | 'pin' | 'restriction' | 'reissue';

/** Spec 002 §4.2: success when cardResponses[0].transStatus is true or the message says so. */
export const reissueSucceeded = (answer: { message: string; cardResponses: { transStatus: boolean }[] }) =>
  answer.cardResponses[0]?.transStatus === true || answer.message === CARD_STATUS_UPDATED_MESSAGE;

/** The expanded detail of a card row (spec 002 §2.3): actions, modals and the transactions map. */
export function CardDetailPanel({
  card,
  inReissueList = false,
}: {
  card: TCardRow;
  inReissueList?: boolean;
}) {
  const { t } = useTranslation(CARDS_VIEW_NS);
  const { permissions, masthead } = useSessionScope();
  const [modal, setModal] = useState<ModalName | null>(null);
  const setFilter = useReissueFilterStore((s) => s.setFilter);
  const reissue = reissueButton(card, inReissueList);
  const setStatus = useSetCardStatus();
  const transactions = useCardTransactions(card.cardId, card.authorityId);
  const close = () => setModal(null);
  // Issue 15: a disabled action says why; impersonation (read-only) first, then the card's rules.
  const readOnly = useReadOnlyReason();
  const why = (block: string | null) => readOnly ?? (block ? t(block) : null);
  const reissueWhy = why(reissue.reason);
  const stopWhy = why(card.isStopped ? 'disabled_stopped' : null);
  const pinWhy = why(pinEditBlock(card, permissions.has(PERMISSION_KEYS.editCardPin)));
  const restrictionWhy = why(restrictionEditBlock(card, masthead?.isAck));
  const editWhy = why(card.isStopped ? 'disabled_stopped' : null);

  const confirmReissue = async () => {
    try {
      const answer = await setStatus.mutateAsync({
        cardStatuses: [
          {
            cardId: card.cardId,
            countryCode: card.countryCode,
            prevCardStatus: card.cardStatus,
            prevCardStatusId: card.cardStatusId,
            setCardStatus: reissue.action === 'reissue' ? 'awaitReissue' : 'notForReissue',
            setCardStatusId: reissue.target as 930 | 940,
          },
        ],
      });
      if (reissueSucceeded(answer)) {
        toast('green', t('reissue_success'), t('close'));
        setFilter(filterForStatus(reissue.target));
      } else toast('yellow', t('pending_status'), t('close'));
    } catch {
      toast('red', t('exception'), t('close'));
    }
    close();
  };

  const transactionsLink = `/transactions?searchTerm=${encodeURIComponent(card.cardNumber)}&columnName=fullCardNumber`;
  return (
    <Stack gap="md" py="xs">
      <Group gap="xs" wrap="wrap">
        {reissue.shown && (
          <ReasonButton size="xs" variant="light" reason={reissueWhy} onClick={() => setModal('reissue')}>
            {t(reissue.action === 'reissue' ? 'action_reissue' : 'action_do_not_reissue')}
          </ReasonButton>
        )}
        {isStopOffered(card) && (
          <ReasonButton
            size="xs"
            variant="light"
            color="red"
            reason={stopWhy}
            onClick={() => setModal('stop')}
          >
            {t('action_stop')}
          </ReasonButton>
        )}
        <ReasonButton size="xs" variant="light" reason={pinWhy} onClick={() => setModal('pin')}>
          {t('action_edit_pin')}
        </ReasonButton>
        <ReasonButton
          size="xs"
          variant="light"
          reason={restrictionWhy}
          onClick={() => setModal('restriction')}
        >
          {t('action_edit_restrictions')}
        </ReasonButton>
        <ReasonButton size="xs" variant="light" reason={editWhy} onClick={() => setModal('edit')}>
          {t('action_edit_details')}
        </ReasonButton>
        <Button size="xs" variant="default" onClick={() => setModal('details')}>
          {t('action_full_details')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setModal('history')}>
          {t('action_history')}
        </Button>
        <Button size="xs" variant="default" component={Link} to={transactionsLink}>
          {t('action_transactions')}
        </Button>
      </Group>
      {transactions.isPending ? (
        <Loader size="sm" role="status" aria-label={t('loading')} />
      ) : transactions.data ? (
        <Suspense fallback={<Loader size="sm" role="status" aria-label={t('loading')} />}>
          <TransactionsMap
            recent={transactions.data.transactions}
            alerted={transactions.data.alertedTransactions}
          />
        </Suspense>
      ) : (
        <Text size="sm" c="dimmed">
          {t('map_none')}
        </Text>
      )}
      {modal === 'details' && <FullDetailsModal card={card} onClose={close} />}
      {modal === 'edit' && <EditDetailsModal card={card} onClose={close} />}
      {modal === 'history' && <StatusHistoryModal card={card} onClose={close} />}
      {modal === 'stop' && <StopCardModal card={card} onClose={close} />}
      {modal === 'pin' && <EditPinModal card={card} onClose={close} />}
      {modal === 'restriction' && (
        <Suspense fallback={null}>
          <EditRestrictionModal card={card} onClose={close} />
        </Suspense>
      )}
      <ConfirmModal
        opened={modal === 'reissue'}
        title={t(reissue.action === 'reissue' ? 'reissue_confirm_title' : 'do_not_reissue_confirm_title')}
        message={t(
          reissue.action === 'reissue' ? 'reissue_confirm_message' : 'do_not_reissue_confirm_message',
          {
            serial: card.cardSerialNumber,
          },
        )}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        loading={setStatus.isPending}
        onConfirm={confirmReissue}
        onClose={close}
      />
    </Stack>
  );
}
