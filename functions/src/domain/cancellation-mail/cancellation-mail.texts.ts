import type { Language } from '../../contract/languages';
import { de } from './cancellation-mail.texts.de';
import { en } from './cancellation-mail.texts.en';
import { es } from './cancellation-mail.texts.es';
import { fr } from './cancellation-mail.texts.fr';
import { it } from './cancellation-mail.texts.it';
import { pt } from './cancellation-mail.texts.pt';

/**
 * The wording of the confirmation in one language. Dates arrive formatted; `null` means the end
 * of the paid period is not known, and the sentence says "at the end of the paid period".
 */
export interface CancellationMailTexts {
  subject: string;
  /** Fixed: the mail opens with our text, never with what a visitor typed. */
  greeting: string;
  intro: string;
  submitted: string;
  labels: {
    receivedAt: string;
    cancellationId: string;
    name: string;
    email: string;
    reference: string;
    kind: string;
    reason: string;
    endDate: string;
  };
  kinds: { ordinary: string; extraordinary: string };
  earliestEnd: string;
  contracts(count: number): string;
  contractLabels: { plan: string; id: string; provider: string; endsAt: string };
  endOfPaidPeriod: string;
  canceled(end: string | null): string;
  alreadyCanceled(end: string | null): string;
  /** A wished end in a later billing period: `end` is that period's end, `wished` the wish. */
  scheduled(end: string, wished: string): string;
  restoreIntro: string;
  restoreLink: string;
  restoreValid(until: string | null): string;
  paypalFinal(end: string | null): string;
  /** A PayPal contract held suspended until its end (it then is cancelled at PayPal for good). */
  paypalHeld(end: string): string;
  extraordinary: string;
  noContract(email: string): string;
  noContractHelp(cancellationId: string): string;
  /** The caption of what the visitor typed (name, reference, reason), and how it is shown. */
  youWrote: string;
  youWroteNote: string;
  keep: string;
  closing: string;
  signature: string;
}

/** One file per language (cancellation-mail.texts.<lang>.ts). */
export const CANCELLATION_MAIL_TEXTS: Record<Language, CancellationMailTexts> = {
  de,
  en,
  es,
  fr,
  it,
  pt,
};
