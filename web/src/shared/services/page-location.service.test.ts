import { describe, expect, it } from 'vitest';
import { PageLocationService } from './page-location.service';

describe('PageLocationService', () => {
  it('reads the address at each call: a route change is seen', () => {
    const address = { origin: 'https://fastwell.example', pathname: '/onboarding/checkout' };
    const page = new PageLocationService(address);
    expect([page.origin, page.pathname]).toEqual([
      'https://fastwell.example',
      '/onboarding/checkout',
    ]);
    address.pathname = '/login/checkout';
    expect(page.pathname).toBe('/login/checkout');
  });
});
