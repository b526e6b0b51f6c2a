import { Alert, Anchor, Box, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Hero } from '../../../components/hero';
import { SiteMap } from '../../../components/lazy-site-map';
import { PageContainer } from '../../../components/page-container';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { levelQuery } from '../../../lib/session/scope-query';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useLocalizedPath } from '../../../lib/use-locale';
import { useSiteDetails } from '../api/get-site-details';
import { AliasEditor } from '../components/alias-editor';
import { ChargePointCard } from '../components/charge-point-card';
import { DetailItem } from '../components/detail-item';
import { SiteSessionsTable } from '../components/site-sessions-table';
import { UsageInsights } from '../components/usage-insights';
import { CHARGER_DETAILS_NAMESPACE } from '../utils/namespace';
import { type UsagePeriod, usageRange } from '../utils/session-format';

/** Where the page sends a visit without siteId and chargerId (spec 001 §2: the charging overview). */
export const CHARGING_OVERVIEW = '/charge-points';

/**
 * Spec 001 §2 Charger details (/charge-points/charger?siteId&chargerId): back link, site summary with
 * the alias, usage insights for a period, the site's charge points and the two session tables.
 */
export function ChargerDetailsPage() {
  const { t } = useTranslation(CHARGER_DETAILS_NAMESPACE);
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const siteId = params.get('siteId');
  const chargerId = params.get('chargerId');
  const session = useSessionScope();
  const [period, setPeriod] = useState<UsagePeriod>('currentMonth');
  // Fixed per chosen period, so the query key does not move with the clock on each render.
  const usage = useMemo(() => usageRange(period), [period]);
  const selection = session.selection ? levelQuery(session.selection) : undefined;
  const details = useSiteDetails(
    selection && siteId && chargerId
      ? { ...selection, siteId, chargePointId: chargerId, usageDateFrom: usage.from, usageDateTo: usage.to }
      : undefined,
  );
  if (!siteId || !chargerId) return <Navigate to={localized(CHARGING_OVERVIEW)} replace />;

  const site = details.data?.site;
  const current = site?.chargePoints.find((cp) => cp.chargePointId === chargerId);
  const points = site
    ? [...(current ? [current] : []), ...site.chargePoints.filter((cp) => cp !== current)]
    : [];
  const address = site
    ? [site.siteAddress, site.sitePostCode, site.siteCity, site.siteCountry].filter(Boolean).join(', ')
    : '';
  const back = (
    <Anchor component={Link} to={localized(CHARGING_OVERVIEW)} size="sm">
      {t('back')}
    </Anchor>
  );

  return (
    <PageContainer wide>
      <Box mb="xs">{back}</Box>
      <Hero
        title={current?.chargePointName ?? t('title')}
        subtitle={site ? (site.siteAlias ?? site.siteName) : ' '}
      />
      <ReadOnlyNotice />
      {details.isError && (
        <Alert color="red" role="alert" mb="md">
          {t('request_failure')}
        </Alert>
      )}
      <Stack gap="xl">
        <UsageInsights
          period={period}
          onPeriodChange={setPeriod}
          summary={details.data?.usageSummary}
          loading={details.isLoading || details.isPlaceholderData}
        />
        {site && selection && (
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="charger-site">
            <Title order={2} size="h4" id="charger-site" mb="sm">
              {t('details')}
            </Title>
            <Group align="flex-start" gap="lg" wrap="wrap">
              <Box w={{ base: '100%', sm: 320 }}>
                <SiteMap
                  latitude={current?.coordinates.lat ?? null}
                  longitude={current?.coordinates.lng ?? null}
                  siteName={site.siteAlias ?? site.siteName}
                  place={site.siteCity}
                  label={t('map_label')}
                  noSiteText={t('no_site_details')}
                />
              </Box>
              <Stack gap="sm" style={{ flex: 1, minWidth: 240 }}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <DetailItem label={t('site_name')} value={site.siteName} />
                  <DetailItem label={t('site_address')} value={address} />
                  <DetailItem
                    label={t('site_authority')}
                    value={`${site.authorityName} (${site.authorityId})`}
                  />
                  <DetailItem label={t('charge_point_count')} value={String(site.chargePoints.length)} />
                </SimpleGrid>
                <AliasEditor
                  key={site.siteAlias ?? ''}
                  selection={selection}
                  siteId={site.siteId}
                  alias={site.siteAlias}
                />
              </Stack>
            </Group>
          </Paper>
        )}
        {site && (
          <Stack gap="sm" component="section" aria-labelledby="charge-point-information">
            <Title order={2} size="h4" id="charge-point-information">
              {t('charge_point_information')}
            </Title>
            {points.map((cp) => (
              <ChargePointCard key={cp.chargePointId} point={cp} isCurrent={cp === current} />
            ))}
          </Stack>
        )}
        {selection && (
          <Stack gap="lg" component="section" aria-labelledby="sessions-table">
            <Title order={2} size="h4" id="sessions-table">
              {t('sessions_table')}
            </Title>
            <SiteSessionsTable
              title={t('charger_sessions')}
              selection={selection}
              siteId={siteId}
              chargePointId={chargerId}
            />
            <SiteSessionsTable title={t('site_sessions')} selection={selection} siteId={siteId} />
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}
