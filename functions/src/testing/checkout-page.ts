/** Pays a Checkout session on the emulator's hosted page, as the buyer's browser submits its form. */
export async function payOnHostedPage(
  sessionUrl: string,
  options: { card?: string; email?: string; acceptTerms?: boolean } = {},
): Promise<{ status: number; location: string }> {
  const response = await fetch(sessionUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: options.email ?? 'buyer@example.com',
      card_number: options.card ?? '4242 4242 4242 4242',
      card_expiry: '12 / 34',
      card_cvc: '123',
      // The terms' box Fastwell's sessions require (consent_collection).
      ...(options.acceptTerms === false ? {} : { terms_of_service: 'accepted' }),
    }).toString(),
    redirect: 'manual',
  });
  await response.text();
  return { status: response.status, location: response.headers.get('location') ?? '' };
}
