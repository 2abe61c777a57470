import { describe, expect, it } from 'vitest';
import { readCardUpdateEntry, withoutEntryFields } from './card-update-entry';

const params = (search: string) => new URLSearchParams(search);

describe('the card-update page’s address', () => {
  it('reads the link’s token', () => {
    expect(readCardUpdateEntry(params('?token=a.b&lang=de'))).toEqual({
      token: 'a.b',
      returnedSetup: null,
    });
  });

  it('has no token after a reload (the tab keeps it)', () => {
    expect(readCardUpdateEntry(params(''))).toEqual({ token: null, returnedSetup: null });
    expect(readCardUpdateEntry(params('?token='))).toEqual({ token: null, returnedSetup: null });
  });

  it.each([
    ['succeeded', true],
    ['processing', true],
    ['failed', false],
    [null, false],
  ])('reads the SetupIntent Stripe returns with redirect_status %s', (status, succeeded) => {
    const search = `?setup_intent=seti_1AbC&setup_intent_client_secret=seti_1AbC_secret_z${
      status ? `&redirect_status=${status}` : ''
    }`;
    expect(readCardUpdateEntry(params(search)).returnedSetup).toEqual({
      id: 'seti_1AbC',
      succeeded,
    });
  });

  it('ignores a setup_intent that is no SetupIntent id', () => {
    expect(
      readCardUpdateEntry(params('?setup_intent=pi_1&redirect_status=succeeded')).returnedSetup,
    ).toBeNull();
  });

  it('takes the token and the return fields off, keeping the rest', () => {
    const rest = withoutEntryFields(
      params(
        '?token=t&lang=de&setup_intent=seti_1&setup_intent_client_secret=s&redirect_status=succeeded&payment_intent=pi_1&payment_intent_client_secret=p',
      ),
    );
    expect(rest?.toString()).toBe('lang=de');
  });

  it('leaves an address without them alone', () => {
    expect(withoutEntryFields(params('?lang=de'))).toBeNull();
  });
});
