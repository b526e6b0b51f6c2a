import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { migrationBlocks, PERMISSION_KEYS, type TOverride } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useReadOnlyReason } from '../../../components/use-read-only-reason';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { toast } from '../../../lib/toast';
import { LIMITS_QUERY_ROOT, useAccountLimit, useOverrides, useSetOverride } from '../api/limits-api';
import { formatCountdown, useCountdown } from '../utils/countdown';
import { LIMITS_NS } from '../utils/namespaces';
import { OverrideModal, type OverrideTarget } from './override-modal';

/** Why the override buttons are disabled, or undefined when they are not (every disabled control says why). */
function useDisabledReason(needsAuthority: boolean): string | undefined {
  const { t } = useTranslation(LIMITS_NS);
  const { permissions, migrationStatus, masthead, selection } = useSessionScope();
  const readOnly = useReadOnlyReason();
  if (readOnly) return readOnly;
  // The masthead flag is the selected entry's: it speaks for one account only at authority level.
  if (needsAuthority && masthead?.isAck === 'N') return t('override_disabled_ack');
  if (migrationBlocks(migrationStatus).restriction) return t('override_disabled_migration');
  if (!permissions.has(PERMISSION_KEYS.setProfileOverride)) return t('override_disabled_permission');
  if (needsAuthority && selection?.accessLevel !== 'A') return t('override_disabled_level');
  return undefined;
}

function RunningOverride({ override, onEdit }: { override: TOverride; onEdit: (o: TOverride) => void }) {
  const { t } = useTranslation(LIMITS_NS);
  const client = useQueryClient();
  const end = useSetOverride();
  const [confirming, setConfirming] = useState(false);
  const reason = useDisabledReason(false);
  const refresh = useCallback(
    () => client.invalidateQueries({ queryKey: [...LIMITS_QUERY_ROOT, 'overrides'] }),
    [client],
  );
  const left = useCountdown(override.endTime, refresh);
  const reasonId = `override-reason-${override.overrideId}`;
  const endNow = () =>
    end.mutate(
      { ...targetOf(override), acceptViolation: true, alertViolation: override.alertViolation, duration: 0 },
      {
        onSuccess: () => {
          setConfirming(false);
          toast('green', t('override_ended'), t('close'));
        },
        onError: () => toast('red', t('override_edit_error'), t('close')),
      },
    );
  return (
    <Alert
      color="yellow"
      title={t('override_banner_title')}
      data-testid="override-banner"
      // The title in dark text: the theme's yellow on the light yellow is below 4.5:1 (axe colour contrast).
      styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
    >
      <Stack gap="xs">
        <Text size="sm">
          {t(override.alertViolation ? 'override_banner_text_alert' : 'override_banner_text', {
            authority: override.authorityNumber,
            customer: override.customerName,
          })}
        </Text>
        <Text size="sm" fw={700}>
          {t('override_ends_in')}{' '}
          <span role="timer" aria-label={t('override_time_left')} data-testid="override-countdown">
            {formatCountdown(left)}
          </span>
        </Text>
        <Group gap="sm">
          <Button
            size="xs"
            onClick={() => onEdit(override)}
            disabled={Boolean(reason)}
            aria-describedby={reason ? reasonId : undefined}
          >
            {t('override_extend_button')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            onClick={() => setConfirming(true)}
            disabled={Boolean(reason)}
            aria-describedby={reason ? reasonId : undefined}
          >
            {t('override_end_button')}
          </Button>
        </Group>
        {reason && (
          <Text size="xs" id={reasonId}>
            {reason}
          </Text>
        )}
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('override_end_title')}
        message={t('override_end_message')}
        confirmLabel={t('override_end_button')}
        danger
        loading={end.isPending}
        onConfirm={endNow}
        onClose={() => setConfirming(false)}
      />
    </Alert>
  );
}

const targetOf = (o: TOverride): OverrideTarget => ({
  authorityId: o.authorityId,
  customerId: o.customerId,
  parentId: o.parentId,
});

/**
 * The active-override banner with its countdown (spec 002 §2.5, §4.11) and the set, extend and end
 * actions. Mounted above the restriction profile list and on the account spending limits page.
 */
export function OverridePanel() {
  const { t } = useTranslation(LIMITS_NS);
  const { selection } = useSessionScope();
  const overrides = useOverrides(selection);
  const atAuthority = selection?.accessLevel === 'A';
  // The authority's customer and parent, loaded only at authority level (spec 002 §2.9).
  const authority = useAccountLimit(selection?.accessLevelCode ?? '', atAuthority);
  const [editing, setEditing] = useState<{
    mode: 'create' | 'extend';
    target: OverrideTarget;
    alert?: boolean;
  }>();
  const reason = useDisabledReason(true);
  const running = overrides.data?.overrides ?? [];
  const row = authority.data;
  const done = (message: string) => {
    setEditing(undefined);
    toast('green', message, t('close'));
  };

  return (
    <Stack gap="sm" mb="md">
      {running.map((o) => (
        <RunningOverride
          key={o.overrideId}
          override={o}
          onEdit={(x) => setEditing({ mode: 'extend', target: targetOf(x), alert: x.alertViolation })}
        />
      ))}
      {overrides.isSuccess && running.length === 0 && (
        <Group gap="sm" align="center">
          <Button
            variant="light"
            disabled={Boolean(reason) || !row}
            aria-describedby={reason ? 'override-set-reason' : undefined}
            onClick={() =>
              row &&
              setEditing({
                mode: 'create',
                target: { authorityId: row.authorityId, customerId: row.customerId, parentId: row.parentId },
              })
            }
          >
            {t('override_set_button')}
          </Button>
          <Text size="sm" id="override-set-reason">
            {reason ?? t('override_none')}
          </Text>
        </Group>
      )}
      {editing && (
        <OverrideModal
          mode={editing.mode}
          target={editing.target}
          alert={editing.alert}
          onDone={done}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  );
}
