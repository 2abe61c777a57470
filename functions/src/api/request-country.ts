import type { Request } from 'express';
import { countryFromHeaders } from '../domain/country';

export function requestCountry(req: Request): string {
  return countryFromHeaders({
    'x-country-code': req.get('x-country-code'),
    'x-appengine-country': req.get('x-appengine-country'),
    'accept-language': req.get('accept-language'),
  });
}
