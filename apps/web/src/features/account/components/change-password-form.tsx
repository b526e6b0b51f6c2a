import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IDENTITY_ERROR_KEYS, isPasswordStrongEnough, VALIDATION_KEYS } from '@portal/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-client';
import { usePortalConfig } from '../../identity';
import { useChangePassword } from '../api/change-password';
import { ACCOUNT_NAMESPACE } from '../content';

/** The activation rule of the built-in identity provider (contract), and the repeat must match. */
const ZPasswordForm = z
  .object({
    currentPassword: z.string().min(1, VALIDATION_KEYS.required),
    newPassword: z.string().refine(isPasswordStrongEnough, IDENTITY_ERROR_KEYS.passwordWeak),
    confirm: z.string(),
  })
  .refine((v) => v.newPassword === v.confirm, { path: ['confirm'], message: 'password_mismatch' });
type FormValues = z.infer<typeof ZPasswordForm>;
const FIELDS = ['currentPassword', 'newPassword'] as const;
const EMPTY: FormValues = { currentPassword: '', newPassword: '', confirm: '' };

const INPUTS = [
  { name: 'currentPassword', labelKey: 'current_password_label', autoComplete: 'current-password' },
  { name: 'newPassword', labelKey: 'new_password_label', autoComplete: 'new-password' },
  { name: 'confirm', labelKey: 'confirm_password_label', autoComplete: 'new-password' },
] as const;

type Notice = { color: 'green' | 'red'; text: string };

export type ChangePasswordFormProps = { readOnly: boolean };

/**
 * "Update password" of My details (spec 000 §2; issue 15): with the built-in identity provider the
 * current password and a new one by the activation rules; the other sessions end. With an external
 * provider a link to its own page (OIDC_PASSWORD_URL), or a note that it manages passwords.
 */
export function ChangePasswordForm({ readOnly }: ChangePasswordFormProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { data: config } = usePortalConfig();
  const mutation = useChangePassword();
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm<FormValues>({ resolver: zodResolver(ZPasswordForm), defaultValues: EMPTY });
  const { errors } = form.formState;
  const errorText = (key: string | undefined) => (key ? t(key) : undefined);

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setNotice(null);
    try {
      await mutation.mutateAsync({ currentPassword, newPassword });
      form.reset(EMPTY);
      setNotice({ color: 'green', text: 'password_changed_message' });
    } catch (error) {
      const issues = isApiError(error) ? (error.issues ?? []) : [];
      for (const { path, messageKey } of issues) {
        const name = FIELDS.find((field) => path.endsWith(field));
        if (name) form.setError(name, { message: messageKey });
      }
      if (issues.length > 0) return;
      const isTooMany = isApiError(error) && error.status === 429;
      setNotice({ color: 'red', text: isTooMany ? 'password_too_many_attempts' : 'password_change_failed' });
    }
  });

  const heading = (
    <Title order={3} size="h4" id="account-password-title">
      {t('update_password_label')}
    </Title>
  );
  if (!config) return heading;
  if (!config.isBuiltInIdp)
    return (
      <Stack gap="xs">
        {heading}
        <Text size="sm">{t('password_managed_externally')}</Text>
        {config.passwordUrl && (
          <Anchor href={config.passwordUrl} size="sm" w="fit-content">
            {t('external_password_link')}
          </Anchor>
        )}
      </Stack>
    );
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="account-password-title">
      <Stack gap="md">
        {heading}
        <Text size="sm" c="dimmed" id="account-password-rule">
          {t('password_rule_text')}
        </Text>
        {notice && (
          <Alert color={notice.color} role={notice.color === 'red' ? 'alert' : 'status'}>
            {t(notice.text)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {INPUTS.map(({ name, labelKey, autoComplete }) => (
            <PasswordInput
              key={name}
              label={t(labelKey)}
              autoComplete={autoComplete}
              required
              disabled={readOnly}
              aria-describedby={name === 'newPassword' ? 'account-password-rule' : undefined}
              error={errorText(errors[name]?.message)}
              {...form.register(name)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" disabled={readOnly} loading={mutation.isPending}>
            {t('change_password_button')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
