import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signFutoken } from '../../functions/src/tooling';
import { LOCAL_STACK, localUrl } from '../../emulators/local-stack.config';
import { BASE_URL, launchBrowser } from './browser';
import { dataLayerEvents, uniqueEmail } from './funnel-steps';
import { serveGapiStandIn } from './gapi-stand-in';
import { readUsers } from './user-records';
import { accountEndpoints } from '@fastwell/contract/endpoints/account.endpoints';

const DEMO_PASSWORD = 'fastwell-demo';
/** The seeded "registered, never bought" demo user (README "Demo users"). */
const DEMO_EMAIL = 'registered@demo.fastwell.test';
const AUTH = localUrl(LOCAL_STACK.ports.auth);
const IDENTITY = `${AUTH}/identitytoolkit.googleapis.com/v1`;

/**
 * The demo user's uid and ID token, asked of the Auth emulator at test time (the stack re-seeds
 * on restart, so .local/demo-users.json may be newer or older than the test).
 */
async function demoUser(): Promise<{ email: string; uid: string; idToken: string }> {
  const response = await fetch(`${IDENTITY}/accounts:signInWithPassword?key=demo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD, returnSecureToken: true }),
  });
  const answer = (await response.json()) as { localId: string; idToken: string };
  return { email: DEMO_EMAIL, uid: answer.localId, idToken: answer.idToken };
}

/** The Auth emulator's accounts with this e-mail (the "owner" credential may look up any). */
async function accountsByEmail(email: string): Promise<{ localId: string }[]> {
  const response = await fetch(`${IDENTITY}/projects/${LOCAL_STACK.projectId}/accounts:lookup`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: [email] }),
  });
  return ((await response.json()) as { users?: { localId: string }[] }).users ?? [];
}

/** A custom token of the demo user, made by the product's own API from their ID token. */
async function customTokenOf(idToken: string): Promise<string> {
  const answer = await fetch(`${BASE_URL}${accountEndpoints.generateCustomToken.path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  return ((await answer.json()) as { customToken: string }).customToken;
}

const signedInUid = (page: Page) =>
  page.evaluate(async () => {
    const open = indexedDB.open('firebaseLocalStorageDb');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('indexedDB'));
    });
    const rows = await new Promise<{ value?: { uid?: string } }[]>((resolve, reject) => {
      const request = db
        .transaction('firebaseLocalStorage')
        .objectStore('firebaseLocalStorage')
        .getAll();
      request.onsuccess = () => resolve(request.result as { value?: { uid?: string } }[]);
      request.onerror = () => reject(request.error ?? new Error('indexedDB'));
    });
    return rows.find((row) => row.value?.uid)?.value?.uid ?? null;
  });

