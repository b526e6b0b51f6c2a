import { cardStatusStyle } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../../components/tone-badge';
import { CARDS_VIEW_NS } from '../utils/namespaces';

/** Spec 002 §4.1: success, danger or warning by status id. */
export function CardStatusBadge({ statusId }: { statusId: number }) {
  const { t } = useTranslation(CARDS_VIEW_NS);
  return <ToneBadge tone={cardStatusStyle(statusId)}>{t(`status_${statusId}`)}</ToneBadge>;
}
