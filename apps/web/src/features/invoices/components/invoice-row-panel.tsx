import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { TInvoiceRow } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormatters } from '../../../lib/format';
import { isSummary, transactionsLink } from '../utils/links';
import { INVOICES_NAMESPACE } from '../utils/namespace';
import { invoiceTypeKey } from './invoice-cells';
import type { DetailsTarget } from './invoice-details-modal';

type Props = { row: TInvoiceRow; onDetails: (target: DetailsTarget) => void };

function Actions({ row, onDetails }: Props) {
  const { t } = useTranslation(INVOICES_NAMESPACE);
  const navigate = useNavigate();
  const summary = isSummary(row);
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size="xs"
        variant="default"
        onClick={() => onDetails({ id: row.invoiceId, number: row.invoiceNumber, summary })}
      >
        {t(summary ? 'view_details' : 'view_invoice_details')}
      </Button>
      <Button size="xs" variant="light" onClick={() => navigate(transactionsLink(row))}>
        {t(summary ? 'view_transactions' : 'view_invoice_transactions')}
      </Button>
    </Group>
  );
}

/**
 * Spec 001 §2 Invoices row expansion: a summary shows view details and view transactions and lists its
 * invoices, each with view invoice details and view invoice transactions; an invoice shows its own two.
 */
export function InvoiceRowPanel({ row, onDetails }: Props) {
  const { t } = useTranslation(INVOICES_NAMESPACE);
  const f = useFormatters();
  if (!isSummary(row)) return <Actions row={row} onDetails={onDetails} />;
  return (
    <Stack gap="sm">
      <Actions row={row} onDetails={onDetails} />
      {row.subRows.length === 0 ? (
        <Text size="sm">{t('no_invoices_in_summary')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table withTableBorder aria-label={t('summary_invoices_label', { number: row.invoiceNumber })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('column_invoice_number')}</Table.Th>
                <Table.Th>{t('column_invoice_date')}</Table.Th>
                <Table.Th>{t('column_invoice_type')}</Table.Th>
                <Table.Th>{t('column_amount')}</Table.Th>
                <Table.Th>{t('actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {row.subRows.map((invoice) => (
                <Table.Tr key={invoice.invoiceId}>
                  <Table.Td>{invoice.invoiceNumber}</Table.Td>
                  <Table.Td>{f.formatDate(invoice.invoiceDate)}</Table.Td>
                  <Table.Td>{t(invoiceTypeKey(invoice.invoiceType))}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {f.formatMoney(invoice.amount, invoice.currency)}
                  </Table.Td>
                  <Table.Td>
                    <Actions row={invoice} onDetails={onDetails} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
