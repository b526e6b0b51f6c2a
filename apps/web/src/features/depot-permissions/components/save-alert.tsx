import { Alert } from '@mantine/core';
import { DEPOT_SAVE_ALERT_MS, type TDepotSaveStatus } from '@portal/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPOT_PERMISSIONS_NAMESPACE } from '../utils/namespace';

const COLOURS = { success: 'green', fail: 'red', error: 'red' } as const;

/** Spec 001 §4, §8: the save result (success, fail or error), hidden after 3 s. */
export function SaveAlert({ status, onHide }: { status: TDepotSaveStatus | null; onHide: () => void }) {
  const { t } = useTranslation(DEPOT_PERMISSIONS_NAMESPACE);
  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(onHide, DEPOT_SAVE_ALERT_MS);
    return () => window.clearTimeout(timer);
  }, [status, onHide]);
  if (!status) return null;
  return (
    <Alert color={COLOURS[status]} role={status === 'success' ? 'status' : 'alert'} mb="md">
      {t(`save_${status}`)}
    </Alert>
  );
}
