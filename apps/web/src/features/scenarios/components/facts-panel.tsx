import { SimpleGrid, Text } from '@mantine/core';
import type { TScenarioFacts } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { useUserStatusLabel } from '../../access';
import { SCENARIOS_NAMESPACE } from '../utils/scenarios-namespace';

/** The facts of the looked-up user that the guide's conditions and statements rest on. */
export function FactsPanel({ facts }: { facts: TScenarioFacts }) {
  const { t } = useTranslation(SCENARIOS_NAMESPACE);
  const { formatDateTime } = useFormatters();
  const statusLabel = useUserStatusLabel();
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const rows: [string, string][] = [
    [t('fact_name'), `${facts.name} (${facts.email})`],
    [t('fact_status'), statusLabel(facts.status)],
    [t('fact_unique_id'), facts.userUniqueId ?? t('fact_none')],
    [t('fact_invitation_sent'), formatDateTime(facts.invitationSentDateTime) || '—'],
    [t('fact_invite_expiry'), formatDateTime(facts.inviteExpiryDateTime) || '—'],
    [t('fact_invite_expired'), yesNo(facts.isInviteExpired)],
    [t('fact_activation'), formatDateTime(facts.activationDateTime) || '—'],
    [t('fact_last_login'), formatDateTime(facts.lastLogin) || '—'],
    [t('fact_migration'), String(facts.oneFleetMigratedStatus)],
    [t('fact_locked'), yesNo(facts.isLocked)],
    [
      t('fact_access'),
      t('fact_access_value', {
        authorities: facts.reachableAuthoritiesCount,
        groups: facts.groupsCount,
        parents: facts.parentsCount,
      }),
    ],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ wordBreak: 'break-word' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
