import { Badge, CloseButton, Group } from '@mantine/core';
import { ARCHIVE_AMOUNT_MAX, isAmountUnbounded } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { type Formatters, useFormatters } from '../../../lib/format';
import { type ArchiveChip, type ArchiveFilterSet, archiveChips } from '../utils/archive-filters';
import { INVOICES_NAMESPACE } from '../utils/namespace';
import { invoiceTypeKey } from './invoice-cells';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The amount as the slider shows it: the top end with a plus (no upper limit, spec 001 §5). */
export function amountLabel(value: number, currency: string, f: Formatters, t: Translate) {
  const amount = f.formatMoney(Math.min(value, ARCHIVE_AMOUNT_MAX), currency);
  return isAmountUnbounded(value) ? t('amount_no_limit', { amount }) : amount;
}

export function chipLabel(
  chip: ArchiveChip,
  t: Translate,
  f: Formatters,
  countryName: (code: string, asSent?: string) => string,
) {
  switch (chip.kind) {
    case 'date':
      return t('chip_date', { from: f.formatDate(chip.from), to: f.formatDate(chip.to) });
    case 'invoiceType':
      return t('chip_type', { type: t(invoiceTypeKey(chip.type)) });
    case 'invoiceNumber':
      return t('chip_number', { number: chip.number });
    case 'country':
      return t('chip_country', {
        country: countryName(chip.country.countryCode, chip.country.countryName),
      });
    case 'amount':
      return t('chip_amount', {
        from: amountLabel(chip.from, chip.currency, f, t),
        to: amountLabel(chip.to, chip.currency, f, t),
      });
  }
}

type Props = {
  filters: ArchiveFilterSet;
  onRemove: (chipId: string) => void;
  countryName: (code: string, asSent?: string) => string;
  label: string;
};

/** Spec 001 §2, §4: the filters as removable chips. */
export function ArchiveFilterChips({ filters, onRemove, countryName, label }: Props) {
  const { t } = useTranslation(INVOICES_NAMESPACE);
  const f = useFormatters();
  const chips = archiveChips(filters);
  if (chips.length === 0) return null;
  return (
    // Own remove buttons: Mantine's Pill hides its remove button from assistive technology.
    <Group gap={6} aria-label={label} role="list">
      {chips.map((chip) => {
        const text = chipLabel(chip, t, f, countryName);
        return (
          <Badge
            key={chip.id}
            role="listitem"
            size="lg"
            variant="light"
            tt="none"
            fw={500}
            styles={{
              root: { height: 'auto', maxWidth: '100%', paddingBlock: 4 },
              label: { whiteSpace: 'normal' },
            }}
            rightSection={
              <CloseButton
                size="xs"
                onClick={() => onRemove(chip.id)}
                aria-label={t('filter_remove', { filter: text })}
              />
            }
          >
            {text}
          </Badge>
        );
      })}
    </Group>
  );
}
