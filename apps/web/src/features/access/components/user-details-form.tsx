import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, Paper, Stack, Title } from '@mantine/core';
import { type TUserDetails, ZUserBasicDetails } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useIsReadOnly } from '../../../lib/session/use-read-only';
import { getUserDetailsQueryOptions } from '../api/get-user-details';
import { useUpdateUser } from '../api/update-user';
import { USERS_NAMESPACE } from '../utils/namespace';
import { type ContactFormValues, UserContactFields } from './user-contact-fields';

type Output = z.output<typeof ZUserBasicDetails>;
const initialValues = (u: TUserDetails): ContactFormValues => ({
  firstName: u.firstName,
  lastName: u.lastName,
  jobTitle: u.jobTitle ?? '',
  email: u.email,
  mobileNumberIsdCode: u.mobileNumberIsdCode ?? '',
  mobileNumber: u.mobileNumber ?? '',
  landlineNumberIsdCode: u.landlineNumberIsdCode ?? '',
  landlineNumber: u.landlineNumber ?? '',
});

export type UserDetailsFormProps = {
  user: TUserDetails;
  /** Part of the details query key (the impersonated user's id or ''). */
  actingAs: string;
};

/** Spec 000 §2 details form; Save once something changed and every field is valid (§4, §5). */
export function UserDetailsForm({ user, actingAs }: UserDetailsFormProps) {
  const { t } = useTranslation(USERS_NAMESPACE);
  const queryClient = useQueryClient();
  const update = useUpdateUser();
  const isReadOnly = useIsReadOnly();
  const [outcome, setOutcome] = useState<{ ok: boolean; name?: string } | null>(null);
  const form = useForm<ContactFormValues, unknown, Output>({
    resolver: zodResolver(ZUserBasicDetails),
    defaultValues: initialValues(user),
    mode: 'onChange',
  });
  // Read both flags on every render: formState is a proxy that only tracks what render reads, and a
  // short-circuited `!isDirty || !isValid` left isValid untracked until the second change.
  const { isDirty, isValid } = form.formState;
  const onSubmit = form.handleSubmit(async (basicDetails) => {
    setOutcome(null);
    const userId = String(user.uId);
    let name: string;
    try {
      ({ name } = await update.mutateAsync({ userId, body: { user: { basicDetails } } }));
    } catch {
      setOutcome({ ok: false });
      return;
    }
    setOutcome({ ok: true, name });
    // On 200 the details reload (spec 000 §4): the mutation's invalidation has refetched them, so this
    // reads the cache; the form then shows what the server kept (trimmed, §5).
    const reloaded = await queryClient
      .fetchQuery(getUserDetailsQueryOptions(userId, actingAs))
      .catch(() => null);
    form.reset(reloaded ? initialValues(reloaded) : { ...form.getValues(), ...basicDetails });
  });
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="user-details-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="user-details-title">
            {t('details_title')}
          </Title>
          {outcome && (
            <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
              {outcome.ok ? t('edit_success', { name: outcome.name }) : t('default_error_message')}
            </Alert>
          )}
          <Fieldset variant="unstyled" disabled={isReadOnly}>
            <UserContactFields form={form} isEmailEditable={false} userName={user.userName} />
          </Fieldset>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={isReadOnly || !isDirty || !isValid}>
              {t('save_details_button')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
