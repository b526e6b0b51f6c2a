import { Button, Flex, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { TDashboardWidget } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/skeleton';
import { useFormatters } from '../../../lib/format';
import { useLocalizedPath } from '../../../lib/use-locale';
import { DASHBOARD_NAMESPACE, PLACEHOLDER_DASHES } from '../utils/namespace';

export type WidgetState = 'loading' | 'data' | 'error';

export type UninvoicedWidgetProps = {
  state: WidgetState;
  data: TDashboardWidget | undefined;
  /** The error state's retry (issue 50: the failure holds until a retry succeeds). */
  failure?: { isRetrying: boolean; retry: () => void };
};

/** Spec 001 §2, §4: uninvoiced spend with and without VAT, and the way to those transactions. */
export function UninvoicedWidget({ state, data, failure }: UninvoicedWidgetProps) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const { t: tc } = useTranslation();
  const localized = useLocalizedPath();
  const { formatMoney } = useFormatters();
  const amount = (money: { total: number; currencyCode: string } | undefined) => {
    // A blank line of the amount's own font: the skeleton is as tall as the amount (no shift).
    if (state === 'loading')
      return (
        <Skeleton width={140} aria-hidden="true">
          {'\u00a0'}
        </Skeleton>
      );
    if (state === 'error' || !money) return PLACEHOLDER_DASHES;
    return formatMoney(money.total, money.currencyCode);
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="uninvoiced-widget-title"
      aria-busy={state === 'loading'}
      // As tall as its content beside the taller chart (issue 15: no large empty area).
      style={{ alignSelf: 'start' }}
    >
      <Stack gap="md">
        <Stack gap="md">
          <Title order={2} size="h4" id="uninvoiced-widget-title">
            {t('widget_title')}
          </Title>
          {/* Stacked on narrow screens, where two amounts do not fit side by side: placeholders and
              amounts take the same places, so nothing moves when the data arrives (CLS). */}
          <Flex gap={{ base: 'md', xs: 'xl' }} direction={{ base: 'column', xs: 'row' }} align="flex-start">
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t('widget_with_vat')}
              </Text>
              <Text component="div" fz={28} fw={700} data-testid="uninvoiced-with-vat">
                {amount(data?.totalUninvoiceValueWithVat)}
              </Text>
            </Stack>
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t('widget_without_vat')}
              </Text>
              <Text component="div" fz={20} fw={600} data-testid="uninvoiced-without-vat">
                {amount(data?.totalUninvoiceValueWithoutVat)}
              </Text>
            </Stack>
          </Flex>
          {state === 'error' && (
            <Group gap="sm">
              <Text c="red.8" size="sm" role="alert">
                {t('transactions_error')}
              </Text>
              {failure && (
                <Button
                  variant="default"
                  size="compact-sm"
                  onClick={failure.retry}
                  aria-busy={failure.isRetrying || undefined}
                  leftSection={failure.isRetrying ? <Loader size={12} /> : undefined}
                >
                  {tc('table_retry')}
                </Button>
              )}
            </Group>
          )}
        </Stack>
        <Button component={Link} to={localized('/transactions?fromDashboard=true')} w="fit-content">
          {t('widget_transactions_button')}
        </Button>
      </Stack>
    </Paper>
  );
}
