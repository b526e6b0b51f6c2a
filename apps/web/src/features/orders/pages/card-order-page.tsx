import { Alert, Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { Skeleton } from '../../../components/skeleton';
import { useLocalizedPath } from '../../../lib/use-locale';
import { useOrderAuthority } from '../api/use-order-authority';
import { AuthorityBadge } from '../components/authority-badge';
import { OrderForm } from '../components/order-form';
import classes from '../components/order-page.module.css';
import { OrderStateMessage } from '../components/order-state-message';
import { CARDS_ORDER_NS, ORDER_STEPS_PATH } from '../utils/namespace';
import { readReplacement } from '../utils/order-storage';

/**
 * Spec 002 §2.1: /cards/order, ?replaceCard=true for a replacement (§4.3, §4.4 hand-over) and
 * ?profileName= after creating a profile. A replacement orders for the replaced card's authority.
 */
export function CardOrderPage() {
  const { t } = useTranslation(CARDS_ORDER_NS);
  const to = useLocalizedPath();
  const [params] = useSearchParams();
  const replaceMode = params.get('replaceCard') === 'true';
  const [replacement] = useState(() => (replaceMode ? readReplacement() : null));
  const { state, authority, isLoading } = useOrderAuthority(replacement?.authorityId);

  return (
    <PageContainer>
      <Stack gap="md" maw={960} className={classes.root}>
        <Hero
          title={t(replaceMode ? 'title_replacement' : 'title')}
          subtitle={t(replaceMode ? 'subtitle_replacement' : 'subtitle')}
          breadcrumbs={[{ label: t('breadcrumb_home'), to: '/dashboard' }, { label: t('title') }]}
          actions={
            state.kind === 'form' && !replaceMode ? (
              <Anchor component={Link} to={to(ORDER_STEPS_PATH)} size="sm">
                {t('steps_link')}
              </Anchor>
            ) : undefined
          }
        />
        <ReadOnlyNotice />
        {isLoading ? (
          <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
            <Skeleton height={120} radius="md" />
            <Skeleton height={220} radius="md" />
          </Stack>
        ) : replaceMode && !replacement ? (
          <Alert color="yellow" role="status" title={t('replacement_missing_heading')}>
            {t('replacement_missing_copy')}
          </Alert>
        ) : state.kind === 'form' && authority ? (
          <>
            <AuthorityBadge authority={authority} />
            {replacement && (
              <Alert color="blue" role="status" title={t('replacement_heading')}>
                {t('replacement_copy', {
                  serial: replacement.cardSerialNumber,
                  reason: t(`replacement_reason_${replacement.reasonCode}`),
                })}
              </Alert>
            )}
            <OrderForm
              key={authority.authorityId}
              authority={authority}
              replacement={replacement}
              profileName={params.get('profileName')}
            />
          </>
        ) : state.kind !== 'form' && state.kind !== 'loading' ? (
          <OrderStateMessage state={state} />
        ) : null}
      </Stack>
    </PageContainer>
  );
}
