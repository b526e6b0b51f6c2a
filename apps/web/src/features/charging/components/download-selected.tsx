import { Button, Stack, Text } from '@mantine/core';
import { CHARGE_DATA_DOWNLOAD_MAX } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { CHARGING_HISTORY_NAMESPACE } from '../utils/namespace';

/**
 * Spec 001 §2 download of the selected sessions (SHOW_CDR_DOWNLOAD): the button shows the selected
 * count and says why it is disabled (nothing selected, or more than the maximum).
 */
export function DownloadSelected({
  count,
  loading,
  onDownload,
}: {
  count: number;
  loading: boolean;
  onDownload: () => void;
}) {
  const { t } = useTranslation(CHARGING_HISTORY_NAMESPACE);
  const reason =
    count === 0
      ? t('download_none_selected')
      : count > CHARGE_DATA_DOWNLOAD_MAX
        ? t('download_too_many', { max: CHARGE_DATA_DOWNLOAD_MAX })
        : null;
  return (
    <Stack gap={2} align="flex-end">
      <Button
        variant="default"
        disabled={Boolean(reason)}
        loading={loading}
        onClick={onDownload}
        aria-describedby={reason ? 'download-reason' : undefined}
      >
        {t('download_selected', { count })}
      </Button>
      {reason && (
        <Text size="xs" c="dimmed" id="download-reason">
          {reason}
        </Text>
      )}
    </Stack>
  );
}
