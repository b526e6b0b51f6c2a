import { Alert, Badge, Loader, Modal, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfileRestrictions } from '../api/get-profiles';
import { CARDS_ORDER_NS } from '../utils/namespace';
import classes from './order-page.module.css';

/** The profile's restriction blocks and their content keys. */
const TYPES = [
  ['spendingLimits', 'restriction_type_spending_limits'],
  ['products', 'restriction_type_products'],
  ['sites', 'restriction_type_sites'],
  ['dayTime', 'restriction_type_day_time'],
  ['odometer', 'restriction_type_odometer'],
] as const;

/** Spec 002 §2.1: the view-restriction-details modal of the chosen profile. */
export function RestrictionDetailsModal(props: {
  profileId: number;
  profileName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  const details = useProfileRestrictions(props.profileId);
  const blocks = (details.data?.restrictiondetails ?? {}) as Record<string, unknown>;
  const isSet = (type: string) => blocks[type] !== null && blocks[type] !== undefined;
  return (
    <Modal
      opened
      className={classes.root}
      onClose={props.onClose}
      title={t('restriction_details_title', { name: props.profileName })}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      {details.isPending ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : details.isError ? (
        <Alert color="red" role="alert">
          {t('restriction_details_error')}
        </Alert>
      ) : (
        <Table>
          <Table.Tbody>
            {TYPES.map(([type, label]) => (
              <Table.Tr key={type}>
                <Table.Th>{t(label)}</Table.Th>
                <Table.Td>
                  <Badge color={isSet(type) ? 'blue' : 'gray'} variant="light">
                    {t(isSet(type) ? 'restriction_set' : 'restriction_not_set')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
