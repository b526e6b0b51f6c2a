import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  RESTRICTION_BLOCK_OF,
  RESTRICTION_TOAST_MS,
  RESTRICTION_TYPES,
  type TRestrictionType,
} from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { ReasonButton } from '../../../components/reason-button';
import { useReadOnlyReason } from '../../../components/use-read-only-reason';
import { useProfileAction, useRestrictionDetails, useSaveRestrictions } from '../api/profiles-api';
import { BlockSummary } from '../components/block-summary';
import { RenameCard } from '../components/rename-card';
import { useRestrictionAccess } from '../utils/access';
import { RESTRICTIONS_NS } from '../utils/namespaces';
import { typeKey } from '../utils/type-keys';
import { useGo } from '../utils/use-go';

const LIST = '/cards/restrictions';
type Pending = 'unlink' | 'delete' | TRestrictionType | null;

/** Spec 002 §2.6, §4.12: one profile with its five restriction cards. */
export function ProfileDetailPage() {
  const { t } = useTranslation(RESTRICTIONS_NS);
  const readOnly = useReadOnlyReason();
  const navigate = useGo();
  const profileId = Number(useParams().profileId);
  const { isAvailable } = useRestrictionAccess();
  const details = useRestrictionDetails(Number.isInteger(profileId) && profileId > 0 ? profileId : undefined);
  const data = details.data?.restrictiondetails;
  const authorityId = data?.profile.authorityId;
  const action = useProfileAction(authorityId);
  const save = useSaveRestrictions(authorityId);
  const [pending, setPending] = useState<Pending>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (!isAvailable)
    return (
      <PageContainer>
        <Alert color="yellow">{t('not_available')}</Alert>
      </PageContainer>
    );
  // isLoading, not isPending: an address without a usable profile id never asks, and shows the error below.
  if (details.isLoading) return <Loader m="xl" role="status" aria-label={t('loading')} />;
  if (!data)
    return (
      <PageContainer>
        <Stack>
          <Alert color="red">{t('load_error')}</Alert>
          <Button variant="default" w="fit-content" onClick={() => navigate(LIST)}>
            {t('back')}
          </Button>
        </Stack>
      </PageContainer>
    );

  const profile = data.profile;
  const lockedReason = readOnly ?? (profile.isReadOnly ? t('read_only_reason') : null);
  const busy = action.isPending || save.isPending;
  const done = (message: string) => {
    notifications.show({ color: 'green', message, autoClose: RESTRICTION_TOAST_MS });
    navigate(LIST);
  };
  const confirm = async () => {
    setFailure(null);
    const detail = { authorityId: profile.authorityId, profileId: profile.profileId };
    try {
      if (pending === 'unlink') {
        await action.mutateAsync({ cardRestrictionDetails: [{ ...detail, isUnlink: true }] });
        return done(t('unlink_success', { name: profile.profileName }));
      }
      if (pending === 'delete') {
        await action.mutateAsync({ cardRestrictionDetails: [{ ...detail, isDelete: true }] });
        return done(t('delete_success', { name: profile.profileName }));
      }
      if (pending) {
        // §4.12: removing a type sets it to null and saves the profile.
        await save.mutateAsync({
          restrictionDetail: { profileId: profile.profileId, [RESTRICTION_BLOCK_OF[pending]]: null },
        });
        setPending(null);
        notifications.show({ color: 'green', message: t('remove_success'), autoClose: RESTRICTION_TOAST_MS });
      }
    } catch {
      if (pending === 'unlink') {
        setPending(null);
        notifications.show({
          color: 'red',
          title: t('unlink_error_title'),
          message: t('unlink_error'),
          autoClose: RESTRICTION_TOAST_MS,
        });
      } else
        setFailure(
          pending === 'delete'
            ? t('delete_error')
            : t('restriction_profiles_update_notification_error_singular'),
        );
    }
  };

  const modalTexts = {
    unlink: {
      title: t('unlink_title'),
      message: t('unlink_message', { name: profile.profileName, count: profile.noOfCards }),
      confirm: t('unlink_confirm'),
    },
    delete: {
      title: t('delete_title'),
      message: t('delete_message', { name: profile.profileName }),
      confirm: t('delete_confirm'),
    },
  };
  const modal =
    pending === 'unlink' || pending === 'delete'
      ? modalTexts[pending]
      : pending
        ? {
            title: t('remove_title'),
            message: t('remove_message', { type: t(typeKey(pending)) }),
            confirm: t('remove_confirm'),
          }
        : null;

  return (
    <PageContainer wide>
      <Stack gap="md">
        <Hero
          title={profile.profileName}
          subtitle={t('cards_count', { count: profile.noOfCards })}
          breadcrumbs={[
            { label: t('breadcrumb_home'), to: '/dashboard' },
            { label: t('title'), to: LIST },
            { label: profile.profileName },
          ]}
          actions={
            <Group gap="xs" wrap="wrap">
              <Button variant="default" onClick={() => navigate(LIST)}>
                {t('back')}
              </Button>
              <ReasonButton
                variant="default"
                reason={readOnly ?? (profile.noOfCards === 0 ? t('unlink_disabled_no_cards') : null)}
                onClick={() => setPending('unlink')}
              >
                {t('unlink')}
              </ReasonButton>
              {/* red.8: white on the default red measured 3.3:1 (axe). */}
              <ReasonButton color="red.8" reason={lockedReason} onClick={() => setPending('delete')}>
                {t('delete')}
              </ReasonButton>
            </Group>
          }
        />
        <ReadOnlyNotice />
        <RenameCard key={profile.profileName} profile={profile} lockedReason={lockedReason} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {RESTRICTION_TYPES.map((type) => {
            const isSet = data[RESTRICTION_BLOCK_OF[type]] !== null;
            return (
              <Paper
                key={type}
                withBorder
                p="md"
                radius="md"
                component="section"
                aria-label={t(typeKey(type))}
              >
                <Stack gap="sm">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Title order={3} size="h4">
                      {t(typeKey(type))}
                    </Title>
                    <Group gap="xs">
                      <ReasonButton
                        size="xs"
                        variant="light"
                        reason={lockedReason}
                        onClick={() => navigate(`/cards/restrictions/${profile.profileId}/edit/${type}`)}
                      >
                        {isSet ? t('edit') : t('add')}
                      </ReasonButton>
                      <ReasonButton
                        size="xs"
                        variant="subtle"
                        color="red"
                        reason={lockedReason ?? (isSet ? null : t('remove_disabled_empty'))}
                        onClick={() => setPending(type)}
                      >
                        {t('remove')}
                      </ReasonButton>
                    </Group>
                  </Group>
                  <BlockSummary type={type} details={data} />
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
        {profile.noOfCards === 0 && (
          <Text size="sm" c="dimmed">
            {t('link_hint')}
          </Text>
        )}
      </Stack>
      <ConfirmModal
        opened={modal !== null}
        title={modal?.title}
        message={
          <>
            {modal?.message}
            {failure && (
              <Text component="span" display="block" c="red" size="sm" mt="xs" role="alert">
                {failure}
              </Text>
            )}
          </>
        }
        confirmLabel={modal?.confirm}
        danger={pending !== 'unlink'}
        loading={busy}
        onConfirm={confirm}
        onClose={() => {
          setPending(null);
          setFailure(null);
        }}
      />
    </PageContainer>
  );
}
