import { Alert, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TCardRow } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { useCardDetails } from '../api/cards-api';
import { CARDS_VIEW_NS } from '../utils/namespaces';

function Section({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Stack gap={6} component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing={6} verticalSpacing={4} m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="gray.7">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} fw={500}>
              {value === null || value === undefined || value === '' ? '—' : value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Spec 002 §3.7: full details in account, general, restrictions, offers, mobile app and card sections. */
export function FullDetailsModal({ card, onClose }: { card: TCardRow; onClose: () => void }) {
  const { t } = useTranslation(CARDS_VIEW_NS);
  const { formatDateTime } = useFormatters();
  const details = useCardDetails(card.cardKey);
  const yn = (v: 'Y' | 'N') => t(v === 'Y' ? 'yes' : 'no');
  const d = details.data;
  const pinMethod = (m: number) =>
    [0, 1, 2, 3].includes(m) ? t(`pin_method_${m}`) : t('pin_method_invalid');
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('close') }}
      title={t('details_title', { serial: card.cardSerialNumber })}
      size="xl"
      centered
    >
      {details.isPending && <Loader size="sm" role="status" aria-label={t('loading')} />}
      {details.isError && (
        <Alert color="red" role="alert">
          {t('generic_error')}
        </Alert>
      )}
      {d && (
        <Stack gap="lg">
          <Section
            title={t('section_account')}
            rows={[
              [t('field_authority_id'), `${d.accountDetails.authorityId} ${d.accountDetails.authorityName}`],
              [t('field_parent_id'), d.accountDetails.parentId],
              [
                t('field_address'),
                [
                  d.accountDetails.address.addressLine1,
                  d.accountDetails.address.addressLine2,
                  d.accountDetails.address.addressLine3,
                  d.accountDetails.address.postCode,
                  d.accountDetails.address.country,
                ]
                  .filter(Boolean)
                  .join(', '),
              ],
            ]}
          />
          <Section
            title={t('section_general')}
            rows={[
              [t('field_cost_center'), d.general.costCenter],
              [t('field_sub_cost_center'), d.general.subCostCenter],
              [t('field_pin_method'), pinMethod(d.general.pinMethod)],
              [t('field_odometer'), yn(d.general.odometer)],
              [t('field_add_info'), yn(d.general.addInfo)],
            ]}
          />
          <Section
            title={t('section_restrictions')}
            rows={[
              [t('field_profile_name'), d.restrictions.profileName ?? t('no_profile')],
              [t('field_service_code'), d.restrictions.serviceCode],
              [t('field_international'), yn(d.restrictions.international)],
            ]}
          />
          <Section
            title={t('section_offers')}
            rows={[
              [t('field_austrian_road_tax'), yn(d.offers.austrianRoadTaxInd)],
              [t('field_target_neutral'), yn(d.offers.targetNeutral)],
            ]}
          />
          <Section
            title={t('section_mobile')}
            rows={[
              [t('field_bp_me_enabled'), yn(d.virtualCard.bpMeEnabled)],
              [t('field_card_provisioned'), yn(d.virtualCard.cardProvisioned)],
              [t('field_mobile_last_used'), formatDateTime(d.virtualCard.mobileLastUsed)],
            ]}
          />
          <Section
            title={t('section_card')}
            rows={[
              [t('field_card_type'), t(`card_type_${d.embossingDetails.cardType.toLowerCase()}`)],
              [t('field_fuel_and_charge'), yn(d.embossingDetails.fuelAndCharge)],
              [t('field_card_holder_name'), d.embossingDetails.cardHolderName],
              [t('field_vehicle_registration'), d.embossingDetails.vehicleRegistration],
              [t('field_embossed_line2'), d.embossingDetails.embossedLine2],
              [t('field_card_serial_number'), d.embossingDetails.cardSerialNumber],
              [
                t('field_expiry'),
                `${String(d.embossingDetails.expiry.month).padStart(2, '0')}/${d.embossingDetails.expiry.year}`,
              ],
              [t('field_gasoleo'), yn(d.embossingDetails.gasoleoProfessional)],
            ]}
          />
        </Stack>
      )}
    </Modal>
  );
}
