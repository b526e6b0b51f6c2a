import { Alert, Loader, Modal, Table, Text } from '@mantine/core';
import type { TCardRow } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useCardHistory } from '../api/cards-api';
import { historyDateTime } from '../utils/card-rules';
import { CARDS_VIEW_NS } from '../utils/namespaces';
import { CardStatusBadge } from './card-status-badge';

/** Spec 002 §3.9: the card's status history, times as hh:mm dd/mm/yyyy. */
export function StatusHistoryModal({ card, onClose }: { card: TCardRow; onClose: () => void }) {
  const { t } = useTranslation(CARDS_VIEW_NS);
  const { selection } = useSessionScope();
  const history = useCardHistory(card.cardId, selection);
  const entries = history.data?.cardStatus[0]?.statusHistory ?? [];
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('close') }}
      title={t('history_title', { serial: card.cardSerialNumber })}
      size="lg"
      centered
    >
      {history.isPending && <Loader size="sm" role="status" aria-label={t('loading')} />}
      {history.isError && (
        <Alert color="red" role="alert">
          {t('generic_error')}
        </Alert>
      )}
      {history.isSuccess && entries.length === 0 && <Text c="dimmed">{t('history_empty')}</Text>}
      {entries.length > 0 && (
        <Table striped aria-label={t('history_title', { serial: card.cardSerialNumber })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('history_status')}</Table.Th>
              <Table.Th>{t('history_date')}</Table.Th>
              <Table.Th>{t('history_police')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={`${entry.cardStatusId}-${entry.dateTime}`}>
                <Table.Td>
                  <CardStatusBadge statusId={entry.cardStatusId} />
                </Table.Td>
                <Table.Td>{historyDateTime(entry.dateTime)}</Table.Td>
                <Table.Td>{entry.policeRefNumber ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
