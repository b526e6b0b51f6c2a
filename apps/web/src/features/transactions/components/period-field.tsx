import { Button, NativeSelect } from '@mantine/core';
import type { TTransactionPeriod } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { TRANSACTIONS_NAMESPACE } from '../utils/namespace';

export type PeriodFieldProps = {
  period: TTransactionPeriod;
  /** The custom period's days, `from,to`. */
  range: string | undefined;
  /** A column search keeps its own period. */
  disabled: boolean;
  onChange: (period: string) => void;
  onEditRange: () => void;
};

/** Spec 001 §4: the period of the list, with the custom period's days and their edit button. */
export function PeriodField({ period, range, disabled, onChange, onEditRange }: PeriodFieldProps) {
  const { t } = useTranslation(TRANSACTIONS_NAMESPACE);
  const f = useFormatters();
  return (
    <>
      {/* A native select (issue 13): Mantine's Select keeps its list mounted and positions it as
          the page mounts, the largest part of the page's mounting work. */}
      <NativeSelect
        label={t('period_label')}
        data={[
          { value: 'threeMonths', label: t('period_three_months') },
          { value: 'twelveMonths', label: t('period_twelve_months') },
          { value: 'custom', label: t('period_custom') },
        ]}
        value={period}
        onChange={(event) => onChange(event.currentTarget.value)}
        disabled={disabled}
        w={220}
        description={
          period === 'custom' && range
            ? range
                .split(',')
                .map((day) => f.formatDate(`${day}T00:00:00`))
                .join(' – ')
            : undefined
        }
      />
      {/* A custom period's dates change here: a native select cannot pick custom again. */}
      {period === 'custom' && !disabled && (
        <Button
          variant="default"
          onClick={onEditRange}
          aria-label={`${t('edit')}: ${t('custom_range_title')}`}
        >
          {t('edit')}
        </Button>
      )}
    </>
  );
}
