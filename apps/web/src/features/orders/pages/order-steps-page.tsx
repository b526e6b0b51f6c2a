import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { Skeleton } from '../../../components/skeleton';
import { useOrderAuthority } from '../api/use-order-authority';
import { AuthorityBadge } from '../components/authority-badge';
import classes from '../components/order-page.module.css';
import { OrderStateMessage } from '../components/order-state-message';
import { OrderSteps } from '../components/order-steps';
import { CARDS_ORDER_NS } from '../utils/namespace';
import { isOrderStep } from '../utils/order-steps';

/** Spec 002 §2.1: the multi-step variant of the order (/cards/order/steps/{step}). */
export function OrderStepsPage() {
  const { t } = useTranslation(CARDS_ORDER_NS);
  const { step } = useParams();
  const { state, authority, isLoading } = useOrderAuthority();
  return (
    <PageContainer>
      <Stack gap="md" maw={960} className={classes.root}>
        <Hero
          title={t('title')}
          subtitle={t('steps_subtitle')}
          breadcrumbs={[{ label: t('breadcrumb_home'), to: '/dashboard' }, { label: t('title') }]}
        />
        {isLoading ? (
          <Skeleton height={240} radius="md" aria-label={t('loading')} />
        ) : state.kind === 'form' && authority ? (
          <>
            <AuthorityBadge authority={authority} />
            <OrderSteps
              key={authority.authorityId}
              authority={authority}
              step={isOrderStep(step) ? step : 'start'}
            />
          </>
        ) : state.kind !== 'form' && state.kind !== 'loading' ? (
          <OrderStateMessage state={state} />
        ) : null}
      </Stack>
    </PageContainer>
  );
}
