import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Stripe as StripeJs } from '@stripe/stripe-js';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardUpdate } from '@fastwell/contract/api/card-updates';
import { API_PREFIX, endpoints } from '@fastwell/contract/endpoints';
import type { Language } from '@fastwell/contract/languages';
import { useStandIn as registerStandIn } from '../../../../emulators/stripe/testing/stand-in-harness';
import type { EmulatorFixture } from '../../../../emulators/stripe/testing/emulator-fixture';
import { fillCard } from '../../../../emulators/stripe/testing/stand-in-loader';
import { CARDS } from '../../../../emulators/stripe/testing/billing-fixture';
import { createTestStore, TestProviders } from '../../app/testing/app-harness';
import { renderInLanguage } from '../../app/testing/language-harness';
import CardUpdateScreen from './card-update-screen';

let fixture: EmulatorFixture;
let stripe: StripeJs;
registerStandIn((standIn) => {
  ({ fixture, stripe } = standIn);
});
// jsdom has no scrolling; the heading's focus scrolls to the top.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
// Registered after the harness, so it runs first: React unmounts before the body is cleared.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

const TOKEN_KEY = 'fastwell.cardUpdate.token';
const DAY_MS = 24 * 60 * 60 * 1000;

const renewal = (overrides: Partial<CardUpdate> = {}): CardUpdate => ({
  state: 'open',
  needs: 'card',
  amount: 2999,
  currency: 'eur',
  graceUntil: new Date(Date.now() + 5 * DAY_MS).toISOString(),
  hardDecline: false,
  ...overrides,
});

type Answer = { status: number; body: unknown };
type Call = { path: string; body: Record<string, unknown> };

/**
 * Our API answered by `answer` (each endpoint's path with the body sent); everything else
 * (the Stripe emulator the stand-in Stripe.js talks to) goes through.
 */
function stubApi(answer: (call: Call) => Answer) {
  const real = globalThis.fetch;
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string | URL | Request, init?: RequestInit) => {
      const href = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
      if (!href.startsWith(`${API_PREFIX}/`)) return real(url, init);
      const call = {
        path: href,
        body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>,
      };
      calls.push(call);
      const { status, body } = answer(call);
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
}

const ok = (body: unknown): Answer => ({ status: 200, body });

/** A SetupIntent of a new customer in the emulator, as POST /api/card-updates/setup makes one. */
async function newSetupIntent(): Promise<{ id: string; clientSecret: string }> {
  const customer = await fixture.stripe.customers.create({ email: 'anna@example.com' });
  const setup = await fixture.stripe.setupIntents.create({
    customer: customer.id,
    usage: 'off_session',
  });
  return { id: setup.id, clientSecret: setup.client_secret ?? '' };
}

function SearchProbe() {
  return <div data-testid="search">{useLocation().search}</div>;
}

/** The page at /card-update{search}; `tabToken`: the token this tab kept from an earlier visit. */
function openPage(search = '?token=signed.token', tabToken?: string) {
  const store = createTestStore();
  if (tabToken) window.sessionStorage.setItem(TOKEN_KEY, JSON.stringify(tabToken));
  store.services.stripeLoader.load = () => Promise.resolve(stripe);
  render(
    <TestProviders store={store} path={`/card-update${search}`}>
      <Routes>
        <Route path="/card-update" element={<CardUpdateScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <SearchProbe />
    </TestProviders>,
  );
  return store;
}

const page = () => screen.getByTestId('card-update');

async function shown(state: string) {
  await waitFor(() => expect(page().dataset.state).toBe(state));
}

/** The Payment Element has mounted its card form. */
async function cardFormReady() {
  await waitFor(() =>
    expect(screen.getByTestId('card-update-form').getAttribute('data-state')).toBe('ready'),
  );
}

async function pay() {
  fillCard(screen.getByTestId('card-update-payment-element'), CARDS.visa);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save card and pay' }));
  });
}

