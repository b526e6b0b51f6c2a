import { Alert, Button, FileInput, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isPriceListFileName, PRICE_LIST_EXTENSIONS, type TPriceListFile } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ReasonButton } from '../../../components/reason-button';
import { useReadOnlyReason } from '../../../components/use-read-only-reason';
import { isApiError } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/format';
import { useDeletePriceList } from '../api/delete-price-list';
import { useDownloadPriceList } from '../api/download-price-list';
import { usePriceLists } from '../api/get-price-lists';
import { useUploadPriceList } from '../api/upload-price-list';
import { DASHBOARD_NAMESPACE } from '../utils/namespace';

export type PriceListSectionProps = {
  authorityId: string;
  /** downloadPriceList_X: without it the section is replaced by the other panel. */
  canDownload: boolean;
  /** managePriceList_X and not impersonating: upload and delete are disabled otherwise (the manage-disabled flag). */
  canManage: boolean;
};

const ACCEPT = PRICE_LIST_EXTENSIONS.map((e) => `.${e}`).join(',');
const fileNameOf = (key: string) => key.split('/').pop() ?? key;

/** Spec 001 §8: the document-widget error prefix, the error message, and the server's message if present. */
function useErrorText() {
  const { t, i18n } = useTranslation(DASHBOARD_NAMESPACE);
  return (messageKey: string, error: unknown) => {
    const server =
      isApiError(error) && i18n.exists(error.messageKey, { ns: DASHBOARD_NAMESPACE })
        ? t(error.messageKey)
        : '';
    return [t('document_widget_error_prefix'), t(messageKey), server].filter(Boolean).join(' ');
  };
}

/** Spec 001 §2 price-list section: choose file, upload, download, delete; list reloads after changes. */
export function PriceListSection({ authorityId, canDownload, canManage }: PriceListSectionProps) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const errorText = useErrorText();
  const { formatDateTime } = useFormatters();
  const files = usePriceLists(authorityId, canDownload);
  const upload = useUploadPriceList();
  // Impersonation (read-only): upload and delete say why they are disabled (issue 15).
  const readOnly = useReadOnlyReason();
  const download = useDownloadPriceList();
  const remove = useDeletePriceList();
  const [file, setFile] = useState<File | null>(null);
  const [toDelete, setToDelete] = useState<TPriceListFile | null>(null);

  if (!canDownload) {
    return (
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="pricelist-title">
        <Title order={2} size="h4" id="pricelist-title" mb="xs">
          {t('pricelist_title')}
        </Title>
        <Text c="dimmed" data-testid="pricelist-no-permission">
          {t('pricelist_no_permission_text')}
        </Text>
      </Paper>
    );
  }

  const isFileInvalid = file !== null && !isPriceListFileName(file.name);
  const isUploadDisabled = !canManage || !file || isFileInvalid || upload.isPending;

  const onUpload = () => {
    if (!file || isUploadDisabled) return;
    upload.mutate(
      { authorityId, file },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: t('pricelist_uploaded', { fileName: file.name }),
            closeButtonProps: { 'aria-label': t('close_banner') },
          });
          setFile(null);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="pricelist-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="pricelist-title">
            {t('pricelist_title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('pricelist_subtitle', { authorityId })}
          </Text>
        </div>

        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileInput
            label={t('pricelist_choose_file')}
            description={t('pricelist_choose_placeholder')}
            clearButtonProps={{ 'aria-label': t('pricelist_clear_file') }}
            accept={ACCEPT}
            value={file}
            onChange={(value) => {
              upload.reset();
              setFile(value);
            }}
            clearable
            disabled={!canManage}
            error={isFileInvalid ? t('pricelist_file_type_not_supported') : undefined}
            miw={{ base: '100%', xs: 280 }}
          />
          <ReasonButton
            onClick={onUpload}
            reason={readOnly}
            disabled={!readOnly && isUploadDisabled}
            loading={upload.isPending}
          >
            {t('pricelist_upload')}
          </ReasonButton>
        </Group>
        {upload.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText('pricelist_upload_failed', upload.error)}
          </Alert>
        )}
        {(download.isError || remove.isError) && (
          <Alert color="red" variant="light" role="alert">
            {download.isError
              ? errorText('pricelist_download_failed', download.error)
              : errorText('pricelist_delete_failed', remove.error)}
          </Alert>
        )}

        {files.isPending && <Loader size="sm" role="status" aria-label={t('pricelist_loading')} />}
        {files.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText('pricelist_load_failed', files.error)}
          </Alert>
        )}
        {files.isSuccess && files.data.length === 0 && <Text c="dimmed">{t('pricelist_no_files')}</Text>}
        {files.isSuccess && files.data.length > 0 && (
          <Stack
            gap={0}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('pricelist_files')}
          >
            {files.data.map((f) => (
              <Group
                key={f.Key}
                component="li"
                justify="space-between"
                wrap="wrap"
                gap="xs"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
              >
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {fileNameOf(f.Key)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('pricelist_last_modified')}: {formatDateTime(f.LastModified)}
                  </Text>
                </div>
                <Group gap="xs">
                  <Button
                    variant="light"
                    size="xs"
                    disabled={download.isPending}
                    onClick={() => download.mutate({ authorityId, key: f.Key })}
                    aria-label={`${t('pricelist_download')} ${fileNameOf(f.Key)}`}
                  >
                    {t('pricelist_download')}
                  </Button>
                  <ReasonButton
                    variant="light"
                    color="red"
                    size="xs"
                    reason={readOnly}
                    disabled={!readOnly && (!canManage || remove.isPending)}
                    onClick={() => setToDelete(f)}
                    aria-label={`${t('pricelist_delete')} ${fileNameOf(f.Key)}`}
                  >
                    {t('pricelist_delete')}
                  </ReasonButton>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmModal
        opened={toDelete !== null}
        title={t('pricelist_delete_title')}
        message={t('pricelist_delete_message', { fileName: toDelete ? fileNameOf(toDelete.Key) : '' })}
        confirmLabel={t('pricelist_delete')}
        danger
        loading={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(
            { authorityId, key: toDelete.Key },
            {
              onSuccess: () => {
                notifications.show({
                  color: 'green',
                  message: t('pricelist_deleted', { fileName: fileNameOf(toDelete.Key) }),
                  closeButtonProps: { 'aria-label': t('close_banner') },
                });
              },
              onSettled: () => setToDelete(null),
            },
          );
        }}
      />
    </Paper>
  );
}
