import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { type TUserDetails, ZUserBasicDetails } from '@portal/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
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

/** Spec 000 §2 details form; Save once something changed and every field is valid (§4, §5). */
export function UserDetailsForm({ user }: { user: TUserDetails }) {
  const { t } = useTranslation(USERS_NAMESPACE);
  const update = useUpdateUser();
  const [outcome, setOutcome] = useState<{ ok: boolean; name?: string } | null>(null);
  const form = useForm<ContactFormValues, unknown, Output>({
    resolver: zodResolver(ZUserBasicDetails),
    defaultValues: initialValues(user),
    mode: 'onChange',
  });
  const onSubmit = form.handleSubmit(async (basicDetails) => {
    setOutcome(null);
    try {
      const result = await update.mutateAsync({ userId: String(user.uId), body: { user: { basicDetails } } });
      setOutcome({ ok: true, name: result.name });
      form.reset(form.getValues());
    } catch {
      setOutcome({ ok: false });
    }
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
          <UserContactFields form={form} isEmailEditable={false} userName={user.userName} />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={update.isPending}
              disabled={!form.formState.isDirty || !form.formState.isValid}
            >
              {t('save_details_button')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
