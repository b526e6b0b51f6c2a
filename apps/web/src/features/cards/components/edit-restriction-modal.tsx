import { Alert, Anchor, Button, Group, Loader, Modal, Radio, Select, Stack } from '@mantine/core';
import { migrationBlocks, type TCardRow } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useLinkProfile } from '../api/cards-api';
import { useProfileOptions } from '../api/profile-options';
import { CARDS_VIEW_NS } from '../utils/namespaces';
import { toast } from '../utils/toast';
import { MigrationContact } from './migration-contact';

/** Spec 002 §4.5, §5.2: a profile is required when restriction is yes; none available shows 'no restriction'. */
export function EditRestrictionModal({ card, onClose }: { card: TCardRow; onClose: () => void }) {
  const { t } = useTranslation(CARDS_VIEW_NS);
  const { selection, migrationStatus } = useSessionScope();
  const blocked = migrationBlocks(migrationStatus).restriction;
  const profiles = useProfileOptions(card.authorityId, !blocked);
  const link = useLinkProfile(selection);
  const [restricted, setRestricted] = useState(card.profileId ? 'Y' : 'N');
  const [profileId, setProfileId] = useState<string | null>(card.profileId ? String(card.profileId) : null);
  const [touched, setTouched] = useState(false);
  const [failed, setFailed] = useState(false);
  const options = profiles.data ?? [];
  const noProfiles = profiles.isSuccess && options.length === 0;
  const missing = restricted === 'Y' && !profileId;

  const save = async () => {
    setTouched(true);
    if (missing) return;
    setFailed(false);
    try {
      await link.mutateAsync({
        cardRestrictionDetails: [
          {
            authorityId: card.authorityId,
            cardId: card.cardId,
            profileId: restricted === 'Y' ? Number(profileId) : null,
            isUnlink: restricted !== 'Y',
            profileName: options.find((p) => String(p.profileId) === profileId)?.profileName ?? null,
          },
        ],
      });
      toast('green', t('restriction_success'), t('close'));
      onClose();
    } catch {
      setFailed(true);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('close') }}
      title={t('restriction_title', { serial: card.cardSerialNumber })}
      centered
    >
      {blocked ? (
        <MigrationContact />
      ) : (
        <Stack gap="md">
          {failed && (
            <Alert color="red" role="alert">
              {t('update_restriction_error')}
            </Alert>
          )}
          <Radio.Group label={t('restriction_question')} value={restricted} onChange={setRestricted}>
            <Group mt="xs">
              <Radio value="Y" label={t('yes')} />
              <Radio value="N" label={t('no')} />
            </Group>
          </Radio.Group>
          {restricted === 'Y' && profiles.isPending && (
            <Loader size="sm" role="status" aria-label={t('loading')} />
          )}
          {restricted === 'Y' && noProfiles && (
            <Alert color="yellow" role="status">
              {t('no_restriction')}
            </Alert>
          )}
          {restricted === 'Y' && options.length > 0 && (
            <Select
              label={t('restriction_profile')}
              data={options.map((p) => ({ value: String(p.profileId), label: p.profileName }))}
              value={profileId}
              onChange={setProfileId}
              error={touched && missing ? t('restriction_required') : undefined}
              searchable
            />
          )}
          {/* Issue 19: the restriction profiles area, where the chosen profile is viewed and edited. */}
          <Group gap="md">
            {profileId && (
              <Anchor component={Link} to={`/cards/restrictions/${profileId}`} size="sm">
                {t('restriction_view_profile')}
              </Anchor>
            )}
            <Anchor component={Link} to="/cards/restrictions" size="sm">
              {t('restriction_manage_profiles')}
            </Anchor>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button onClick={save} loading={link.isPending} disabled={restricted === 'Y' && noProfiles}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
