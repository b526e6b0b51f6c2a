import { Box, Paper, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import type { TDashboardWidget } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonLines } from '../../../components/skeleton';
import { useDataValues } from '../../../lib/data-values';
import { useFormatters } from '../../../lib/format';
import { DASHBOARD_NAMESPACE } from '../utils/namespace';
import { pieColour } from '../utils/pie-colours';
import { PieChart } from './pie-chart';
import classes from './spend-legend.module.css';
import type { WidgetState } from './uninvoiced-widget';

export type SpendPieChartProps = { state: WidgetState; data: TDashboardWidget | undefined };

/** Resolves `blue.7` to the theme's colour for the slices and the legend's swatches. */
function useThemeColour() {
  const theme = useMantineTheme();
  return (name: string) => {
    const [family, shade] = name.split('.');
    return theme.colors[family as string]?.[Number(shade)] ?? name;
  };
}

/** Typical number of products in the legend: the placeholder reserves their lines. */
const LEGEND_PLACEHOLDER_LINES = 4;

/**
 * The chart and its legend lines while the widget loads, at their final sizes: the price-list
 * section below does not move down when the data arrives (CLS).
 */
function ChartSkeleton() {
  return (
    <Stack gap="md" align="center" aria-hidden="true">
      <Skeleton height={180} circle />
      {/* Lines as tall as the legend's (a small text line: 14 px at line height 1.55). */}
      <SkeletonLines
        gap={6}
        lines={Array.from({ length: LEGEND_PLACEHOLDER_LINES }, () => ({ width: '100%', height: 21.7 }))}
        w="100%"
      />
    </Stack>
  );
}

/** Spec 001 §2: uninvoiced spend by product (with VAT); three colours, then green. */
export function SpendPieChart({ state, data }: SpendPieChartProps) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const colour = useThemeColour();
  const { formatMoney } = useFormatters();
  const values = useDataValues();
  const currency = data?.issuerCurrency.currencyCode ?? 'EUR';
  const products = (data?.productDetailList ?? []).filter((p) => p.productValueWithVat > 0);
  const cells = products.map((p, index) => ({
    name: values.value(p.productName),
    value: p.productValueWithVat,
    color: pieColour(index),
  }));
  const money = (value: number) => formatMoney(value, currency);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="spend-chart-title" h="100%">
      <Stack gap="md">
        <Title order={2} size="h4" id="spend-chart-title">
          {t('chart_title')}
        </Title>
        {state === 'loading' && <ChartSkeleton />}
        {state === 'error' && <Text c="dimmed">{t('chart_empty')}</Text>}
        {state === 'data' && cells.length === 0 && <Text c="dimmed">{t('chart_empty')}</Text>}
        {state === 'data' && cells.length > 0 && (
          <Stack gap="md" align="center">
            <Box
              role="img"
              aria-label={t('chart_label', { count: cells.length })}
              data-testid="spend-pie-chart"
            >
              <PieChart
                slices={cells.map((cell) => ({
                  name: cell.name,
                  value: cell.value,
                  fill: colour(cell.color),
                }))}
                size={180}
                label={(slice) => `${slice.name}: ${money(slice.value)}`}
              />
            </Box>
            {/* Plain list items: a line of three Mantine components per product cost more than the
                chart while the dashboard loads (issue 13). */}
            <ul className={classes.legend}>
              {cells.map((cell, index) => (
                <li key={cell.name} className={classes.line} data-colour={cell.color}>
                  <span
                    className={classes.swatch}
                    style={{ background: colour(cell.color) }}
                    aria-hidden="true"
                  />
                  <span className={classes.name}>{cell.name}</span>
                  <span className={classes.amount}>{money(products[index]?.productValueWithVat ?? 0)}</span>
                </li>
              ))}
            </ul>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
