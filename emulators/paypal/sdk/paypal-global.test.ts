// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PayPalEmulator } from '../index.js';
import type { PayPalTestClient } from '../testing/paypal-fixture.js';
import { CLIENT_ID, startFixture } from '../testing/paypal-fixture.js';
import { runScriptElement } from '../testing/sdk-loader.js';
import type { ButtonsComponent, ButtonsProps } from './types.js';

let emulator: PayPalEmulator;
let client: PayPalTestClient;

beforeAll(async () => {
  ({ emulator, client } = await startFixture());
});
afterAll(() => emulator.close());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  Reflect.deleteProperty(window, 'paypal');
});

interface StandInNamespace {
  version: string;
  Buttons(props: ButtonsProps): ButtonsComponent;
}

async function loadSdk(query: string, attributes: Record<string, string> = {}, path = '/sdk/js') {
  const script = document.createElement('script');
  script.src = `${emulator.url}${path}?${query}`;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
  await runScriptElement(script);
}

const namespace = (name = 'paypal') => Reflect.get(window, name) as StandInNamespace | undefined;

describe('GET /sdk/js', () => {
  it('serves a classic script, also at /sdk/js/ with extra parameters', async () => {
    for (const path of [
      '/sdk/js?client-id=x',
      '/sdk/js/?client-id=x&currency=EUR&components=buttons',
    ]) {
      const response = await fetch(`${emulator.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/javascript');
      expect(await response.text()).toContain('stand-in for the PayPal JS SDK');
    }
  });
});

describe('window.paypal', () => {
  it('is defined once per client id: running the script twice keeps the namespace', async () => {
    await loadSdk(`client-id=${CLIENT_ID}&vault=true&intent=subscription`);
    const first = namespace();
    expect(first?.version).toMatch(/^5\./);
    await loadSdk(`client-id=${CLIENT_ID}&vault=true&intent=subscription`);
    expect(namespace()).toBe(first);
  });

  it('honours data-namespace and refuses a script URL without client-id', async () => {
    await loadSdk(
      `client-id=${CLIENT_ID}`,
      { 'data-namespace': 'paypalSubscriptions' },
      '/sdk/js/',
    );
    expect(namespace('paypalSubscriptions')).toBeDefined();
    expect(namespace()).toBeUndefined();
    Reflect.deleteProperty(window, 'paypalSubscriptions');
    await expect(loadSdk('vault=true')).rejects.toThrow(/client-id/);
  });

  it('Buttons: eligibility, render into a selector with onInit, disable, close', async () => {
    await loadSdk(`client-id=${CLIENT_ID}`);
    const paypal = namespace();
    if (!paypal) throw new Error('no paypal namespace');
    expect(paypal.Buttons({ fundingSource: 'card' }).isEligible()).toBe(false);
    const onInit = vi.fn<NonNullable<ButtonsProps['onInit']>>();
    const onClick = vi.fn();
    const buttons = paypal.Buttons({ onInit, onClick, style: { height: 30 } });
    expect(buttons.isEligible()).toBe(true);
    document.body.innerHTML = '<div id="paypal-container"></div>';
    await expect(buttons.render('#missing')).rejects.toThrow(/does not exist/);
    await buttons.render('#paypal-container');
    const button = document.querySelector<HTMLButtonElement>('#paypal-container button');
    expect(button?.textContent).toBe('PayPal');
    expect(button?.style.height).toBe('44px');
    expect(onInit).toHaveBeenCalledWith(
      {},
      { enable: expect.any(Function), disable: expect.any(Function) },
    );
    const open = vi.spyOn(window, 'open');
    await onInit.mock.calls[0]?.[1].disable();
    expect(button?.getAttribute('aria-disabled')).toBe('true');
    button?.click();
    await vi.waitFor(() => expect(onClick).toHaveBeenCalledTimes(1));
    expect(open).not.toHaveBeenCalled();
    await buttons.close();
    expect(document.querySelector('#paypal-container button')).toBeNull();
  });
});

describe('the approval result page', () => {
  it('posts the decision to its opener and closes itself', async () => {
    const { body } = await client.createSubscription();
    const id = String(body.id);
    const response = await fetch(`${emulator.url}/checkoutnow/approve`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `token=${id}&popup=1`,
    });
    const code = /<script>([\s\S]*?)<\/script>/.exec(await response.text())?.[1] ?? '';
    const postMessage = vi.fn();
    vi.stubGlobal('opener', { postMessage });
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    new Function(code)();
    expect(postMessage).toHaveBeenCalledWith(
      { source: 'paypal-emulator', type: 'approved', subscriptionID: id },
      '*',
    );
    expect(close).toHaveBeenCalled();
  });
});
