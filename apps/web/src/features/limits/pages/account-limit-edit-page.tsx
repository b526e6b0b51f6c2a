import { Alert, Button, Loader } from '@mantine/core';
import { migrationBlocks, PERMISSION_KEYS, type TAccountLimitRow } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { useReadOnlyReason } from '../../../components/use-read-only-reason';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useLocalizedPath } from '../../../lib/use-locale';
import { toastState } from '../../../lib/use-navigation-toast';
import { useAccountLimit, useSaveAccountLimit } from '../api/limits-api';
import { LimitsForm, type LimitsFormValues } from '../components/limits-form';
import { LIMITS_NS } from '../utils/namespaces';

/** Spec 002 §2.9: the edit page of one authority's limits (the list row arrives as navigation state). */
export function AccountLimitEditPage() {
  const { t } = useTranslation(LIMITS_NS);
  const { authorityId = '' } = useParams();
  const state = useLocation().state as { row?: TAccountLimitRow } | null;
  const given = state?.row?.authorityId === authorityId ? state.row : undefined;
  const loaded = useAccountLimit(authorityId, !given);
  const row = given ?? loaded.data ?? undefined;
  const { permissions, migrationStatus } = useSessionScope();
  const save = useSaveAccountLimit();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const back = () => navigate(to('/cards/limits'));
  // Impersonation is read-only (spec 000 §6): its reason comes first.
  const readOnlyReason =
    useReadOnlyReason() ??
    (migrationBlocks(migrationStatus).restriction
      ? t('edit_disabled_migration')
      : !permissions.has(PERMISSION_KEYS.editCardLimits)
        ? t('edit_disabled_permission')
        : undefined);

  const onSave = (values: LimitsFormValues) =>
    row &&
    save.mutate(
      { ...values, authorityId: row.authorityId, customerId: row.customerId, parentId: row.parentId },
      {
        onSuccess: () =>
          navigate(to('/cards/limits'), {
            state: toastState(t('edit_success', { authority: row.authorityId })),
          }),
      },
    );

  return (
    <PageContainer>
      <Button variant="subtle" onClick={back} mb="sm" px={0}>
        {t('back')}
      </Button>
      <Hero
        title={t('edit_title', { authority: authorityId })}
        subtitle={row ? `${row.authorityName} · ${row.customerName}` : undefined}
      />
      <ReadOnlyNotice />
      {save.isError && (
        <Alert color="red" role="alert" mb="md">
          {t('edit_limit_failure')}
        </Alert>
      )}
      {!row && loaded.isPending && <Loader role="status" aria-label={t('loading')} />}
      {!row && !loaded.isPending && (
        <Alert color="red" role="alert">
          {t('load_error')}
        </Alert>
      )}
      {row && (
        <LimitsForm
          key={row.authorityId}
          row={row}
          readOnlyReason={readOnlyReason}
          saving={save.isPending}
          onSave={onSave}
          onCancel={back}
        />
      )}
    </PageContainer>
  );
}
