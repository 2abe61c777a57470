import { describe, expect, it } from 'vitest';
import { parseForm } from './form-parser.js';

describe('parseForm', () => {
  it('parses bracket notation into nested objects and indexed or appended arrays', () => {
    const body =
      'customer=cus_1&items[0][price]=p1&items[1][price]=p2&metadata[uid]=u1&expand[]=a.b&expand[]=c' +
      '&payment_settings[save_default_payment_method]=on_subscription&lookup_keys%5B0%5D=k%20x';
    expect(parseForm(body)).toEqual({
      customer: 'cus_1',
      items: [{ price: 'p1' }, { price: 'p2' }],
      metadata: { uid: 'u1' },
      expand: ['a.b', 'c'],
      payment_settings: { save_default_payment_method: 'on_subscription' },
      lookup_keys: ['k x'],
    });
  });

  it('keeps a metadata value of an empty string (used to unset keys)', () => {
    expect(parseForm('metadata[lang]=&query=metadata%5B%27uid%27%5D%3A%27abc%27')).toEqual({
      metadata: { lang: '' },
      query: "metadata['uid']:'abc'",
    });
  });
});
