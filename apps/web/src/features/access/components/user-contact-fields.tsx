import { Box, SimpleGrid, TextInput } from '@mantine/core';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../components/phone-field';
import { USERS_NAMESPACE } from '../utils/namespace';

/** The fields both the details form and wizard step 0 hold (spec 000 §2, §5). */
export type ContactFormValues = {
  firstName: string;
  lastName: string;
  jobTitle?: string;
  email?: string;
  mobileNumberIsdCode?: string;
  mobileNumber?: string;
  landlineNumberIsdCode?: string;
  landlineNumber?: string;
};

type Props = {
  // biome-ignore lint/suspicious/noExplicitAny: shared by two forms whose output types differ
  form: UseFormReturn<ContactFormValues, unknown, any>;
  /** Email editable (wizard) or read-only (edit page). */
  isEmailEditable: boolean;
  userName?: string | null;
};

/** Names, job title, email and phones with country dial codes. Errors are message keys. */
export function UserContactFields({ form, isEmailEditable, userName }: Props) {
  const { t } = useTranslation(USERS_NAMESPACE);
  const errors: FieldErrors<ContactFormValues> = form.formState.errors;
  const error = (name: keyof ContactFormValues) => {
    const key = errors[name]?.message;
    return typeof key === 'string' && key ? t(key) : undefined;
  };
  const phone = (kind: 'mobile' | 'landline') => {
    const code = kind === 'mobile' ? 'mobileNumberIsdCode' : 'landlineNumberIsdCode';
    const number = kind === 'mobile' ? 'mobileNumber' : 'landlineNumber';
    return (
      <PhoneField
        control={form.control}
        codeName={code}
        number={form.register(number)}
        codeLabel={t(`${kind}_code_label`)}
        numberLabel={t(`${kind}_label`)}
        codeError={error(code)}
        numberError={error(number)}
      />
    );
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {userName !== undefined && (
        <TextInput label={t('user_name_label')} value={userName ?? ''} readOnly variant="filled" />
      )}
      <TextInput
        label={t('email_label')}
        withAsterisk={isEmailEditable}
        readOnly={!isEmailEditable}
        variant={isEmailEditable ? 'default' : 'filled'}
        type="email"
        {...form.register('email')}
        error={error('email')}
      />
      <TextInput
        label={t('first_name_label')}
        withAsterisk
        {...form.register('firstName')}
        error={error('firstName')}
      />
      <TextInput
        label={t('last_name_label')}
        withAsterisk
        {...form.register('lastName')}
        error={error('lastName')}
      />
      <TextInput label={t('job_title_label')} {...form.register('jobTitle')} error={error('jobTitle')} />
      <Box visibleFrom="sm" />
      {phone('mobile')}
      {phone('landline')}
    </SimpleGrid>
  );
}
