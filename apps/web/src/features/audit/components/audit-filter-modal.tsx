import '@mantine/dates/styles.css';
import {
  Button,
  Chip,
  Group,
  Modal,
  MultiSelect,
  ScrollArea,
  SegmentedControl,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { TAuditFilterMode } from '@portal/contract';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { PageDates } from '../../../lib/page-dates';
import { AUDIT_NAMESPACE } from '../content';
import {
  type AuditFilterState,
  type AuditOutcome,
  canApply,
  type HierarchyItem,
  offeredLogTypes,
  toggleItem,
  withSingleItem,
} from '../utils/audit-filters';

/** More items than this get a search box (the hierarchy list threshold of spec 000 §9). */
const SEARCH_THRESHOLD = 20;

export type AuditFilterModalProps = {
  opened: boolean;
  onClose: () => void;
  value: AuditFilterState;
  onApply: (state: AuditFilterState) => void;
  items: HierarchyItem[];
  permissions: ReadonlySet<string>;
};

/** The picker's YYYY-MM-DD values are local calendar days. */
const toDate = (value: string | Date | null) => (value ? dayjs(value).toDate() : null);

/** The Filters modal of spec 000 §4 (Audit filter modal). */
export function AuditFilterModal({
  opened,
  onClose,
  value,
  onApply,
  items,
  permissions,
}: AuditFilterModalProps) {
  const { t } = useTranslation(AUDIT_NAMESPACE);
  const { dayFormat } = useFormatters();
  const [draft, setDraft] = useState(value);
  const [openedWith, setOpenedWith] = useState<AuditFilterState | null>(null);
  const [search, setSearch] = useState('');
  if (opened && openedWith !== value) {
    setOpenedWith(value);
    setDraft(value);
  }
  const offered = offeredLogTypes(permissions, draft.mode);
  const shown = items.filter((i) => i.label.toUpperCase().includes(search.trim().toUpperCase()));
  const setMode = (mode: TAuditFilterMode) =>
    setDraft((d) =>
      withSingleItem(
        {
          ...d,
          mode,
          // The login type is not offered in My logs (spec 000 §4).
          types: d.types.filter((c) => offeredLogTypes(permissions, mode).some((o) => o.code === c)),
        },
        items,
      ),
    );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('filters_title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('cancel_button') }}
    >
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={draft.mode}
          onChange={(mode) => setMode(mode as TAuditFilterMode)}
          data={[
            { value: 'MY_LOGS', label: t('mode_my_logs') },
            { value: 'ALL_LOGS', label: t('mode_all_logs') },
          ]}
          aria-label={t('mode_label')}
        />
        {draft.mode === 'ALL_LOGS' && (
          <Stack gap={6}>
            <Text fw={600} size="sm" id="audit-hierarchy-label">
              {t('hierarchy_label')}
            </Text>
            {items.length > SEARCH_THRESHOLD && (
              <TextInput
                placeholder={t('hierarchy_search_placeholder')}
                aria-label={t('hierarchy_search_placeholder')}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
              />
            )}
            <ScrollArea.Autosize mah={180} type="auto">
              <Group gap={6} role="group" aria-labelledby="audit-hierarchy-label">
                {shown.map((item) => (
                  <Chip
                    key={item.value}
                    size="xs"
                    checked={draft.hierarchy.includes(item.value)}
                    onChange={() =>
                      setDraft((d) => ({ ...d, hierarchy: toggleItem(d.hierarchy, item.value) }))
                    }
                  >
                    {item.label}
                  </Chip>
                ))}
              </Group>
            </ScrollArea.Autosize>
            {!canApply(draft, items) && draft.hierarchy.length === 0 && (
              <Text size="sm" c="red.8">
                {t('hierarchy_required')}
              </Text>
            )}
            <TagsInput
              label={t('actors_label')}
              placeholder={t('actors_placeholder')}
              value={draft.actors}
              onChange={(actors) => setDraft((d) => ({ ...d, actors }))}
            />
          </Stack>
        )}
        <MultiSelect
          label={t('log_types_label')}
          placeholder={t('log_types_placeholder')}
          data={offered.map((o) => ({ value: o.code, label: t(`type_${o.code.toLowerCase()}`) }))}
          value={draft.types}
          onChange={(types) => setDraft((d) => ({ ...d, types }))}
          clearable
          clearButtonProps={{ 'aria-label': t('clear_types') }}
        />
        <Stack gap={4}>
          <Text fw={500} size="sm" id="audit-outcome-label">
            {t('outcome_label')}
          </Text>
          <SegmentedControl
            aria-labelledby="audit-outcome-label"
            value={draft.outcome}
            onChange={(outcome) => setDraft((d) => ({ ...d, outcome: outcome as AuditOutcome }))}
            data={[
              { value: 'all', label: t('outcome_all') },
              { value: 'success', label: t('outcome_success') },
              { value: 'failed', label: t('outcome_failed') },
            ]}
          />
        </Stack>
        <PageDates>
          <DatePickerInput
            type="range"
            label={t('date_label')}
            value={[draft.from, draft.to]}
            onChange={([from, to]) => {
              const start = toDate(from);
              const end = toDate(to);
              if (!start || !end) return;
              end.setHours(23, 59, 59, 999);
              setDraft((d) => ({ ...d, from: start, to: end }));
            }}
            maxDate={new Date()}
            valueFormat={dayFormat}
          />
        </PageDates>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel_button')}
          </Button>
          <Button
            disabled={!canApply(draft, items)}
            onClick={() => {
              onApply(draft);
              onClose();
            }}
          >
            {t('apply_button')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
