import '@mantine/dates/styles.css';
import { Button, Group, Modal, RangeSlider, Select, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import {
  ARCHIVE_AMOUNT_DEFAULT,
  ARCHIVE_AMOUNT_MAX,
  ARCHIVE_AMOUNT_MIN,
  ARCHIVE_DEFAULT_CURRENCY,
  archiveDateBounds,
  INVOICE_TYPES,
  invoiceNumberFilterError,
  type TInvoiceType,
} from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { PageDates } from '../../../lib/page-dates';
import {
  type ArchiveCountry,
  type ArchiveFilterSet,
  hasArchiveFilters,
  withoutChip,
} from '../utils/archive-filters';
import { INVOICES_NAMESPACE } from '../utils/namespace';
import { ArchiveFilterChips, amountLabel } from './archive-filter-chips';
import { invoiceTypeKey } from './invoice-cells';

type Props = {
  opened: boolean;
  applied: ArchiveFilterSet;
  countries: ArchiveCountry[];
  currencies: string[];
  countryName: (code: string, asSent?: string) => string;
  onApply: (filters: ArchiveFilterSet) => void;
  onClose: () => void;
};

const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * Spec 001 §4, §5 advanced filters: each added filter is a chip (removable); Clear empties them; Apply
 * (only with a filter) hands the set over, frozen. The type locks after one choice and the amount
 * after it is added, until their chips are removed. Dates from 1 January ten years back to today.
 */
export function ArchiveFiltersModal({
  opened,
  applied,
  countries,
  currencies,
  countryName,
  onApply,
  onClose,
}: Props) {
  const { t } = useTranslation(INVOICES_NAMESPACE);
  const f = useFormatters();
  const isPhone = useMediaQuery('(max-width: 36em)');
  const [draft, setDraft] = useState<ArchiveFilterSet>(applied);
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const [number, setNumber] = useState('');
  const [currency, setCurrency] = useState(ARCHIVE_DEFAULT_CURRENCY);
  const [amount, setAmount] = useState<[number, number]>([...ARCHIVE_AMOUNT_DEFAULT]);
  useEffect(() => {
    if (!opened) return;
    setDraft(applied);
    setRange([null, null]);
    setNumber('');
  }, [opened, applied]);

  const bounds = archiveDateBounds(new Date(`${localDay(new Date())}T00:00:00Z`));
  const numberError = number.trim() ? invoiceNumberFilterError(number) : null;
  const rangeComplete = Boolean(range[0] && range[1]);
  const amountLocked = Boolean(draft.amount);
  const currencyOptions = [...new Set([ARCHIVE_DEFAULT_CURRENCY, ...currencies])].sort();
  const countryOptions = countries
    .filter((c) => !draft.supplyCountries.some((d) => d.countryCode === c.countryCode))
    .map((c) => ({ value: c.countryCode, label: countryName(c.countryCode, c.countryName) }));

  const addDate = () => {
    if (!range[0] || !range[1]) return;
    setDraft({ ...draft, date: { from: range[0], to: range[1] } });
    setRange([null, null]);
  };
  const addNumber = () => {
    if (invoiceNumberFilterError(number)) return;
    setDraft({ ...draft, invoiceNumber: number.trim() });
    setNumber('');
  };
  const addCountry = (code: string | null) => {
    const country = countries.find((c) => c.countryCode === code);
    if (country) setDraft({ ...draft, supplyCountries: [...draft.supplyCountries, country] });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('filters_title')}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <ArchiveFilterChips
          filters={draft}
          onRemove={(id) => setDraft(withoutChip(draft, id))}
          countryName={countryName}
          label={t('filters_applied_label')}
        />
        {!hasArchiveFilters(draft) && (
          <Text size="sm" c="dimmed">
            {t('filters_none')}
          </Text>
        )}
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <PageDates>
            <DatePickerInput
              type="range"
              label={t('filter_invoice_date')}
              placeholder={t('filter_date_placeholder')}
              value={range}
              onChange={(next) => setRange(next as [string | null, string | null])}
              minDate={bounds.from}
              maxDate={bounds.to}
              valueFormat={f.dayFormat}
              style={{ flex: 1 }}
              ariaLabels={{ previousMonth: t('previous_month'), nextMonth: t('next_month') }}
            />
          </PageDates>
          <Button variant="default" onClick={addDate} disabled={!rangeComplete}>
            {t('filter_add')}
          </Button>
        </Group>
        {!rangeComplete && (
          <Text size="xs" c="dimmed" mt={-10}>
            {t('filter_add_date_disabled')}
          </Text>
        )}
        <Select
          label={t('filter_invoice_type')}
          placeholder={t('filter_type_placeholder')}
          data={INVOICE_TYPES.map((type) => ({ value: type, label: t(invoiceTypeKey(type)) }))}
          value={draft.invoiceType ?? null}
          onChange={(value) => value && setDraft({ ...draft, invoiceType: value as TInvoiceType })}
          disabled={Boolean(draft.invoiceType)}
          description={draft.invoiceType ? t('filter_type_locked') : undefined}
        />
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label={t('filter_invoice_number')}
            value={number}
            onChange={(e) => setNumber(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && addNumber()}
            error={numberError ? t(numberError) : undefined}
            description={!numberError ? t('filter_add_number_disabled') : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            style={{ flex: 1 }}
          />
          <Button
            variant="default"
            mt={24}
            onClick={addNumber}
            disabled={Boolean(invoiceNumberFilterError(number))}
          >
            {t('filter_add')}
          </Button>
        </Group>
        <Select
          label={t('filter_supply_country')}
          placeholder={t('filter_country_placeholder')}
          data={countryOptions}
          value={null}
          onChange={addCountry}
          searchable
        />
        <Stack gap={6}>
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Text size="sm" fw={500} id="archive-amount-label">
              {t('filter_amount')}
            </Text>
            <Select
              label={t('filter_currency')}
              data={currencyOptions}
              value={currency}
              onChange={(value) => value && setCurrency(value)}
              allowDeselect={false}
              disabled={amountLocked}
              w={110}
              size="xs"
            />
          </Group>
          <RangeSlider
            min={ARCHIVE_AMOUNT_MIN}
            max={ARCHIVE_AMOUNT_MAX}
            step={500}
            minRange={500}
            value={amount}
            onChange={setAmount}
            disabled={amountLocked}
            label={(value) => amountLabel(value, currency, f, t)}
            thumbFromLabel={t('filter_amount')}
            thumbToLabel={t('filter_amount')}
            aria-labelledby="archive-amount-label"
          />
          <Group justify="space-between">
            <Text size="sm">{amountLabel(amount[0], currency, f, t)}</Text>
            <Text size="sm">{amountLabel(amount[1], currency, f, t)}</Text>
          </Group>
          <Group justify="space-between" wrap="wrap">
            <Text size="xs" c="dimmed">
              {amountLocked ? t('filter_amount_locked') : ' '}
            </Text>
            <Button
              variant="default"
              size="xs"
              disabled={amountLocked}
              onClick={() => setDraft({ ...draft, amount: { from: amount[0], to: amount[1], currency } })}
            >
              {t('filter_add')}
            </Button>
          </Group>
        </Stack>
        <Group justify="space-between" wrap="wrap">
          <Button variant="subtle" color="red" onClick={() => setDraft({ supplyCountries: [] })}>
            {t('filter_clear')}
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button disabled={!hasArchiveFilters(draft)} onClick={() => onApply(Object.freeze({ ...draft }))}>
              {t('filter_apply')}
            </Button>
          </Group>
        </Group>
        {!hasArchiveFilters(draft) && (
          <Text size="xs" c="dimmed" ta="right" mt={-10}>
            {t('filter_apply_disabled')}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
