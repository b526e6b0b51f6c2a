import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { priceState, statusColor } from '../utils/badges';
import { TRANSACTIONS_NAMESPACE } from '../utils/namespace';

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(TRANSACTIONS_NAMESPACE);
  return (
    <Badge color={statusColor(status)} variant="dot" size="md">
      {t(`status_${status.toLowerCase()}`)}
    </Badge>
  );
}

export function PriceBadge({ status, isPriced }: { status: string; isPriced: string }) {
  const { t } = useTranslation(TRANSACTIONS_NAMESPACE);
  const state = priceState(status, isPriced);
  if (!state) return null;
  return (
    <Badge color={state === 'priced' ? 'green' : 'yellow'} variant="dot" size="md">
      {t(state === 'priced' ? 'priced' : 'pending_pricing')}
    </Badge>
  );
}
