import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MAX_INVOICE_DOWNLOAD, type TDownloadCheck } from '@portal/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveDownload } from '../../../lib/download';
import { checkInvoices, type DocumentId, type DownloadScope, downloadInvoices } from '../api/download';
import { INVOICES_NAMESPACE } from '../utils/namespace';

type Props = { scope: DownloadScope | null; documents: DocumentId[]; toastMs: number };

/**
 * Spec 001 §4 invoice download: a check first; none missing downloads the zip; some missing asks to
 * continue with the rest or cancel; all missing says so. Success and failure toasts close after toastMs.
 */
export function InvoiceDownload({ scope, documents, toastMs }: Props) {
  const { t } = useTranslation(INVOICES_NAMESPACE);
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<TDownloadCheck | null>(null);
  const reasonId = useId();
  // Every disabled control says why (spec 001 §5: none selected, or more than the limit).
  const reason = !scope
    ? 'loading'
    : documents.length === 0
      ? 'download_disabled_none'
      : documents.length > MAX_INVOICE_DOWNLOAD
        ? 'more_than_limit_downloads'
        : null;

  const fetchZip = async (wanted: DocumentId[]) => {
    if (!scope) return;
    setBusy(true);
    try {
      saveDownload(await downloadInvoices(scope, wanted), 'invoices.zip');
      notifications.show({
        color: 'green',
        title: t('download_success_title'),
        message: t('download_success_message'),
        autoClose: toastMs,
      });
    } catch {
      notifications.show({
        color: 'red',
        title: t('download_error_title'),
        message: t('download_error_message'),
        autoClose: toastMs,
      });
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    if (!scope) return;
    setBusy(true);
    try {
      const result = await checkInvoices(scope, documents);
      setBusy(false);
      if (result.missingInvoiceCount === 0) return fetchZip(documents);
      setCheck(result);
    } catch {
      setBusy(false);
      notifications.show({
        color: 'red',
        title: t('download_error_title'),
        message: t('download_error_message'),
        autoClose: toastMs,
      });
    }
  };

  const missing = check?.summaries.filter((s) => !s.inArchive) ?? [];
  const available = check?.summaries.filter((s) => s.inArchive) ?? [];
  const allMissing = check !== null && available.length === 0;
  return (
    <>
      <Stack gap={4} align="flex-end">
        <Button
          onClick={start}
          loading={busy}
          disabled={Boolean(reason)}
          aria-describedby={reason ? reasonId : undefined}
        >
          {t('download_button', { count: documents.length })}
        </Button>
        {reason && (
          <Text id={reasonId} size="xs" c="dimmed" ta="right" maw={260}>
            {t(reason)}
          </Text>
        )}
      </Stack>
      <Modal
        opened={check !== null}
        onClose={() => setCheck(null)}
        centered
        title={t(allMissing ? 'all_missing_title' : 'some_missing_title')}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack gap="sm">
          <Text>
            {allMissing
              ? t('all_missing_message')
              : t('some_missing_message', { missing: missing.length, total: check?.totalInvoices ?? 0 })}
          </Text>
          <List aria-label={t('missing_list_label')}>
            {missing.map((m) => (
              <List.Item key={`${m.invoiceType}/${m.documentNumber}`}>{m.documentNumber}</List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            {allMissing ? (
              <Button onClick={() => setCheck(null)}>{t('close')}</Button>
            ) : (
              <>
                <Button variant="default" onClick={() => setCheck(null)}>
                  {t('cancel')}
                </Button>
                <Button
                  onClick={() => {
                    setCheck(null);
                    void fetchZip(
                      available.map(({ documentNumber, invoiceType }) => ({ documentNumber, invoiceType })),
                    );
                  }}
                >
                  {t('continue')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
