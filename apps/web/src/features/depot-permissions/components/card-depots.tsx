import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TDepot, TRfidCard } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { DEPOT_PERMISSIONS_NAMESPACE } from '../utils/namespace';
import { AllowedIcon } from './allowed-icon';

/** Spec 001 §2 row detail of a card: every depot of the selection, allowed or not for this card. */
export function CardDepots({ card, depots }: { card: TRfidCard; depots: TDepot[] | undefined }) {
  const { t } = useTranslation(DEPOT_PERMISSIONS_NAMESPACE);
  const allowed = new Set(card.allowedSiteIds);
  if (!depots) return null;
  return (
    <Stack gap="xs" p="sm">
      <Text size="sm" fw={600}>
        {t('depots_of_card', { rfid: card.rfId })}
      </Text>
      {depots.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('no_depots')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
          {depots.map((depot) => {
            const isAllowed = allowed.has(depot.siteId);
            return (
              <Group key={depot.siteId} gap="xs" wrap="nowrap" data-testid="card-depot">
                <AllowedIcon allowed={isAllowed} label={isAllowed ? t('allowed') : t('not_allowed')} />
                <Text size="sm">{depot.siteAlias ?? depot.siteName}</Text>
              </Group>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
