import { Alert, Loader, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  isRestrictionType,
  RESTRICTION_BLOCK_OF,
  RESTRICTION_TOAST_MS,
  type TRestrictionType,
} from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { useLocalizedPath } from '../../../lib/use-locale';
import { useRestrictionDetails, useSaveRestrictions } from '../api/profiles-api';
import { RestrictionForm } from '../components/restriction-form';
import { useRestrictionAccess } from '../utils/access';
import { messageKeyOf } from '../utils/issues';
import { RESTRICTIONS_NS } from '../utils/namespaces';
import { typeKey } from '../utils/type-keys';
import { useGo } from '../utils/use-go';

/**
 * Spec 002 §2.8: /cards/restrictions/{profileId}/edit/{type}. No profileId leads to the list; no or
 * an unknown type to the profile detail. On success the profile is refreshed and the detail shown.
 */
export function EditRestrictionPage() {
  const { profileId: idText, type } = useParams();
  const profileId = Number(idText);
  const localized = useLocalizedPath();
  const valid = Number.isInteger(profileId) && profileId > 0;
  if (!valid) return <Navigate to={localized('/cards/restrictions')} replace />;
  if (!isRestrictionType(type))
    return <Navigate to={localized(`/cards/restrictions/${profileId}`)} replace />;
  return <EditForm profileId={profileId} type={type} />;
}

function EditForm({ profileId, type }: { profileId: number; type: TRestrictionType }) {
  const { t } = useTranslation(RESTRICTIONS_NS);
  const navigate = useGo();
  const localized = useLocalizedPath();
  const { isAvailable } = useRestrictionAccess();
  const details = useRestrictionDetails(profileId);
  const data = details.data?.restrictiondetails;
  const save = useSaveRestrictions(data?.profile.authorityId);
  const [failure, setFailure] = useState<string | null>(null);
  const detail = `/cards/restrictions/${profileId}`;

  if (!isAvailable) return <Alert color="yellow">{t('not_available')}</Alert>;
  if (details.isPending) return <Loader m="xl" role="status" aria-label={t('loading')} />;
  if (!data) return <Alert color="red">{t('load_error')}</Alert>;
  const { profile } = data;
  if (profile.isReadOnly) return <Navigate to={localized(detail)} replace />;

  return (
    <PageContainer>
      <Stack gap="md">
        <Hero
          title={t('edit_title', { type: t(typeKey(type)) })}
          subtitle={profile.profileName}
          breadcrumbs={[
            { label: t('breadcrumb_home'), to: '/dashboard' },
            { label: t('title'), to: '/cards/restrictions' },
            { label: profile.profileName, to: detail },
            { label: t(typeKey(type)) },
          ]}
        />
        <ReadOnlyNotice />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <RestrictionForm
          type={type}
          initial={data}
          settings={{
            authorityId: profile.authorityId,
            serviceCode: profile.serviceCode,
            currency: profile.currency,
            distanceUnit: profile.distanceUnit,
          }}
          submitLabel={t('save')}
          backLabel={t('cancel')}
          busy={save.isPending}
          onBack={() => navigate(detail)}
          onSubmit={async (block) => {
            setFailure(null);
            try {
              await save.mutateAsync({
                restrictionDetail: { profileId, [RESTRICTION_BLOCK_OF[type]]: block },
              });
              notifications.show({
                color: 'green',
                message: t('save_success'),
                autoClose: RESTRICTION_TOAST_MS,
              });
              navigate(detail);
            } catch (e) {
              setFailure(t(messageKeyOf(e, 'restriction_profiles_update_notification_error_singular')));
            }
          }}
        />
      </Stack>
    </PageContainer>
  );
}
