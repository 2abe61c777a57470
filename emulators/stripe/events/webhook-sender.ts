import { signatureHeader } from './webhook-signature.js';

export interface SendResult {
  status: number | null;
  error: string | null;
  durationMs: number;
}

/** POSTs one signed event body, as Stripe does; never throws. */
export async function sendWebhook(
  url: string,
  rawBody: string,
  secret: string,
  timeoutMs: number,
): Promise<SendResult> {
  const started = Date.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        Accept: '*/*; q=0.5, application/xml',
        'Cache-Control': 'no-cache',
        'Stripe-Signature': signatureHeader(rawBody, secret),
      },
      body: rawBody,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    return { status: response.status, error: null, durationMs: Date.now() - started };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const message = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    return { status: null, error: message, durationMs: Date.now() - started };
  }
}
