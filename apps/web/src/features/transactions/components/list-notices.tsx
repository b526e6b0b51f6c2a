import { Alert, Group, Pill } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { TRANSACTIONS_NAMESPACE } from '../utils/namespace';

/** The uninvoiced-only filter of a list opened from the dashboard, as a chip that clears it (issue 15). */
export function UninvoicedChip({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation(TRANSACTIONS_NAMESPACE);
  return (
    <Group gap="xs" data-testid="uninvoiced-filter">
      <Pill
        size="lg"
        withRemoveButton
        onRemove={onClear}
        // Mantine hides the remove button from assistive technology and the keyboard: make it a real button.
        removeButtonProps={{ 'aria-label': t('filter_uninvoiced_clear'), 'aria-hidden': false, tabIndex: 0 }}
      >
        {t('filter_uninvoiced_chip')}
      </Pill>
    </Group>
  );
}

/** Spec 001 §2: more rows than one download may hold (a failed load shows in the table, issue 50). */
export function ListAlerts({ overMax, maxDownload }: { overMax: boolean; maxDownload: number }) {
  const { t } = useTranslation(TRANSACTIONS_NAMESPACE);
  const f = useFormatters();
  return (
    <>
      {overMax && (
        <Alert color="yellow" role="status">
          {t('download_max', { max: f.formatNumber(maxDownload) })}
        </Alert>
      )}
    </>
  );
}
