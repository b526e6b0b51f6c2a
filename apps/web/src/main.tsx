import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/reduced-motion.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyBrandToDocument, getActiveBrand } from './lib/brands';
import { createI18n } from './lib/i18n';
import { resolveLocale } from './lib/locale';

const brand = getActiveBrand();
applyBrandToDocument(brand);
const i18n = createI18n({ locale: resolveLocale(window.location.pathname) });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <App brand={brand} i18n={i18n} />
    </StrictMode>,
  ),
);
