import { SimpleGrid, Stack } from '@mantine/core';
import { downloadPriceListKey, managePriceListKey, PERMISSION_KEYS } from '@portal/contract';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { isImpersonating, useIdentity } from '../../../lib/session/identity-marker';
import { selectedAuthorityId } from '../../../lib/session/selected-authority';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useLocalizedPath } from '../../../lib/use-locale';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useDashboardWidget } from '../api/get-dashboard-widget';
import { GreetingHeader } from '../components/greeting-header';
import { NewInterfaceBanner } from '../components/new-interface-banner';
import { PriceListSection } from '../components/price-list-section';
import { SpendPieChart } from '../components/spend-pie-chart';
import { UninvoicedWidget, type WidgetState } from '../components/uninvoiced-widget';

/** The EV landing (spec 001 §6: isEVUser routes EV users to charge points). */
export const EV_HOME = '/charge-points';

/**
 * Spec 001 §2 Dashboard: greeting and date, new-interface banner, uninvoiced-spend widget, spend by
 * product, and the price-list section. Admins who are not impersonating never get here (access
 * rules); an impersonating admin is greeted with the impersonated user's first name (the details call
 * answers for the effective user).
 */
export function DashboardPage() {
  const scope = useSessionScope();
  const identity = useIdentity();
  const localized = useLocalizedPath();
  const now = useMemo(() => new Date(), []);
  // The spend widgets show transactions: only with that permission (the server refuses it too, issue 42).
  const canSeeSpend = scope.permissions.has(PERMISSION_KEYS.viewTransactions);
  const widget = useDashboardWidget(scope.status === 'ready' && canSeeSpend ? scope.selection : undefined);
  // Spec 001 §4: error after the client's retries or 15 s without data, held until a retry succeeds.
  const failure = useQueryFailure(widget);
  const state: WidgetState = widget.data ? 'data' : failure.isFailed ? 'error' : 'loading';

  if (scope.permissions.has(PERMISSION_KEYS.isEVUser)) return <Navigate to={localized(EV_HOME)} replace />;

  const authorityId = selectedAuthorityId(scope.hierarchy, scope.selection);
  const letter = authorityId?.charAt(0) ?? '';
  const canDownload = Boolean(authorityId) && scope.permissions.has(downloadPriceListKey(letter));
  // Impersonation is a read-only subset (spec 000 §6): the manage-disabled flag of spec 001 §4.
  const isReadOnly = identity !== null && isImpersonating(identity);
  const canManage = Boolean(authorityId) && !isReadOnly && scope.permissions.has(managePriceListKey(letter));

  return (
    <PageContainer>
      <Stack gap="lg">
        <GreetingHeader firstName={scope.details?.firstName ?? identity?.given_name ?? ''} now={now} />
        <NewInterfaceBanner />
        <ReadOnlyNotice />
        {canSeeSpend && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <UninvoicedWidget state={state} data={widget.data} failure={failure} />
            <SpendPieChart state={state} data={widget.data} />
          </SimpleGrid>
        )}
        {scope.status === 'ready' && authorityId && (
          <PriceListSection
            key={authorityId}
            authorityId={authorityId}
            canDownload={canDownload}
            canManage={canManage}
          />
        )}
      </Stack>
    </PageContainer>
  );
}
