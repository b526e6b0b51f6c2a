import { Alert, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDataValues } from '../../../lib/data-values';
import { useFormatters } from '../../../lib/format';
import { useInvoiceDetails } from '../api/invoices';
import { INVOICES_NAMESPACE } from '../utils/namespace';

export type DetailsTarget = { id: number; number: string; summary: boolean };

/** Spec 001 §2 Invoices details modal: payment method, due date, delivery address. */
export function InvoiceDetailsModal({
  target,
  onClose,
}: {
  target: DetailsTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(INVOICES_NAMESPACE);
  const f = useFormatters();
  const values = useDataValues();
  const details = useInvoiceDetails(target && { id: target.id, summary: target.summary });
  const address = details.data?.invoiceDeliveryAddress;
  const lines = address
    ? [
        address.addressLine1,
        address.addressLine2,
        address.addressLine3,
        address.addressLine4,
        address.postCode,
        values.countryText(address.country),
      ].filter(Boolean)
    : [];
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      centered
      title={
        target
          ? t(target.summary ? 'summary_details_title' : 'invoice_details_title', { number: target.number })
          : ''
      }
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {details.isLoading && <Loader size="sm" aria-label={t('loading')} />}
      {details.isError && <Alert color="red">{t('request_failure')}</Alert>}
      {details.data && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('payment_method')}
            </Text>
            <Text>{values.value(details.data.summaryDetails.paymentMethodDescription)}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('due_date')}
            </Text>
            <Text>{f.formatDate(details.data.summaryDetails.paymentDueDate)}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('delivery_address')}
            </Text>
            {lines.length ? lines.map((line) => <Text key={line}>{line}</Text>) : <Text>-</Text>}
          </Stack>
        </SimpleGrid>
      )}
    </Modal>
  );
}
