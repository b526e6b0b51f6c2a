import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { contentBackend } from '../../test/content-backend';
import { createI18n } from './i18n';

const content = {
  en: { home: { welcome_title: 'Welcome', only_in_english: 'English only' } },
  de: { home: { welcome_title: 'Willkommen' } },
};

function Texts() {
  const { t } = useTranslation('home');
  return (
    <ul>
      <li>{t('welcome_title')}</li>
      <li>{t('only_in_english')}</li>
      <li>{t('not_in_any_file')}</li>
    </ul>
  );
}

function renderTexts(locale: 'en' | 'de') {
  const i18n = createI18n({ locale, backend: contentBackend(content) });
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback="loading">
        <Texts />
      </Suspense>
    </I18nextProvider>,
  );
  return i18n;
}

describe('content texts (spec 000 §1, §8)', () => {
  it('shows the text of the current language and the key name of a missing text', async () => {
    renderTexts('en');
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(screen.getByText('English only')).toBeInTheDocument();
    expect(screen.getByText('not_in_any_file')).toBeInTheDocument();
  });

  it('does not fall back to English: a text missing in German shows its key name', async () => {
    renderTexts('de');
    expect(await screen.findByText('Willkommen')).toBeInTheDocument();
    expect(screen.getByText('only_in_english')).toBeInTheDocument();
    expect(screen.queryByText('English only')).not.toBeInTheDocument();
  });

  it('sets <html lang> to the active language', async () => {
    const i18n = renderTexts('de');
    await screen.findByText('Willkommen');
    expect(document.documentElement.lang).toBe('de');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
