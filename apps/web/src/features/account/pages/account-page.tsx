import { Alert, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import type { TLocale } from '@portal/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { Skeleton } from '../../../components/skeleton';
import { replaceLocale, storeLocale } from '../../../lib/locale';
import { useIsReadOnly } from '../../../lib/session/use-read-only';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useAccountDetails } from '../api/get-account-details';
import { usePreferenceOptions } from '../api/get-preference-options';
import { AccountDetailsForm } from '../components/account-details-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { MyAccess } from '../components/my-access';
import { PreferencesForm } from '../components/preferences-form';
import { ACCOUNT_NAMESPACE } from '../content';

/** An alert of the page: its colour and the content key of its text. */
type Notice = { color: 'green' | 'red'; text: string };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * Spec 000 §2 Account profile (/account): my details (with the password change, issue 15), account
 * preferences and my access. While an
 * admin impersonates, the page is read-only (the server refuses writes then, spec 000 §6).
 */
export function AccountPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const readOnly = useIsReadOnly();
  const { actingAs, selection } = useSessionScope();
  const details = useAccountDetails(actingAs, selection);
  const options = usePreferenceOptions(selection);
  const location = useLocation();
  // After a language change the page comes back under the new locale with the saved notice.
  const [notice, setNotice] = useState<Notice | null>(() =>
    (location.state as { accountSaved?: boolean } | null)?.accountSaved
      ? { color: 'green', text: 'success_message' }
      : null,
  );
  const navigate = useNavigate();

  const onDetailsResult = (result: 'success' | 'error') =>
    setNotice(
      result === 'success'
        ? { color: 'green', text: 'success_message' }
        : { color: 'red', text: 'error_portal_message' },
    );
  const onPreferencesResult = (result: 'success' | 'error', languageCode?: string) => {
    if (result === 'error') return setNotice({ color: 'red', text: 'failure_message' });
    if (!languageCode) return setNotice({ color: 'green', text: 'success_message' });
    // Spec 000 §4: the locale cookie is set and the first path segment becomes the new locale.
    storeLocale(languageCode as TLocale);
    navigate(`${replaceLocale(location.pathname, languageCode as TLocale)}${location.search}`, {
      state: { accountSaved: true },
    });
  };

  const user = details.data?.userDetails;
  return (
    <PageContainer>
      <Hero title={t('title')} subtitle={t('subtitle')} />
      <Stack gap="lg">
        {notice && (
          <Alert
            color={notice.color}
            role="alert"
            withCloseButton
            closeButtonLabel={t('close_alert')}
            onClose={() => setNotice(null)}
          >
            {t(notice.text)}
          </Alert>
        )}
        <ReadOnlyNotice />
        {details.isError && (
          <Alert color="red" role="alert">
            {t('error_portal_message')}
          </Alert>
        )}
        <Section id="account-details-title" title={t('details_title')}>
          {user ? (
            <AccountDetailsForm details={user} readOnly={readOnly} onResult={onDetailsResult} />
          ) : (
            <Skeleton height={220} />
          )}
          <Divider my="lg" />
          <ChangePasswordForm readOnly={readOnly} />
        </Section>
        <Section id="account-preferences-title" title={t('preferences_title')}>
          {user ? (
            <PreferencesForm
              preferences={user.preferences}
              options={options.data}
              readOnly={readOnly}
              onResult={onPreferencesResult}
            />
          ) : (
            <Skeleton height={160} />
          )}
        </Section>
        <Section id="account-access-title" title={t('access_title')}>
          <Text size="sm" c="dimmed" mb="sm">
            {t('access_text')}
          </Text>
          <MyAccess actingAs={actingAs} />
        </Section>
      </Stack>
    </PageContainer>
  );
}
