import '@mantine/dates/styles.css';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageDates } from '../../../lib/page-dates';
import { TRANSACTIONS_NAMESPACE } from '../utils/namespace';
import { isoDay } from '../utils/period';

type Range = [string | null, string | null];

/**
 * Spec 001 §4, §5 custom period: two dates, none after today. Apply sets the range; Clear or
 * dismissing the dialog goes back to three months (the page does that in onClear).
 */
export function DateRangeModal({
  opened,
  initial,
  onApply,
  onClear,
}: {
  opened: boolean;
  initial?: string;
  onApply: (range: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation(TRANSACTIONS_NAMESPACE);
  const [value, setValue] = useState<Range>([null, null]);
  useEffect(() => {
    if (opened) {
      const [from, to] = (initial ?? '').split(',');
      setValue([from || null, to || null]);
    }
  }, [opened, initial]);
  const complete = Boolean(value[0] && value[1]);
  return (
    <Modal
      opened={opened}
      onClose={onClear}
      title={t('custom_range_title')}
      centered
      size="auto"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <PageDates>
          <DatePicker
            type="range"
            value={value}
            onChange={(next) => setValue(next as Range)}
            maxDate={isoDay(new Date())}
            numberOfColumns={1}
            ariaLabels={{ previousMonth: t('previous_month'), nextMonth: t('next_month') }}
          />
        </PageDates>
        <Group justify="space-between">
          <Button variant="default" onClick={onClear}>
            {t('clear')}
          </Button>
          <Button disabled={!complete} onClick={() => complete && onApply(`${value[0]},${value[1]}`)}>
            {t('apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
