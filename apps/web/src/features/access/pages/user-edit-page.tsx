import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { Skeleton } from '../../../components/skeleton';
import { useIsReadOnly } from '../../../lib/session/use-read-only';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useLocalizedPath } from '../../../lib/use-locale';
import { toastState } from '../../../lib/use-navigation-toast';
import { useRoles } from '../api/get-roles';
import { useUserAuthorities } from '../api/get-user-authorities';
import { useUserDetails } from '../api/get-user-details';
import { useRemoveAccess } from '../api/remove-access';
import { EditAccessForm } from '../components/edit-access-form';
import { UserDetailsForm } from '../components/user-details-form';
import { UserOverviewCard } from '../components/user-overview-card';
import { USERS_NAMESPACE } from '../utils/namespace';

/** Spec 000 §2 view and edit user (/access/users/{userId}). */
export function UserEditPage() {
  const { t } = useTranslation(USERS_NAMESPACE);
  const { userId = '' } = useParams();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { actingAs } = useSessionScope();
  const details = useUserDetails(userId, actingAs);
  const authorities = useUserAuthorities(userId, actingAs);
  const roles = useRoles(actingAs);
  const revoke = useRemoveAccess();
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const isReadOnly = useIsReadOnly();
  const user = details.data;
  const name = user ? `${user.firstName} ${user.lastName}` : '';

  const onRevoke = () =>
    user &&
    revoke.mutate(user.uId, {
      onSuccess: () => {
        setConfirmOpen(false);
        navigate(to('/access/users'), { state: toastState(t('revoke_success', { name })) });
      },
    });

  return (
    <PageContainer>
      <Stack gap="lg">
        <Hero
          title={user ? name : t('edit_title')}
          subtitle={t('edit_subtitle')}
          breadcrumbs={[
            { label: t('breadcrumb_access') },
            { label: t('title'), to: to('/access/users') },
            { label: user ? name : t('edit_title') },
          ]}
          actions={
            user && (
              <Button
                color="red.9"
                variant="outline"
                onClick={() => setConfirmOpen(true)}
                disabled={isReadOnly}
              >
                {t('revoke_button')}
              </Button>
            )
          }
        />
        <ReadOnlyNotice />
        {details.isError && (
          <Alert color="red" role="alert">
            {t(
              details.error && 'status' in details.error && details.error.status === 404
                ? 'user_not_found'
                : 'default_error_message',
            )}
          </Alert>
        )}
        {revoke.isError && (
          <Alert color="red" role="alert">
            {t('default_error_message')}
          </Alert>
        )}
        {details.isPending && <Skeleton height={160} radius="md" />}
        {user && <UserOverviewCard key={`overview-${user.uId}`} user={user} />}
        {user && <UserDetailsForm key={`details-${user.uId}`} user={user} actingAs={actingAs} />}
        {user && roles.data && authorities.data ? (
          <EditAccessForm
            key={`access-${user.uId}`}
            userId={user.uId}
            userName={name}
            roles={roles.data}
            entries={authorities.data.authorities}
          />
        ) : (
          !details.isError && <Skeleton height={240} radius="md" />
        )}
        <Group>
          <Button variant="default" onClick={() => navigate(to('/access/users'))}>
            {t('back_to_list')}
          </Button>
        </Group>
        <ConfirmModal
          opened={isConfirmOpen}
          title={t('revoke_title')}
          message={t('revoke_confirm', { name })}
          confirmLabel={t('revoke_button')}
          danger
          loading={revoke.isPending}
          onConfirm={onRevoke}
          onClose={() => setConfirmOpen(false)}
        />
      </Stack>
    </PageContainer>
  );
}
