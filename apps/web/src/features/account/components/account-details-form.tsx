import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { normaliseSpaces, type TAccountUser, ZAccountDetailsUpdate } from '@portal/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PhoneField } from '../../../components/phone-field';
import { useUpdateAccountDetails } from '../api/update-account-details';
import { ACCOUNT_NAMESPACE } from '../content';

type FormValues = z.input<typeof ZAccountDetailsUpdate>;

export const formValuesOf = (d: TAccountUser): Required<FormValues> => ({
  firstName: d.firstName,
  lastName: d.lastName,
  jobTitle: d.jobTitle ?? '',
  mobileNumberIsdCode: d.mobileNumberIsdCode ?? '',
  mobileNumber: d.mobileNumber ?? '',
  landlineNumberIsdCode: d.landlineNumberIsdCode ?? '',
  landlineNumber: d.landlineNumber ?? '',
});

export type AccountDetailsFormProps = {
  details: TAccountUser;
  readOnly: boolean;
  onResult: (result: 'success' | 'error') => void;
};

/**
 * My details (spec 000 §2, §4, §5): the name rules of the contract, save disabled until something
 * changed and every field is valid; on 200 the details reload.
 */
export function AccountDetailsForm({ details, readOnly, onResult }: AccountDetailsFormProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const mutation = useUpdateAccountDetails();
  const form = useForm<FormValues, unknown, z.output<typeof ZAccountDetailsUpdate>>({
    mode: 'onChange',
    resolver: zodResolver(ZAccountDetailsUpdate),
    defaultValues: formValuesOf(details),
  });
  const { errors, isDirty, isValid } = form.formState;
  const { reset } = form;
  useEffect(() => reset(formValuesOf(details)), [details, reset]);

  const errorText = (key: string | undefined) => (key ? t(key) : undefined);
  // The names go as typed ("%20" stays "%20"): the check decodes like the server, the request is encoded.
  const asTyped = (values: z.output<typeof ZAccountDetailsUpdate>) => {
    const typed = form.getValues();
    return {
      ...values,
      firstName: normaliseSpaces(typed.firstName),
      lastName: normaliseSpaces(typed.lastName),
      jobTitle: typed.jobTitle === undefined ? undefined : normaliseSpaces(typed.jobTitle),
    };
  };
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(asTyped(values), {
      onSuccess: () => onResult('success'),
      onError: () => onResult('error'),
    }),
  );

  const phone = (kind: 'mobile' | 'landline') => {
    const code = kind === 'mobile' ? 'mobileNumberIsdCode' : 'landlineNumberIsdCode';
    const number = kind === 'mobile' ? 'mobileNumber' : 'landlineNumber';
    return (
      <PhoneField
        control={form.control}
        codeName={code}
        number={form.register(number)}
        codeLabel={t('dial_code_label')}
        codeAriaLabel={t(`${kind}_dial_code_label`)}
        numberLabel={t(`${kind}_label`)}
        codeError={errorText(errors[code]?.message)}
        numberError={errorText(errors[number]?.message)}
        disabled={readOnly}
      />
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="account-details-title">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('username_label')} value={details.userName ?? details.email} readOnly />
          <TextInput label={t('email_label')} value={details.email} readOnly />
          <TextInput
            label={t('first_name_label')}
            required
            error={errorText(errors.firstName?.message)}
            disabled={readOnly}
            {...form.register('firstName')}
          />
          <TextInput
            label={t('last_name_label')}
            required
            error={errorText(errors.lastName?.message)}
            disabled={readOnly}
            {...form.register('lastName')}
          />
          <TextInput
            label={t('job_title_label')}
            error={errorText(errors.jobTitle?.message)}
            disabled={readOnly}
            {...form.register('jobTitle')}
          />
          <div />
          {phone('mobile')}
          {phone('landline')}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" disabled={readOnly || !isDirty || !isValid} loading={mutation.isPending}>
            {t('save_details_button')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
