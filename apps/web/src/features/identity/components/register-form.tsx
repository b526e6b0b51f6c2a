import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IDENTITY_ERROR_KEYS, MESSAGE_KEYS, type TOtapResponse, ZRegisterBody } from '@portal/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client';
import { INTERNAL_LOGIN_PATH } from '../../../lib/session/entry-route';
import { useBrand } from '../../../lib/use-brand';
import { useActiveLocale, useLocalizedPath } from '../../../lib/use-locale';
import { useRegisterUser } from '../api/register-user';
import { useMessageText } from '../hooks/use-message-text';
import classes from './register-form.module.css';

/** The fields the user sees; brand, user name and language are added on submit. */
const ZRegisterForm = ZRegisterBody.pick({ firstName: true, lastName: true, email: true });
type TRegisterFormInput = z.input<typeof ZRegisterForm>;
type TRegisterFormOutput = z.output<typeof ZRegisterForm>;
const FIELDS = ['firstName', 'lastName', 'email'] as const;
type FieldName = (typeof FIELDS)[number];
const isField = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);

export type RegisterFormProps = { token: string; invite: TOtapResponse };

type Outcome = { kind: 'form' } | { kind: 'registered'; email: string } | { kind: 'exists' };

/**
 * Spec 000 §2 Registration page: names pre-filled and editable, email read-only, continue. Success
 * says an activation email was sent; an existing email shows the spec's text with login buttons.
 */
export function RegisterForm({ token, invite }: RegisterFormProps) {
  const { t } = useTranslation('register');
  const messageText = useMessageText('register');
  const brand = useBrand();
  const locale = useActiveLocale();
  const to = useLocalizedPath();
  const registerUser = useRegisterUser();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'form' });
  const [formErrorKey, setFormErrorKey] = useState<string | null>(null);
  const form = useForm<TRegisterFormInput, unknown, TRegisterFormOutput>({
    resolver: zodResolver(ZRegisterForm),
    defaultValues: { firstName: invite.firstName, lastName: invite.lastName, email: invite.eMail },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormErrorKey(null);
    try {
      await registerUser.mutateAsync({
        token,
        body: { ...values, userName: values.email, brand: brand.code, languageISOCode: locale },
      });
      setOutcome({ kind: 'registered', email: values.email });
    } catch (error) {
      if (
        isApiError(error) &&
        (error.status === 409 || error.messageKey === IDENTITY_ERROR_KEYS.emailExists)
      ) {
        setOutcome({ kind: 'exists' });
        return;
      }
      const fieldIssues = isApiError(error)
        ? (error.issues ?? []).flatMap(({ path, messageKey }) => {
            const name = path.split('.').pop() ?? '';
            return isField(name) ? [{ name, messageKey }] : [];
          })
        : [];
      for (const { name, messageKey } of fieldIssues) form.setError(name, { message: messageKey });
      if (fieldIssues.length === 0)
        setFormErrorKey(isApiError(error) ? error.messageKey : MESSAGE_KEYS.defaultError);
    }
  });

  if (outcome.kind === 'registered') {
    return (
      <Alert
        color="green"
        variant="light"
        title={t('success_title')}
        classNames={{ title: classes.alertTitle }}
      >
        {t('success_text', { email: outcome.email })}
      </Alert>
    );
  }
  if (outcome.kind === 'exists') {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light">
          {messageText(IDENTITY_ERROR_KEYS.emailExists)}
        </Alert>
        <Group>
          <Button component={Link} to={to('/login')}>
            {t('login_button')}
          </Button>
          <Button component={Link} to={INTERNAL_LOGIN_PATH} variant="default">
            {t('internal_login_button')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const fieldError = (name: FieldName) => {
    const key = errors[name]?.message;
    return key ? messageText(key) : undefined;
  };
  return (
    <form className={classes.root} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <Text c="gray.7">{t('intro')}</Text>
        <TextInput
          label={t('first_name_label')}
          autoComplete="given-name"
          withAsterisk
          error={fieldError('firstName')}
          {...form.register('firstName')}
        />
        <TextInput
          label={t('last_name_label')}
          autoComplete="family-name"
          withAsterisk
          error={fieldError('lastName')}
          {...form.register('lastName')}
        />
        <TextInput
          label={t('email_label')}
          description={t('email_description')}
          readOnly
          variant="filled"
          error={fieldError('email')}
          {...form.register('email')}
        />
        {formErrorKey && (
          <Alert color="red" variant="light">
            {messageText(formErrorKey)}
          </Alert>
        )}
        <Button type="submit" size="md" loading={isSubmitting} mt="xs">
          {t('continue_button')}
        </Button>
      </Stack>
    </form>
  );
}