describe('card-update page (/card-update, a failed renewal’s link)', () => {
  it('is a skeleton while the renewal loads, named for screen readers', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    openPage();
    expect(page().dataset.state).toBe('loading');
    expect(page().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading your payment');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('takes the token off the address bar at once (the rest stays) and keeps it for the tab', async () => {
    stubApi(() => ok({ cardUpdate: renewal({ state: 'paid' }) }));
    openPage('?token=secret.token&lang=de');
    expect(screen.getByTestId('search').textContent).toBe('?lang=de');
    await shown('paid');
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe('"secret.token"');
  });

  it('open, a card needed: what is owed, until when premium runs, the Payment Element; a card pays it', async () => {
    const setup = await newSetupIntent();
    const calls = stubApi(({ path, body }) => {
      if (path === endpoints.cardUpdateStatus.path) return ok({ cardUpdate: renewal() });
      if (path === endpoints.startCardUpdate.path) return ok({ clientSecret: setup.clientSecret });
      if (path === endpoints.completeCardUpdate.path && body.setupIntentId === setup.id)
        return ok({ cardUpdate: renewal({ state: 'paid' }) });
      return { status: 500, body: {} };
    });
    openPage();
    await shown('card');
    expect(screen.getByRole('heading', { level: 1, name: 'Update your card' })).toBeTruthy();
    expect(document.title).toBe('Update your card | Fastwell');
    expect(screen.getByTestId('card-update-amount').textContent).toBe('€29.99');
    expect(screen.getByTestId('card-update-grace').textContent).toMatch(
      /^Premium continues until \w+ \d{1,2}, \d{4}\.$/,
    );
    expect(screen.queryByTestId('card-update-hard-decline')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'New card' })).toBeTruthy();
    await cardFormReady();
    await pay();
    await shown('paid');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment complete' })).toBeTruthy();
    expect(screen.getByTestId('card-update-success').textContent).toBe(
      'Thank you, your payment is made. Your Premium continues.',
    );
    expect(screen.getByRole('link', { name: 'Manage subscription' }).getAttribute('href')).toBe(
      '/manage_subscription',
    );
    expect(calls.map((call) => call.path)).toEqual([
      endpoints.cardUpdateStatus.path,
      endpoints.startCardUpdate.path,
      endpoints.completeCardUpdate.path,
    ]);
    expect(calls[2]?.body).toEqual({ token: 'signed.token', setupIntentId: setup.id });
  });

  it('a card that can no longer pay, premium paused: says both', async () => {
    stubApi(({ path }) =>
      path === endpoints.cardUpdateStatus.path
        ? ok({
            cardUpdate: renewal({
              hardDecline: true,
              graceUntil: new Date(Date.now() - DAY_MS).toISOString(),
            }),
          })
        : { status: 429, body: { error: { code: 'rate-limited', message: 'x' } } },
    );
    openPage();
    await shown('card');
    expect(screen.getByTestId('card-update-grace').textContent).toBe(
      'Premium is paused until the payment is made.',
    );
    expect(screen.getByTestId('card-update-hard-decline').textContent).toBe(
      'Your card can no longer be used: please enter a new one.',
    );
  });

  it('a declined card: the decline in an alert, then another card on a new SetupIntent', async () => {
    const first = await newSetupIntent();
    const second = await newSetupIntent();
    const setups = [first, second];
    let completions = 0;
    stubApi(({ path }) => {
      if (path === endpoints.cardUpdateStatus.path) return ok({ cardUpdate: renewal() });
      if (path === endpoints.startCardUpdate.path)
        return ok({ clientSecret: setups.shift()?.clientSecret });
      completions += 1;
      return completions === 1
        ? { status: 402, body: { error: { code: 'insufficient_funds', message: 'declined' } } }
        : ok({ cardUpdate: renewal({ state: 'paid' }) });
    });
    openPage();
    await shown('card');
    await cardFormReady();
    await pay();
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-testid')).toBe('card-update-error');
    expect(alert.textContent).toBe(
      'Your bank declined the payment because of insufficient funds. Please use another card.',
    );
    expect(page().dataset.state).toBe('card');
    await cardFormReady();
    await pay();
    await shown('paid');
    expect(completions).toBe(2);
  });

  it('402 requires_action: the bank confirms the payment, then the page reads the renewal again', async () => {
    const setup = await newSetupIntent();
    let paid = false;
    const handleNextAction = vi.spyOn(stripe, 'handleNextAction').mockImplementation(() => {
      paid = true;
      return Promise.resolve({ paymentIntent: { status: 'succeeded' } } as Awaited<
        ReturnType<StripeJs['handleNextAction']>
      >);
    });
    stubApi(({ path }) => {
      if (path === endpoints.cardUpdateStatus.path)
        return ok({ cardUpdate: renewal({ state: paid ? 'paid' : 'open' }) });
      if (path === endpoints.startCardUpdate.path) return ok({ clientSecret: setup.clientSecret });
      return {
        status: 402,
        body: {
          error: { code: 'requires_action', message: 'Authentication required' },
          clientSecret: 'pi_3_secret_x',
        },
      };
    });
    openPage();
    await shown('card');
    await cardFormReady();
    await pay();
    await shown('paid');
    expect(handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_3_secret_x' });
  });

  it('the bank asks to confirm the renewal: "Confirm payment", then it is paid', async () => {
    let paid = false;
    const handleNextAction = vi.spyOn(stripe, 'handleNextAction').mockImplementation(() => {
      paid = true;
      return Promise.resolve({ paymentIntent: { status: 'succeeded' } } as Awaited<
        ReturnType<StripeJs['handleNextAction']>
      >);
    });
    const calls = stubApi(({ path }) =>
      path === endpoints.authenticateRenewal.path
        ? ok({ clientSecret: 'pi_4_secret_y' })
        : ok({
            cardUpdate: renewal({ needs: 'authentication', state: paid ? 'paid' : 'open' }),
          }),
    );
    openPage();
    await shown('authentication');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your payment' })).toBeTruthy();
    expect(screen.getByTestId('card-update-amount').textContent).toBe('€29.99');
    expect(screen.queryByTestId('card-update-form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await shown('paid');
    expect(handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_4_secret_y' });
    expect(calls.map((call) => call.path)).toEqual([
      endpoints.cardUpdateStatus.path,
      endpoints.authenticateRenewal.path,
      endpoints.cardUpdateStatus.path,
    ]);
  });

  it('an invalid link: says so, and where to update the card instead', async () => {
    stubApi(() => ({
      status: 400,
      body: { error: { code: 'card-update-link-invalid', message: 'bad' } },
    }));
    openPage();
    await shown('invalid');
    expect(screen.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeTruthy();
    expect(within(page()).getByText(/sign in and open “Manage subscription”/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage subscription' }).getAttribute('href')).toBe(
      '/manage_subscription',
    );
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('a link without a token is invalid, without a request', async () => {
    const calls = stubApi(() => ok({}));
    openPage('');
    await shown('invalid');
    expect(calls).toEqual([]);
  });

  it('an ended subscription: says so, "Start again" leads to the management page', async () => {
    stubApi(() => ({
      status: 409,
      body: { error: { code: 'subscription-expired', message: 'ended' } },
    }));
    openPage();
    await shown('ended');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your subscription has ended' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start again' }).getAttribute('href')).toBe(
      '/manage_subscription',
    );
  });

  it('a first read that fails: the message and "Try again"', async () => {
    let failures = 1;
    stubApi(() =>
      failures-- > 0
        ? { status: 429, body: { error: { code: 'rate-limited', message: 'x' } } }
        : ok({ cardUpdate: renewal({ state: 'paid' }) }),
    );
    openPage();
    await shown('unavailable');
    expect(screen.getByRole('alert').textContent).toBe(
      'Too many attempts. Please try again in a moment.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await shown('paid');
  });

  it('back from the bank’s page: the confirmed SetupIntent pays, and the return fields go', async () => {
    const calls = stubApi(() => ok({ cardUpdate: renewal({ state: 'paid' }) }));
    openPage(
      '?setup_intent=seti_9&setup_intent_client_secret=seti_9_secret_z&redirect_status=succeeded',
      'kept.token',
    );
    expect(screen.getByTestId('search').textContent).toBe('');
    await shown('paid');
    expect(calls).toEqual([
      {
        path: endpoints.completeCardUpdate.path,
        body: { token: 'kept.token', setupIntentId: 'seti_9' },
      },
    ]);
  });
});

describe('card-update page in the six languages (formal address)', () => {
  it.each([
    ['de', 'Karte aktualisieren', 'Offener Betrag', 'Karte speichern und bezahlen'],
    ['fr', 'Mettre à jour votre carte', 'Montant dû', 'Enregistrer la carte et payer'],
    ['it', 'Aggiorni la Sua carta', 'Importo dovuto', 'Salva la carta e paga'],
    ['es', 'Actualice su tarjeta', 'Importe pendiente', 'Guardar tarjeta y pagar'],
    ['pt', 'Atualizar o cartão', 'Montante em dívida', 'Guardar cartão e pagar'],
  ] as const)('%s', async (language: Language, title, amountDue, submit) => {
    const setup = await newSetupIntent();
    stubApi(({ path }) =>
      path === endpoints.startCardUpdate.path
        ? ok({ clientSecret: setup.clientSecret })
        : ok({ cardUpdate: renewal() }),
    );
    const store = createTestStore();
    store.services.stripeLoader.load = () => Promise.resolve(stripe);
    renderInLanguage(
      store,
      language,
      '/card-update?token=t',
      <Routes>
        <Route path="/card-update" element={<CardUpdateScreen />} />
      </Routes>,
    );
    await shown('card');
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(amountDue)).toBeTruthy();
    expect(await screen.findByRole('button', { name: submit })).toBeTruthy();
  });
});
