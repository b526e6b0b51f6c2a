import { Group, List, Stack, Text } from '@mantine/core';
import { type TRestrictionDetails, type TRestrictionType, violationOption } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../../components/tone-badge';
import { useCountryName, useDataValues } from '../../../lib/data-values';
import { useFormatters } from '../../../lib/format';
import { RESTRICTIONS_NS } from '../utils/namespaces';
import { VIOLATION_TONES } from './violation-choice';

function Violation({ accept, alert }: { accept: boolean; alert: boolean }) {
  const { t } = useTranslation(RESTRICTIONS_NS);
  const option = violationOption(accept, alert);
  return <ToneBadge tone={VIOLATION_TONES[option]}>{t(`violation_${option}`)}</ToneBadge>;
}

const Line = ({ label, children }: { label: string; children: ReactNode }) => (
  <Group gap="xs" wrap="wrap">
    <Text size="sm" c="dimmed">
      {label}:
    </Text>
    <Text size="sm">{children}</Text>
  </Group>
);

/** What one restriction type of a profile holds, in words (spec 002 §2.6). */
export function BlockSummary({ type, details }: { type: TRestrictionType; details: TRestrictionDetails }) {
  const { t } = useTranslation(RESTRICTIONS_NS);
  const { formatMoney, formatNumber } = useFormatters();
  const countryName = useCountryName();
  const values = useDataValues();
  const { currency, distanceUnit } = details.profile;
  const money = (v: number | null) => (v === null ? t('not_set') : formatMoney(v, currency));
  /** An amount and, when set, the number of transactions. */
  const period = (amount: number | null, txn: number | null) =>
    [money(amount), txn === null ? null : `${formatNumber(txn)} ${t('txn_short')}`]
      .filter(Boolean)
      .join(' · ');

  if (type === 'spending-limits' && details.spendingLimitRestriction) {
    const s = details.spendingLimitRestriction;
    return (
      <Stack gap={4}>
        <Line label={t('daily')}>{period(s.daily.dailySpendLimit, s.daily.dailyTxnLimit)}</Line>
        <Line label={t('weekly')}>{period(s.weekly.weeklySpendLimit, s.weekly.weeklyTxnLimit)}</Line>
        <Line label={t('monthly')}>{period(s.monthly.monthlySpendLimit, s.monthly.monthlyTxnLimit)}</Line>
        <Line label={t('rolling')}>
          {s.rollingLimit.rollingDaysCount === null
            ? t('not_set')
            : t('rolling_value', {
                amount: money(s.rollingLimit.rollingDaysSpendLimit),
                days: s.rollingLimit.rollingDaysCount,
              })}
        </Line>
        <Violation accept={s.acceptSpendingLimitViolation} alert={s.alertSpendingLimitViolation} />
      </Stack>
    );
  }
  if (type === 'products-and-services' && details.productAndServicesRestriction) {
    const p = details.productAndServicesRestriction;
    return (
      <Stack gap={4}>
        <List size="sm" spacing={2}>
          {p.categories.map((c) => (
            <List.Item key={c.categoryId}>
              {t(`category_${c.categoryId}`)}:{' '}
              {c.applyForAllProductsInCategory
                ? `${t('all_products')} · ${c.categoryDetails.isAllow ? t('allow') : t('not_allow')}`
                : c.categoryDetails.products
                    .map(
                      (x) =>
                        `${values.value(x.productServiceName)} (${x.isAllow ? t('allow') : t('not_allow')})`,
                    )
                    .join(', ')}
            </List.Item>
          ))}
        </List>
        <Text size="sm">{p.isAllowNotListed ? t('not_listed_allowed') : t('not_listed_denied')}</Text>
        <Violation accept={p.acceptProductServiceViolation} alert={p.alertProductServiceViolation} />
      </Stack>
    );
  }
  if (type === 'sites' && details.sitelocationRestrictions) {
    const s = details.sitelocationRestrictions;
    const groups = (ids: number[]) => ids.map((id) => t(`site_group_${id}`)).join(', ') || t('not_set');
    return (
      <Stack gap={4}>
        <Line label={t('site_groups_allowed')}>{groups(s.allowedSiteGroupIds)}</Line>
        <Line label={t('site_groups_denied')}>{groups(s.deniedSiteGroupIds)}</Line>
        <List size="sm" spacing={2}>
          {s.sites.map((x) => (
            <List.Item key={`${x.countryId}:${x.areaId}:${x.site.globalSiteId}`}>
              {[
                countryName(x.countryCode, x.countryName),
                x.areaName ?? t('all_option'),
                x.siteLocation?.siteName ?? t('all_option'),
              ].join(' / ')}{' '}
              · {x.isAllow ? t('allow') : t('not_allow')}
            </List.Item>
          ))}
        </List>
        <Violation accept={s.acceptSitesViolation} alert={s.alertSitesViolation} />
      </Stack>
    );
  }
  if (type === 'day-and-time' && details.dayTimeRestriction) {
    const d = details.dayTimeRestriction;
    return (
      <Stack gap={4}>
        <Text size="sm">{t(`setup_${d.setupType.toLowerCase()}`)}</Text>
        <List size="sm" spacing={2}>
          {d.daysWithTime.map((x) => (
            <List.Item key={x.dayOfWeek}>
              {t(`day_${x.dayOfWeek}`)}: {t('time_range', { start: x.startTime, end: x.endTime })} ·{' '}
              {x.isAllow ? t('allow') : t('not_allow')}
            </List.Item>
          ))}
        </List>
        <Violation accept={d.acceptDayTimeViolation} alert={d.alertDayTimeViolation} />
      </Stack>
    );
  }
  if (type === 'odometer' && details.odometerAndDistanceRestriction) {
    const o = details.odometerAndDistanceRestriction;
    return (
      <Stack gap={4}>
        <Line
          label={t('max_distance')}
        >{`${formatNumber(o.maximumDistance)} ${values.value(o.distanceUnit || distanceUnit)}`}</Line>
        <Violation accept={o.acceptOdometerViolation} alert={o.alertOdometerViolation} />
      </Stack>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {t('no_restriction')}
    </Text>
  );
}
