import { Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TUsageSummary } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/skeleton';
import { useFormatters } from '../../../lib/format';
import { CHARGER_DETAILS_NAMESPACE } from '../utils/namespace';
import { USAGE_PERIOD_KEYS, USAGE_PERIODS, type UsagePeriod } from '../utils/session-format';

function Stat({ label, value, loading }: { label: string; value: string; loading: boolean }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {loading ? (
        <Skeleton height={28} mt={4} width="60%" />
      ) : (
        <Text fz={24} fw={700}>
          {value}
        </Text>
      )}
    </Paper>
  );
}

/** Spec 001 §2, §3 usage insights: the period filter (default current month) and the usage summary. */
export function UsageInsights({
  period,
  onPeriodChange,
  summary,
  loading,
}: {
  period: UsagePeriod;
  onPeriodChange: (period: UsagePeriod) => void;
  summary: TUsageSummary | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation(CHARGER_DETAILS_NAMESPACE);
  const f = useFormatters();
  const two = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return (
    <Stack gap="sm" component="section" aria-labelledby="usage-insights">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h4" id="usage-insights">
          {t('usage_insights')}
        </Title>
        <Select
          label={t('period_label')}
          value={period}
          allowDeselect={false}
          onChange={(value) => value && onPeriodChange(value as UsagePeriod)}
          data={USAGE_PERIODS.map((p) => ({ value: p, label: t(USAGE_PERIOD_KEYS[p]) }))}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Stat
          label={t('average_kwh')}
          loading={loading}
          value={t('kwh', { kwh: f.formatNumber(summary?.averageKwhSupplied ?? 0, two) })}
        />
        <Stat
          label={t('average_duration')}
          loading={loading}
          value={t('hours_decimal', { hours: f.formatNumber(summary?.averageChargeDuration ?? 0, two) })}
        />
        <Stat
          label={t('short_sessions')}
          loading={loading}
          value={f.formatNumber(summary?.chargeSessionsBelowTenMinutes ?? 0)}
        />
      </SimpleGrid>
      {summary && (
        <Text size="xs" c="dimmed">
          {t('usage_total', { count: summary.totalSessions })}
        </Text>
      )}
    </Stack>
  );
}
