import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configHandler, resetIdentityState } from '../../../../test/identity-fixtures';
import { mockFetch } from '../../../../test/mock-fetch';
import { renderApp } from '../../../../test/render-app';

beforeEach(() => {
  resetIdentityState();
  mockFetch({ 'GET /api/portal/config': configHandler() });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('our own legal notice and privacy pages (issue 15: footer links point somewhere real)', () => {
  it('/de/legal-notice names the brand of the host and its contact address, in German', async () => {
    renderApp({ path: '/de/legal-notice', host: 'portal.tessaly.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    expect(screen.getByText(/Tessaly Energy, Musterstraße 1/)).toHaveTextContent(
      'fleet-support@tessaly.example',
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('/pl/privacy has its four sections, in Polish, signed out too', async () => {
    renderApp({ path: '/pl/privacy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Prywatność' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Jakie dane przetwarzamy',
      'W jakim celu je przetwarzamy',
      'Pliki cookie',
      'Twoje prawa',
    ]);
    expect(screen.getByText(/portal Corvane Fleet/, { selector: 'p' })).toBeVisible();
  });
});
