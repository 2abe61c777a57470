import { LOCAL_STACK } from '@fastwell/emulators/local-stack.config';
import { type WellhubPartner, startWellhubPartner } from '@fastwell/emulators/wellhub';
import { WellhubPartnerAdapter } from '../adapters/wellhub/wellhub-partner.adapter';
import type { CapturingMailer } from './capturing-mailer';
import type { TestApp } from './test-app';
import { endpoints } from '../contract/endpoints';

/** The partner stand-in on a free port and the product's adapter pointed at it. */
export async function startPartner(): Promise<{
  partner: WellhubPartner;
  adapter: WellhubPartnerAdapter;
}> {
  const partner = await startWellhubPartner({ apiKey: LOCAL_STACK.wellhubApiKey });
  return {
    partner,
    adapter: new WellhubPartnerAdapter({ apiUrl: partner.url, apiKey: LOCAL_STACK.wellhubApiKey }),
  };
}

/** The token of the link in a Wellhub verification mail's text. */
export function verificationTokenOf(text: string | undefined): string {
  const match = /\/wellhub\/register\?\S*wellhubVerification=([A-Za-z0-9_.-]+)/.exec(text ?? '');
  if (!match?.[1]) throw new Error(`no verification link in:\n${text}`);
  return match[1];
}

/** What the member does: asks for the mail at the entry and opens its link. */
export async function verifyByMail(
  app: TestApp,
  mailer: CapturingMailer,
  registrationId: string,
  email: string,
): Promise<string> {
  const before = mailer.to(email).length;
  const sent = await app.call('POST', endpoints.sendWellhubVerification.path, {
    body: { wellhubRegistrationId: registrationId, email, language: 'en' },
  });
  if (sent.status !== 202) throw new Error(`sendVerification: ${JSON.stringify(sent.body)}`);
  const mail = mailer.to(email)[before];
  return verificationTokenOf(mail?.text);
}
