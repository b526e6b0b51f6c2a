import { Alert, Button, Group, Loader, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { RESTRICTION_TOAST_MS } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonButton } from '../../../components/reason-button';
import { useBaseProfiles, useProfileAction } from '../api/profiles-api';
import { RESTRICTIONS_NS } from '../utils/namespaces';

/** Spec 002 §2.5: choose the authority's base profile from its profiles (searchable). */
export function BaseProfileModal({ authorityId, onClose }: { authorityId: string; onClose: () => void }) {
  const { t } = useTranslation(RESTRICTIONS_NS);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 100);
  const bases = useBaseProfiles(authorityId, debounced, true);
  const current = bases.data?.baseProfiles.find((b) => b.isBaseProfile);
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen ?? (current ? String(current.profileId) : null);
  const action = useProfileAction(authorityId);
  const [failed, setFailed] = useState(false);

  const save = async () => {
    setFailed(false);
    try {
      await action.mutateAsync({
        cardRestrictionDetails: [{ authorityId, profileId: value ? Number(value) : null }],
      });
      notifications.show({ color: 'green', message: t('base_success'), autoClose: RESTRICTION_TOAST_MS });
      onClose();
    } catch {
      setFailed(true);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('base_title')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="sm">
        {failed && (
          <Alert color="red" role="alert">
            {t('base_failure')}
          </Alert>
        )}
        <TextInput
          label={t('base_search')}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {bases.isPending ? (
          <Loader size="sm" role="status" aria-label={t('loading')} />
        ) : (
          <Radio.Group label={t('base_title')} value={value} onChange={setChosen}>
            <Stack gap="xs" mt="xs" mah={320} style={{ overflowY: 'auto' }}>
              {(bases.data?.baseProfiles ?? []).map((b) => (
                <Radio
                  key={b.profileId}
                  value={String(b.profileId)}
                  label={b.profileName}
                  description={b.isBaseProfile ? t('base_current') : undefined}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <ReasonButton
            onClick={save}
            loading={action.isPending}
            reason={value ? null : t('base_choose_first')}
          >
            {t('base_save')}
          </ReasonButton>
        </Group>
      </Stack>
    </Modal>
  );
}
