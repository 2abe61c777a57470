import { describe, expect, it, vi } from 'vitest';
import { PageLocationService } from './page-location.service';

describe('PageLocationService', () => {
  it('reads the address at each call: a route change is seen', () => {
    const address = {
      origin: 'https://fastwell.example',
      pathname: '/onboarding/checkout',
      assign: vi.fn(),
    };
    const page = new PageLocationService(address);
    expect([page.origin, page.pathname]).toEqual([
      'https://fastwell.example',
      '/onboarding/checkout',
    ]);
    address.pathname = '/login/checkout';
    expect(page.pathname).toBe('/login/checkout');
  });

  it('leaves for another page through the address bar', () => {
    const address = { origin: 'https://fastwell.example', pathname: '/', assign: vi.fn() };
    new PageLocationService(address).assign('https://www.paypal.com/approve?ba_token=BA-1');
    expect(address.assign).toHaveBeenCalledWith('https://www.paypal.com/approve?ba_token=BA-1');
  });
});