/** A new account made at the Auth emulator, as the app would make it: no user record yet. */
async function appAccount(
  email: string,
): Promise<{ uid: string; session: Record<string, unknown> }> {
  const response = await fetch(`${IDENTITY}/accounts:signUp?key=demo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret123', returnSecureToken: true }),
  });
  const answer = (await response.json()) as {
    localId: string;
    idToken: string;
    refreshToken: string;
  };
  const session = {
    uid: answer.localId,
    email,
    emailVerified: false,
    isAnonymous: false,
    providerData: [{ providerId: 'password', uid: email, email }],
    stsTokenManager: {
      refreshToken: answer.refreshToken,
      accessToken: answer.idToken,
      expirationTime: Date.now() + 3_600_000,
    },
  };
  return { uid: answer.localId, session };
}

/**
 * Saves a signed-in session where the Firebase SDK keeps it (IndexedDB), as an earlier visit
 * would have: the next page load restores it without any sign-in.
 */
async function saveSession(page: Page, session: Record<string, unknown>): Promise<void> {
  const apiKey = LOCAL_STACK.firebaseApiKey;
  await page.evaluate(
    async ({ key, value }) => {
      const open = indexedDB.open('firebaseLocalStorageDb', 1);
      open.onupgradeneeded = () =>
        open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('indexedDB'));
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('firebaseLocalStorage', 'readwrite');
        tx.objectStore('firebaseLocalStorage').put({ fbase_key: key, value });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('indexedDB'));
      });
      db.close();
    },
    {
      key: `firebase:authUser:${apiKey}:[DEFAULT]`,
      value: { ...session, apiKey, appName: '[DEFAULT]' },
    },
  );
}

const errorToast = (page: Page, text: string) =>
  page
    .locator('[data-testid="toast-error"]')
    .filter({ hasText: text })
    .waitFor({ timeout: 15_000 });

async function openLogin(page: Page, query = ''): Promise<void> {
  await page.goto(`${BASE_URL}/login${query}`);
  await page.locator('[data-screen="login"]').waitFor({ timeout: 20_000 });
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await page.click('[data-testid="login-submit"]');
}

describe('login, create account, reset password and token login', () => {
  let browser: BrowserContext;
  let page: Page;
  beforeEach(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterEach(async () => {
    await browser.close();
  });

  it('logs a demo user in and goes on to the login flow', async () => {
    const user = await demoUser();
    await openLogin(page);
    expect(await page.locator('[data-testid="register-now"]').isVisible()).toBe(true);
    await logIn(page, user.email, DEMO_PASSWORD);
    await page.waitForURL(/\/login\/(payment|download)$/, { timeout: 20_000 });
    expect(await signedInUid(page)).toBe(user.uid);
    expect(await dataLayerEvents(page)).toContain('web_signInSuccess');
  });

  it('a session restored on page load is a login success: the user record is made and logout is logged', async () => {
    const email = uniqueEmail('restored-session');
    const { uid, session } = await appAccount(email);
    await page.goto(`${BASE_URL}/privacy`);
    await saveSession(page, session);
    expect((await readUsers())[uid]).toBeUndefined();
    await page.goto(`${BASE_URL}/manage_subscription/subscription_status`);
    await expect
      .poll(async () => (await readUsers())[uid]?.providerData?.email, { timeout: 20_000 })
      .toBe(email);
    expect(await signedInUid(page)).toBe(uid);
    await page.locator('[data-testid="switch-account"]').click({ timeout: 20_000 });
    await page.waitForURL('**/manage_subscription/login', { timeout: 20_000 });
    expect(await dataLayerEvents(page)).toContain('web_logout');
  });

  it('shows the translated error for a wrong password and stays on login', async () => {
    await openLogin(page);
    await logIn(page, DEMO_EMAIL, 'not-the-password');
    await errorToast(page, 'The e-mail or password is not right');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('offers to create an unknown account with the same credentials and creates it', async () => {
    const email = uniqueEmail('login-offer');
    await openLogin(page);
    await logIn(page, email, 'secret123');
    await page.locator('[data-testid="create-account-offer-modal"]').waitFor();
    expect(await page.textContent('[data-testid="create-account-offer-modal"]')).toContain(email);
    await page.click('[data-testid="create-account-offer-create"]');
    await page.waitForURL('**/login/payment', { timeout: 20_000 });
    const [account] = await accountsByEmail(email);
    expect(account).toBeDefined();
    expect(await signedInUid(page)).toBe(account?.localId);
    expect((await readUsers())[account?.localId ?? '']?.providerData?.email).toBe(email);
    expect(await dataLayerEvents(page)).toContain('web_signUpSuccess');
  });

  it('creates an account on the create-account screen', async () => {
    const email = uniqueEmail('create-account');
    await page.goto(`${BASE_URL}/login/create_account`);
    await page.locator('[data-screen="create_account"]').waitFor({ timeout: 20_000 });
    const submit = page.locator('[data-testid="create-account-submit"]');
    await page.fill('input[name="firstName"]', 'Anna');
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="password"]', '12345');
    await page.locator('input[name="firstName"]').focus();
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.textContent('form')).toContain('at least 6 characters');
    await page.fill('input[name="password"]', '123456');
    await submit.click();
    await page.waitForURL('**/login/payment', { timeout: 20_000 });
    expect(await accountsByEmail(email)).toHaveLength(1);
  });

  it('validates the e-mail and sends the reset e-mail (the emulator records it)', async () => {
    const user = await demoUser();
    await openLogin(page);
    await page.click('[data-testid="forgot-password"]');
    const modal = page.locator('[data-testid="reset-password-modal"]');
    await modal.waitFor();
    await modal.locator('input[name="resetEmail"]').fill('not-an-email');
    await page.click('[data-testid="reset-password-submit"]');
    await modal.getByText('Please enter a valid e-mail address.').waitFor();

    await modal.locator('input[name="resetEmail"]').fill(uniqueEmail('nobody'));
    await page.click('[data-testid="reset-password-submit"]');
    await errorToast(page, 'We found no account with this e-mail address.');

    await modal.locator('input[name="resetEmail"]').fill(user.email);
    await page.click('[data-testid="reset-password-submit"]');
    await page
      .locator('[data-testid="toast-success"]')
      .filter({ hasText: 'We sent you an e-mail' })
      .waitFor({ timeout: 15_000 });
    await modal.waitFor({ state: 'hidden' });
    const oob = await fetch(`${AUTH}/emulator/v1/projects/${LOCAL_STACK.projectId}/oobCodes`);
    const { oobCodes } = (await oob.json()) as {
      oobCodes: { email: string; requestType: string }[];
    };
    expect(oobCodes).toContainEqual(
      expect.objectContaining({ email: user.email, requestType: 'PASSWORD_RESET' }),
    );
  });

  it('signs in with Google through the Auth emulator popup', async () => {
    await serveGapiStandIn(browser);
    await openLogin(page);
    const googleEmail = uniqueEmail('login-google');
    const [popup] = await Promise.all([
      browser.waitForEvent('page'),
      page.click('[data-testid="social-google"]'),
    ]);
    await popup.waitForLoadState('domcontentloaded');
    await popup.click('#add-account-button button');
    await popup.fill('#email-input', googleEmail);
    await popup.fill('#display-name-input', 'Gina Google');
    await popup.click('#sign-in');
    await page.waitForURL('**/login/payment', { timeout: 20_000 });
    const [account] = await accountsByEmail(googleEmail);
    expect(account).toBeDefined();
    expect((await readUsers())[account?.localId ?? '']?.providerData?.email).toBe(googleEmail);
  });

  it('token login: a valid futoken signs in, a bad or missing one returns to login', async () => {
    const user = await demoUser();
    const futoken = signFutoken({
      uid: user.uid,
      secret: LOCAL_STACK.futokenSecret,
      now: new Date(),
    });
    await page.goto(`${BASE_URL}/token_login?futoken=${futoken}`);
    await page.waitForURL(/\/login\/(payment|download)$/, { timeout: 20_000 });
    expect(await signedInUid(page)).toBe(user.uid);
    // A sign-in token is a session: kept nowhere the page can read later (issue 18).
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(futoken);

    const forged = signFutoken({ uid: user.uid, secret: 'x'.repeat(40), now: new Date() });
    await page.goto(`${BASE_URL}/token_login?futoken=${forged}`);
    await page.waitForURL('**/login', { timeout: 20_000 });
    await errorToast(page, 'This sign-in link has expired or is not valid.');

    await page.goto(`${BASE_URL}/token_login`);
    await page.waitForURL('**/login', { timeout: 20_000 });
    await errorToast(page, 'This sign-in link is incomplete.');
  });

  it('ctoken login: a valid custom token signs in, a bad one returns to login', async () => {
    const user = await demoUser();
    const ctoken = await customTokenOf(user.idToken);
    await page.goto(`${BASE_URL}/login/ctoken?ctoken=${ctoken}`);
    await page.waitForURL(/\/login\/(payment|download)$/, { timeout: 20_000 });
    expect(await signedInUid(page)).toBe(user.uid);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(ctoken);

    await page.goto(`${BASE_URL}/login/ctoken?ctoken=not-a-custom-token`);
    await page.waitForURL('**/login', { timeout: 20_000 });
    await errorToast(page, 'This sign-in link has expired or is not valid.');
  });
});
