import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  DETAIL_COUNTRY_FIELDS,
  DETAIL_VALUE_FIELDS,
  DETAIL_VIEWS,
  ODOMETER_FIELD,
  ODOMETER_FLAG,
  ODOMETER_MAX_MIGRATION_STATUS,
  PERMISSION_KEYS,
  type TDetailItem,
  type TDetailView,
  type TTransactionFullDetail,
  VIEW_SECTIONS,
} from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonButton } from '../../../components/reason-button';
import { Skeleton } from '../../../components/skeleton';
import { useReadOnlyReason } from '../../../components/use-read-only-reason';
import { contentKey } from '../../../lib/content-key';
import { type DataValues, useDataValues } from '../../../lib/data-values';
import { saveDownload } from '../../../lib/download';
import { type Formatters, useFormatters } from '../../../lib/format';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { downloadTransactionDetail, useTransactionFull } from '../api/get-transaction';
import { TRANSACTIONS_NAMESPACE } from '../utils/namespace';
import { OdometerEdit } from './odometer-edit';

function shown(item: TDetailItem, f: Formatters, values: DataValues, t: (key: string) => string): string {
  if (item.value === null) return '-';
  if (item.type === 'dateTime') return f.formatDateTime(item.value);
  if (item.type === 'date') return f.formatDate(item.value);
  if (item.type === 'money') return f.formatMoney(Number(item.value), item.unit ?? '');
  if (item.type === 'quantity')
    return `${f.formatNumber(Number(item.value))} ${values.value(item.unit ?? '')}`.trim();
  if (item.key === ODOMETER_FIELD || item.key === 'odometer') return f.formatOdometer(Number(item.value));
  if (item.type === 'number') return f.formatNumber(Number(item.value), { maximumFractionDigits: 0 });
  if (item.key === 'transactionStatus') return t(`status_${item.value.toLowerCase()}`);
  if (DETAIL_COUNTRY_FIELDS.has(item.key)) return values.country(item.value);
  if (item.key === 'siteType') return t(contentKey('site_type', item.value));
  return DETAIL_VALUE_FIELDS.has(item.key) ? values.value(item.value) : item.value;
}

/** Spec 001 §2 full-details modal: six sections, the view dropdown, the spreadsheet and the odometer edit. */
export function FullDetailsModal({ uniqueId, onClose }: { uniqueId: string | null; onClose: () => void }) {
  const { t } = useTranslation(TRANSACTIONS_NAMESPACE);
  const f = useFormatters();
  const values = useDataValues();
  const { migrationStatus, permissions } = useSessionScope();
  const readOnly = useReadOnlyReason();
  const { data, isLoading, isError } = useTransactionFull(uniqueId);
  const [view, setView] = useState<TDetailView>('supply');
  const [editing, setEditing] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const close = () => {
    setEditing(false);
    setView('supply');
    onClose();
  };
  const download = async () => {
    if (!uniqueId) return;
    setDownloading(true);
    try {
      saveDownload(await downloadTransactionDetail(uniqueId, view), 'Transactions.xlsx');
    } catch {
      notifications.show({ color: 'red', title: t('try_again_title'), message: t('download_error') });
    } finally {
      setDownloading(false);
    }
  };

  const sections = (detail: TTransactionFullDetail) =>
    [
      ['authorisation', detail.authorisation],
      [VIEW_SECTIONS[view], detail[VIEW_SECTIONS[view]]],
      ['transaction', detail.transaction],
      ['customerCard', detail.customerCard.filter((i) => i.key !== ODOMETER_FLAG)],
      ['invoice', detail.invoice],
      ['retailSite', detail.retailSite],
    ] as const;
  const flagOn = data?.customerCard.find((i) => i.key === ODOMETER_FLAG)?.value === 'true';
  const odometer = data?.editableFields.find((i) => i.key === ODOMETER_FIELD);
  const canSeeEdit = migrationStatus <= ODOMETER_MAX_MIGRATION_STATUS;
  // Why Edit is unavailable: impersonation, the role (the server refuses the same, issue 42), the card.
  const editReason =
    readOnly ??
    (!permissions.has(PERMISSION_KEYS.editTransactionOdometer) ? t('odometer_no_permission') : null) ??
    (!flagOn ? t('odometer_not_editable') : null);

  return (
    <Modal
      opened={Boolean(uniqueId)}
      onClose={close}
      title={t('full_details_title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {isLoading && <Skeleton height={320} />}
      {isError && <Alert color="red">{t('detail_error')}</Alert>}
      {data && uniqueId && (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Select
              label={t('view_label')}
              data={DETAIL_VIEWS.map((v) => ({ value: v, label: t(`view_${v}`) }))}
              value={view}
              allowDeselect={false}
              onChange={(v) => v && setView(v as TDetailView)}
              w={200}
            />
            <Group gap="sm" mt={24}>
              {canSeeEdit && (
                <ReasonButton
                  variant="default"
                  onClick={() => setEditing(true)}
                  reason={editReason}
                  disabled={!editReason && editing}
                >
                  {t('edit')}
                </ReasonButton>
              )}
              <Button onClick={download} loading={downloading}>
                {t('download')}
              </Button>
            </Group>
          </Group>
          {editing && (
            <OdometerEdit
              uniqueId={uniqueId}
              initial={odometer?.value ?? null}
              label={t('field_odometer')}
              onDone={() => setEditing(false)}
            />
          )}
          {sections(data).map(([name, items]) => (
            <section key={name} aria-labelledby={`section-${name}`}>
              <Title order={3} size="h5" id={`section-${name}`} mb={6}>
                {t(contentKey('section', name))}
              </Title>
              <SimpleGrid
                component="dl"
                cols={{ base: 1, xs: 2, md: 3 }}
                spacing="xs"
                verticalSpacing={6}
                m={0}
              >
                {items.map((item) => (
                  <div key={item.key}>
                    <Text component="dt" size="xs" c="gray.7">
                      {t(contentKey('field', item.key))}
                    </Text>
                    <Text component="dd" size="sm" m={0} data-field={item.key}>
                      {shown(item, f, values, t)}
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
            </section>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
