import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_CONTACT } from '../../../lib/successor-product';
import { useLocalizedPath } from '../../../lib/use-locale';
import { CARDS_ORDER_NS, MANAGE_CARDS_PATH } from '../utils/namespace';
import type { BlockReason, OrderPageState } from '../utils/order-state';

const REASON_KEYS: Record<BlockReason, string> = {
  cardLimitReached: 'blocked_reason_card_limit_reached',
  authorityNotAllowed: 'blocked_reason_authority_not_allowed',
  customerNotAllowed: 'blocked_reason_customer_not_allowed',
};

function ManageCardsButton() {
  const { t } = useTranslation(CARDS_ORDER_NS);
  const to = useLocalizedPath();
  return (
    <Button component={Link} to={to(MANAGE_CARDS_PATH)} variant="default" w="fit-content">
      {t('manage_cards')}
    </Button>
  );
}

/** Spec 002 §2.1 states 2 to 4: no authority selected, authority stopped, ordering blocked. */
export function OrderStateMessage({
  state,
}: {
  state: Exclude<OrderPageState, { kind: 'form' | 'loading' }>;
}) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  if (state.kind === 'noAuthority')
    return (
      <Alert color="yellow" role="status" title={t('no_authority_heading')}>
        {t('no_authority_copy')}
      </Alert>
    );
  if (state.kind === 'error')
    return (
      <Alert color="red" role="alert" title={t('authority_error_heading')}>
        {t('authority_error_copy')}
      </Alert>
    );
  if (state.kind === 'stopped')
    return (
      <Stack gap="md">
        <Alert color="red" role="status" title={t('stopped_heading')}>
          {t('stopped_copy')}
        </Alert>
        <ManageCardsButton />
      </Stack>
    );
  return (
    <Stack gap="md">
      <Alert color="yellow" role="status" title={t(state.migrated ? 'migrated_heading' : 'blocked_heading')}>
        <Stack gap="xs">
          <Text size="sm">{t(state.migrated ? 'migrated_copy' : 'blocked_copy')}</Text>
          {state.reasons.length > 0 && (
            <>
              <Text size="sm" fw={600}>
                {t('blocked_reasons')}
              </Text>
              <List size="sm">
                {state.reasons.map((reason) => (
                  <List.Item key={reason}>{t(REASON_KEYS[reason])}</List.Item>
                ))}
              </List>
            </>
          )}
          <Text size="sm">
            {t('blocked_contact')}{' '}
            <Anchor href={`mailto:${SUPPORT_CONTACT.email}`} fw={600}>
              {SUPPORT_CONTACT.email}
            </Anchor>
          </Text>
        </Stack>
      </Alert>
      {!state.migrated && <ManageCardsButton />}
    </Stack>
  );
}
