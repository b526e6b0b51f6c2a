import { Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CARDS_ORDER_NS } from '../utils/namespace';
import { LegendIcon, type LegendName } from './legend-icons';
import classes from './order-page.module.css';

/** Spec 002 §3.2: the four card kinds of the help modal and what each is tied to. */
const KINDS: { id: number; icons: LegendName[] }[] = [
  { id: 1, icons: ['vehicles', 'drivers', 'pin'] },
  { id: 2, icons: ['driver', 'vehicles', 'pin'] },
  { id: 3, icons: ['vehicle', 'drivers', 'pin'] },
  { id: 4, icons: ['driver', 'vehicle', 'pin'] },
];
const LEGEND: LegendName[] = ['vehicle', 'vehicles', 'driver', 'drivers', 'card', 'pin'];

/** Spec 002 §2.1: a table of 4 card kinds with icon legends and a footnote. */
export function CardTypeHelpModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(CARDS_ORDER_NS);
  return (
    <Modal
      opened
      className={classes.root}
      onClose={onClose}
      title={t('card_type_help_title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Table.ScrollContainer minWidth={320}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('card_type_help_kind')}</Table.Th>
                <Table.Th>{t('card_type_help_use')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {KINDS.map((kind) => (
                <Table.Tr key={kind.id}>
                  <Table.Th scope="row">
                    <Group gap={6} wrap="nowrap">
                      <LegendIcon name="card" />
                      {t(`card_type_${kind.id}`)}
                    </Group>
                  </Table.Th>
                  <Table.Td>
                    <Stack gap={4}>
                      <Group gap={6}>
                        {kind.icons.map((icon) => (
                          <LegendIcon key={icon} name={icon} label={t(`legend_${icon}`)} />
                        ))}
                      </Group>
                      <Text size="sm">{t(`card_type_help_${kind.id}`)}</Text>
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group gap="md" aria-label={t('card_type_help_legend')} role="list">
          {LEGEND.map((icon) => (
            <Group key={icon} gap={4} role="listitem" wrap="nowrap">
              <LegendIcon name={icon} />
              <Text size="xs">{t(`legend_${icon}`)}</Text>
            </Group>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          {t('card_type_help_footnote')}
        </Text>
      </Stack>
    </Modal>
  );
}
