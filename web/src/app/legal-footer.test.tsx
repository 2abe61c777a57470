import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@fastwell/contract/languages';
import OnboardingStepRoute from '../features/onboarding/onboarding-step-route';
import LegalScreen from '../features/legal/legal-screen';
import { createTestStore } from './testing/app-harness';
import { renderInLanguage } from './testing/language-harness';
import { Layout } from './layout';

function openInLayout(path: string, language: Language = 'en') {
  const store = createTestStore();
  renderInLanguage(
    store,
    language,
    path,
    <Routes>
      <Route element={<Layout />}>
        <Route path="/onboarding/loading" element={<p>loading screen</p>} />
        <Route path="/onboarding/:stepId" element={<OnboardingStepRoute />} />
        <Route path="/terms" element={<LegalScreen page="terms" />} />
        <Route path="/payment" element={<p>paywall</p>} />
        <Route path="/cancel" element={<h1>cancel page</h1>} />
        <Route path="/withdraw" element={<h1>withdraw page</h1>} />
        <Route path="/accessibility" element={<LegalScreen page="accessibility" />} />
      </Route>
    </Routes>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the legal footer on every page (§312k cancel, Art. 11a withdraw, accessibility)', () => {
  it.each([
    ['/onboarding/gender', 'de', 'Verträge hier kündigen'],
    ['/onboarding/gender', 'en', 'Cancel contracts here'],
    ['/onboarding/loading', 'en', 'Cancel contracts here'],
    ['/payment', 'fr', 'Résilier vos contrats ici'],
    ['/terms', 'es', 'Cancelar contratos aquí'],
  ] as const)('%s (%s): "%s", a link to /cancel', async (path, language, name) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('# Terms', { status: 200 }))),
    );
    openInLayout(path, language);
    const link = await screen.findByRole('link', { name });
    expect(link.getAttribute('href')).toBe('/cancel');
    expect(link.closest('footer')).toBeTruthy();
    // After the page's column, never inside it: it cannot move what the screen shows.
    expect(link.closest('main')).toBeNull();
  });

  it('opens the cancel page', async () => {
    openInLayout('/onboarding/gender');
    fireEvent.click(await screen.findByRole('link', { name: 'Cancel contracts here' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/cancel'));
    expect(await screen.findByRole('heading', { name: 'cancel page' })).toBeTruthy();
  });

  it.each([
    ['/onboarding/gender', 'de', 'Vertrag widerrufen'],
    ['/onboarding/gender', 'en', 'Withdraw from contract here'],
    ['/onboarding/loading', 'es', 'Desistir del contrato aquí'],
    ['/payment', 'fr', 'Se rétracter du contrat ici'],
    ['/terms', 'it', 'Recedere dal contratto qui'],
    ['/payment', 'pt', 'Exercer o direito de livre resolução aqui'],
  ] as const)(
    'beside it, Art. 11a CRD\'s withdrawal link: %s (%s) "%s", to /withdraw',
    async (path, language, name) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.resolve(new Response('# Terms', { status: 200 }))),
      );
      openInLayout(path, language);
      const link = await screen.findByRole('link', { name });
      expect(link.getAttribute('href')).toBe('/withdraw');
      expect(link.getAttribute('data-testid')).toBe('withdraw-contract-link');
      expect(link.closest('footer')).toBeTruthy();
      expect(link.closest('main')).toBeNull();
    },
  );

  it('opens the withdrawal page in the app', async () => {
    openInLayout('/onboarding/gender');
    fireEvent.click(await screen.findByRole('link', { name: 'Withdraw from contract here' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/withdraw'));
    expect(await screen.findByRole('heading', { name: 'withdraw page' })).toBeTruthy();
  });

  it('a click with a modifier key is left to the browser (a new tab)', async () => {
    openInLayout('/onboarding/gender');
    const link = await screen.findByRole('link', { name: 'Withdraw from contract here' });
    fireEvent.click(link, { ctrlKey: true });
    expect(screen.getByTestId('location').textContent).toBe('/onboarding/gender');
  });

  it('names the links in their order: cancel, withdraw, accessibility', async () => {
    openInLayout('/onboarding/gender', 'de');
    await screen.findByRole('link', { name: 'Vertrag widerrufen' });
    const footer = screen.getByRole('contentinfo');
    expect(
      [...footer.querySelectorAll('a')].map((link) => link.getAttribute('data-testid')),
    ).toEqual(['cancel-contracts-link', 'withdraw-contract-link', 'accessibility-link']);
  });

  it.each([
    ['de', 'Barrierefreiheit'],
    ['en', 'Accessibility'],
    ['es', 'Accesibilidad'],
    ['fr', 'Accessibilité'],
    ['it', 'Accessibilità'],
    ['pt', 'Acessibilidade'],
  ] as const)(
    'beside it, the accessibility statement (%s: "%s") opens in the app',
    async (language, name) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.resolve(new Response('## Scope', { status: 200 }))),
      );
      openInLayout('/onboarding/gender', language);
      const link = await screen.findByRole('link', { name });
      expect(link.getAttribute('href')).toBe('/accessibility');
      expect(link.closest('footer')).toBeTruthy();
      fireEvent.click(link);
      await waitFor(() =>
        expect(screen.getByTestId('location').textContent).toBe('/accessibility'),
      );
      expect(await screen.findByRole('heading', { level: 2, name: 'Scope' })).toBeTruthy();
    },
  );
});
