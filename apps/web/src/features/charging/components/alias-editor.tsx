import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { aliasSaveBlocker, CHARGER_ALIAS_MAX, chargerAliasError, type TSitesQuery } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonButton } from '../../../components/reason-button';
import { useReadOnlyReason } from '../../../components/use-read-only-reason';
import { isApiError } from '../../../lib/api-client';
import { useSaveSiteAlias } from '../api/save-site-alias';
import { CHARGER_DETAILS_NAMESPACE } from '../utils/namespace';

export type AliasEditorProps = {
  selection: TSitesQuery;
  siteId: string;
  alias: string | null;
};

/**
 * Spec 001 §4 charger alias: edit, save (disabled while empty, invalid or unchanged, saying why),
 * delete (an empty alias). A refused save shows the server's message (the unique-name message).
 */
export function AliasEditor({ selection, siteId, alias }: AliasEditorProps) {
  const { t } = useTranslation(CHARGER_DETAILS_NAMESPACE);
  const save = useSaveSiteAlias();
  // Impersonation is read-only (spec 000 §6): the alias cannot be changed, and the buttons say why.
  const readOnly = useReadOnlyReason();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(alias ?? '');
  const blocker = aliasSaveBlocker(draft, alias);
  const lengthError = chargerAliasError(draft);
  const serverError = isApiError(save.error)
    ? t(save.error.messageKey)
    : save.error
      ? t('alias_failed')
      : null;
  const submit = (siteAlias: string) =>
    save.mutate({ ...selection, siteId, siteAlias }, { onSuccess: () => setEditing(false) });

  if (!editing)
    return (
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {t('alias_label')}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Text fw={600} data-testid="charger-alias">
            {alias ?? t('alias_none')}
          </Text>
          <ReasonButton
            size="xs"
            variant="default"
            reason={readOnly}
            onClick={() => {
              save.reset();
              setDraft(alias ?? '');
              setEditing(true);
            }}
          >
            {alias ? t('alias_change') : t('alias_set')}
          </ReasonButton>
          {alias && (
            <ReasonButton
              size="xs"
              variant="subtle"
              color="red"
              loading={save.isPending}
              reason={readOnly}
              onClick={() => submit('')}
            >
              {t('alias_delete')}
            </ReasonButton>
          )}
        </Group>
        {serverError && (
          <Text size="sm" c="red" role="alert">
            {serverError}
          </Text>
        )}
      </Stack>
    );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocker) submit(draft);
      }}
    >
      <Stack gap="xs">
        <TextInput
          label={t('alias_label')}
          description={t('alias_hint', { max: CHARGER_ALIAS_MAX })}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          error={lengthError ? t(lengthError) : serverError}
          maxLength={CHARGER_ALIAS_MAX + 20}
          data-autofocus
        />
        <Group gap="sm">
          <Button
            type="submit"
            size="xs"
            disabled={Boolean(blocker)}
            loading={save.isPending}
            aria-describedby={blocker ? 'alias-save-blocker' : undefined}
          >
            {t('alias_save')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setEditing(false)}>
            {t('alias_cancel')}
          </Button>
        </Group>
        {blocker && (
          <Text size="xs" c="dimmed" id="alias-save-blocker">
            {t(blocker)}
          </Text>
        )}
      </Stack>
    </form>
  );
}
