import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Stepper,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { USERS_MESSAGE_KEYS, ZNewUserDetails } from '@portal/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { Skeleton } from '../../../components/skeleton';
import { isApiError } from '../../../lib/api-client';
import { phoneText } from '../../../lib/phone-text';
import { useIsReadOnly } from '../../../lib/session/use-read-only';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useActiveLocale, useLocalizedPath } from '../../../lib/use-locale';
import { useRoleLabel } from '../../../lib/use-role-label';
import { checkUserExists } from '../api/check-user-exists';
import { useCreateUser } from '../api/create-user';
import { useRoles } from '../api/get-roles';
import { type AccessListValue, AuthorityAccessList } from '../components/authority-access-list';
import { UserContactFields } from '../components/user-contact-fields';
import { READABLE_ALERT_STYLES, USERS_NAMESPACE } from '../utils/namespace';

type Details = z.output<typeof ZNewUserDetails>;
const STEP_KEYS = ['step_details', 'step_access', 'step_permissions', 'step_summary', 'step_sent'] as const;

/** Spec 000 §2, §4 add-user wizard: 0 details, 1 access, 2 roles, 3 summary, 4 sent; back moves one step. */
export function AddUserPage() {
  const { t } = useTranslation(USERS_NAMESPACE);
  const roleLabel = useRoleLabel();
  const to = useLocalizedPath();
  const locale = useActiveLocale();
  const { actingAs, selection } = useSessionScope();
  const roles = useRoles(actingAs);
  const create = useCreateUser();
  const isReadOnly = useIsReadOnly();
  const [step, setStep] = useState(0);
  // Step names beside the numbers only where they fit; the current step's name is the heading below.
  const isWide = useMediaQuery('(min-width: 62em)') ?? true;
  const [details, setDetails] = useState<Details | null>(null);
  const [access, setAccess] = useState<AccessListValue>({});
  const [stepError, setStepError] = useState<string | null>(null);
  const [isChecking, setChecking] = useState(false);
  const form = useForm<z.input<typeof ZNewUserDetails>, unknown, Details>({
    resolver: zodResolver(ZNewUserDetails),
    defaultValues: {
      firstName: '',
      lastName: '',
      jobTitle: '',
      email: '',
      mobileNumberIsdCode: '',
      mobileNumber: '',
    },
    mode: 'onTouched',
  });
  const selected = (roles.data?.authorities ?? []).filter((a) => a.authorityId in access);
  const roleName = new Map(
    (roles.data?.roleNames ?? []).map((r) => [r.roleId, roleLabel(r.roleId, r.roleName)]),
  );
  const go = (next: number) => {
    setStepError(null);
    setStep(next);
  };

  const submitDetails = form.handleSubmit(async (values) => {
    setChecking(true);
    try {
      // Existence is checked before moving on (spec 000 §5).
      if (await checkUserExists(values.email, selection)) {
        form.setError('email', { message: USERS_MESSAGE_KEYS.emailExists });
        return;
      }
      setDetails(values);
      go(1);
    } catch {
      setStepError('default_error_message');
    } finally {
      setChecking(false);
    }
  });
  const nextFromAccess = () =>
    selected.length === 0 ? setStepError(USERS_MESSAGE_KEYS.authorityRequired) : go(2);
  const nextFromRoles = () =>
    selected.some((a) => access[a.authorityId] == null)
      ? setStepError(USERS_MESSAGE_KEYS.roleRequired)
      : go(3);
  const submit = async () => {
    if (!details) return;
    setStepError(null);
    try {
      await create.mutateAsync({
        user: { ...details, languageCode: details.languageCode ?? locale },
        Authority: selected.map((a) => ({
          authorityId: a.authorityId,
          roleId: access[a.authorityId] as number,
        })),
      });
      go(4);
    } catch (error) {
      if (isApiError(error) && error.messageKey === USERS_MESSAGE_KEYS.emailExists) {
        form.setError('email', { message: USERS_MESSAGE_KEYS.emailExists });
        go(0);
        return;
      }
      setStepError('default_error_message');
    }
  };
  const restart = () => {
    form.reset();
    setDetails(null);
    setAccess({});
    create.reset();
    go(0);
  };

  const nav = (onNext: () => void, nextLabel = t('next_button'), isLoading = false) => (
    <Group justify="space-between" mt="md">
      {step > 0 ? (
        <Button variant="default" onClick={() => go(step - 1)}>
          {t('back_button')}
        </Button>
      ) : (
        <Button variant="default" component={Link} to={to('/access/users')}>
          {t('cancel_button')}
        </Button>
      )}
      <Button onClick={onNext} loading={isLoading}>
        {nextLabel}
      </Button>
    </Group>
  );
  const list = (mode: 'access' | 'roles') =>
    roles.data ? (
      <AuthorityAccessList
        authorities={mode === 'access' ? roles.data.authorities : selected}
        roleNames={roles.data.roleNames}
        value={access}
        onChange={(next) => {
          setAccess(next);
          setStepError(null);
        }}
        showSwitch={mode === 'access'}
        showRoles={mode === 'roles'}
        showMissingRoles={mode === 'roles' && stepError !== null}
      />
    ) : (
      <Skeleton height={240} />
    );

  return (
    <PageContainer>
      <Stack gap="lg">
        <Hero
          title={t('add_title')}
          subtitle={t('add_subtitle')}
          breadcrumbs={[
            { label: t('breadcrumb_access') },
            { label: t('title'), to: to('/access/users') },
            { label: t('add_title') },
          ]}
        />
        <ReadOnlyNotice />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stepper active={step === 4 ? 5 : step} size="sm" allowNextStepsSelect={false}>
            {STEP_KEYS.map((key) => (
              <Stepper.Step key={key} label={isWide ? t(key) : undefined} aria-label={t(key)} />
            ))}
          </Stepper>
          <Fieldset variant="unstyled" disabled={isReadOnly} mt="xl">
            <Stack gap="md">
              <Title order={2} size="h3">
                {t(STEP_KEYS[step] ?? 'step_details')}
              </Title>
              {stepError && (
                <Alert color="red" role="alert">
                  {t(stepError)}
                </Alert>
              )}
              {step === 0 && (
                <form onSubmit={submitDetails} noValidate>
                  <UserContactFields form={form as never} isEmailEditable />
                  {nav(submitDetails, t('next_button'), isChecking)}
                </form>
              )}
              {step === 1 && (
                <>
                  <Text size="sm">{t('access_step_text')}</Text>
                  {list('access')}
                  {nav(nextFromAccess)}
                </>
              )}
              {step === 2 && (
                <>
                  <Text size="sm">{t('permissions_step_text')}</Text>
                  {list('roles')}
                  {nav(nextFromRoles)}
                </>
              )}
              {step === 3 && details && (
                <>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
                    {(
                      [
                        ['first_name_label', details.firstName],
                        ['last_name_label', details.lastName],
                        ['email_label', details.email],
                        ['job_title_label', details.jobTitle ?? ''],
                        ['mobile_label', phoneText(details.mobileNumberIsdCode, details.mobileNumber)],
                        ['landline_label', phoneText(details.landlineNumberIsdCode, details.landlineNumber)],
                      ] as const
                    ).map(([key, value]) => (
                      <div key={key}>
                        <Text component="dt" size="sm" c="gray.7">
                          {t(key)}
                        </Text>
                        <Text component="dd" m={0} fw={600}>
                          {value || '—'}
                        </Text>
                      </div>
                    ))}
                  </SimpleGrid>
                  <Table striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('column_authority')}</Table.Th>
                        <Table.Th>{t('column_role')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {selected.map((a) => (
                        <Table.Tr key={a.authorityId}>
                          <Table.Td>{`${a.authorityId} ${a.authorityName}`}</Table.Td>
                          <Table.Td>{roleName.get(access[a.authorityId] as number)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                  {nav(submit, t('submit_button'), create.isPending)}
                </>
              )}
              {step === 4 && details && (
                <>
                  <Alert color="green" role="status" title={t('sent_title')} styles={READABLE_ALERT_STYLES}>
                    {t('sent_text', { email: details.email })}
                  </Alert>
                  <Group>
                    <Button component={Link} to={to('/access/users')}>
                      {t('back_to_list')}
                    </Button>
                    <Button variant="default" onClick={restart}>
                      {t('add_another_button')}
                    </Button>
                  </Group>
                </>
              )}
            </Stack>
          </Fieldset>
        </Paper>
      </Stack>
    </PageContainer>
  );
}
