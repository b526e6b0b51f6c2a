import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { CHARGING_SEARCH_MIN } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { ReasonButton } from '../../../components/reason-button';
import { useReadOnlyReason } from '../../../components/use-read-only-reason';
import { useLocalizedPath } from '../../../lib/use-locale';
import { useDepots } from '../api/get-depots';
import { useSaveDepotPermissions } from '../api/save-depot-permissions';
import { AllowedIcon } from '../components/allowed-icon';
import { DepotSteps } from '../components/depot-steps';
import { useDepotSelection } from '../state/selection-store';
import { useDepotScope } from '../state/use-depot-scope';
import { DEPOT_PERMISSIONS_NAMESPACE } from '../utils/namespace';

const SELECT_CARDS = '/depot-permissions/select-cards';

/**
 * Spec 001 §2 Depot permissions step 2 (/depot-permissions/select-depots): the depots the chosen cards
 * may use (those every chosen card may use today start ticked), public network use, Previous and Save.
 * Without chosen cards, or once a save result exists, it goes back to step 1.
 */
export function SelectDepotsPage() {
  const { t } = useTranslation(DEPOT_PERMISSIONS_NAMESPACE);
  const readOnly = useReadOnlyReason();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { selection, ready } = useDepotScope();
  const { cards, status, setStatus, clearCards } = useDepotSelection();
  const depots = useDepots(selection);
  const save = useSaveDepotPermissions();
  const [search, setSearch] = useState('');
  const [ticked, setTicked] = useState<Set<string>>(
    () =>
      new Set(
        (cards[0]?.allowedSiteIds ?? []).filter((siteId) =>
          cards.every((c) => c.allowedSiteIds.includes(siteId)),
        ),
      ),
  );
  const [publicNetwork, setPublicNetwork] = useState(() => cards.every((c) => c.canUsePublicNetwork));
  if (ready && (cards.length === 0 || status !== null))
    return <Navigate to={localized(SELECT_CARDS)} replace />;

  const term = search.trim().toLowerCase();
  const shown = (depots.data?.depots ?? []).filter(
    (d) =>
      term.length < CHARGING_SEARCH_MIN ||
      [d.siteAlias, d.siteName, d.siteCity].some((v) => v?.toLowerCase().includes(term)),
  );
  const toggle = (siteId: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(siteId)) next.delete(siteId);
      else next.add(siteId);
      return next;
    });
  const onSave = async () => {
    if (!selection) return;
    const result = await save.mutateAsync({
      selection,
      cards,
      siteIds: [...ticked],
      canUsePublicNetwork: publicNetwork,
    });
    if (result === 'success') clearCards();
    setStatus(result);
    navigate(localized(SELECT_CARDS));
  };

  return (
    <PageContainer wide>
      <Hero title={t('title')} subtitle={t('subtitle_depots', { count: cards.length })} />
      <ReadOnlyNotice />
      <DepotSteps active={1} />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label={t('depot_search_label')}
            placeholder={t('search_placeholder', { min: CHARGING_SEARCH_MIN })}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={{ base: '100%', sm: 280 }}
          />
          <Switch
            label={t('public_network')}
            checked={publicNetwork}
            onChange={(e) => setPublicNetwork(e.currentTarget.checked)}
          />
        </Group>
        <Paper withBorder p="md" radius="md">
          {depots.isLoading ? (
            <Text size="sm" c="dimmed">
              {t('loading')}
            </Text>
          ) : shown.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('no_depots')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" role="group" aria-label={t('depots_label')}>
              {shown.map((depot) => (
                <Group key={depot.siteId} gap="sm" wrap="nowrap" align="flex-start">
                  <Checkbox
                    checked={ticked.has(depot.siteId)}
                    onChange={() => toggle(depot.siteId)}
                    label={depot.siteAlias ?? depot.siteName}
                    description={t('depot_detail', {
                      city: depot.siteCity,
                      count: depot.chargePoints.length,
                    })}
                  />
                  <AllowedIcon
                    allowed={ticked.has(depot.siteId)}
                    label={ticked.has(depot.siteId) ? t('allowed') : t('not_allowed')}
                  />
                </Group>
              ))}
            </SimpleGrid>
          )}
        </Paper>
        <Group justify="space-between">
          <Button variant="default" onClick={() => navigate(localized(SELECT_CARDS))}>
            {t('previous')}
          </Button>
          <ReasonButton
            onClick={() => void onSave()}
            loading={save.isPending}
            disabled={!selection}
            reason={readOnly}
          >
            {t('save')}
          </ReasonButton>
        </Group>
      </Stack>
    </PageContainer>
  );
}
