import type { Language } from '../../contract/languages';
import { LOCALE_OF_LANGUAGE } from '../language-locales';
import type { RenewalTerms } from './renewal-terms.rules';

/** The amounts of a sentence, formatted in the buyer's language. */
export interface RenewalWords {
  days: number;
  intro: string;
  price: string;
  count: number;
}

type Sentences = Record<
  'trial' | 'introOne' | 'introOther' | 'regularOne' | 'regularOther',
  (w: RenewalWords) => string
>;

/** The payment sheet's renewal sentences (web: payment.terms.*), for the hosted Checkout. */
export const RENEWAL_SENTENCES: Record<Language, Sentences> = {
  de: {
    trial: (w) =>
      `Deine ${w.days}-tägige Testphase beginnt heute. Wenn du nicht vor ihrem Ende kündigst, verlängert sich dein Plan für ${w.price} pro Monat.`,
    introOne: (w) =>
      `Du zahlst ${w.intro} für deinen ersten Monat. Danach verlängert sich dein Plan für ${w.price} pro Monat, bis du kündigst.`,
    introOther: (w) =>
      `Du zahlst ${w.intro} für deine ersten ${w.count} Monate. Danach verlängert sich dein Plan für ${w.price} alle ${w.count} Monate, bis du kündigst.`,
    regularOne: (w) => `Dein Plan verlängert sich für ${w.price} pro Monat, bis du kündigst.`,
    regularOther: (w) =>
      `Dein Plan verlängert sich für ${w.price} alle ${w.count} Monate, bis du kündigst.`,
  },
  en: {
    trial: (w) =>
      `Your ${w.days}-day trial starts today. Unless you cancel before it ends, your plan renews at ${w.price} per month.`,
    introOne: (w) =>
      `You pay ${w.intro} for your first month. After that, your plan renews at ${w.price} every month until you cancel.`,
    introOther: (w) =>
      `You pay ${w.intro} for your first ${w.count} months. After that, your plan renews at ${w.price} every ${w.count} months until you cancel.`,
    regularOne: (w) => `Your plan renews at ${w.price} every month until you cancel.`,
    regularOther: (w) => `Your plan renews at ${w.price} every ${w.count} months until you cancel.`,
  },
  es: {
    trial: (w) =>
      `Tu prueba de ${w.days} días empieza hoy. Si no cancelas antes de que termine, tu plan se renovará por ${w.price} al mes.`,
    introOne: (w) =>
      `Pagas ${w.intro} por tu primer mes. Después, tu plan se renueva por ${w.price} cada mes hasta que lo canceles.`,
    introOther: (w) =>
      `Pagas ${w.intro} por tus primeros ${w.count} meses. Después, tu plan se renueva por ${w.price} cada ${w.count} meses hasta que lo canceles.`,
    regularOne: (w) => `Tu plan se renueva por ${w.price} cada mes hasta que lo canceles.`,
    regularOther: (w) =>
      `Tu plan se renueva por ${w.price} cada ${w.count} meses hasta que lo canceles.`,
  },
  fr: {
    trial: (w) =>
      `Ton essai de ${w.days} jours commence aujourd’hui. Si tu ne résilies pas avant la fin, ton programme se renouvelle à ${w.price} par mois.`,
    introOne: (w) =>
      `Tu paies ${w.intro} pour ton premier mois. Ensuite, ton programme se renouvelle à ${w.price} chaque mois jusqu’à résiliation.`,
    introOther: (w) =>
      `Tu paies ${w.intro} pour tes ${w.count} premiers mois. Ensuite, ton programme se renouvelle à ${w.price} tous les ${w.count} mois jusqu’à résiliation.`,
    regularOne: (w) => `Ton programme se renouvelle à ${w.price} chaque mois jusqu’à résiliation.`,
    regularOther: (w) =>
      `Ton programme se renouvelle à ${w.price} tous les ${w.count} mois jusqu’à résiliation.`,
  },
  it: {
    trial: (w) =>
      `La tua prova di ${w.days} giorni inizia oggi. Se non disdici prima della fine, il piano si rinnova a ${w.price} al mese.`,
    introOne: (w) =>
      `Paghi ${w.intro} per il primo mese. Poi il piano si rinnova a ${w.price} ogni mese finché non disdici.`,
    introOther: (w) =>
      `Paghi ${w.intro} per i primi ${w.count} mesi. Poi il piano si rinnova a ${w.price} ogni ${w.count} mesi finché non disdici.`,
    regularOne: (w) => `Il piano si rinnova a ${w.price} ogni mese finché non disdici.`,
    regularOther: (w) =>
      `Il piano si rinnova a ${w.price} ogni ${w.count} mesi finché non disdici.`,
  },
  pt: {
    trial: (w) =>
      `O teu período experimental de ${w.days} dias começa hoje. Se não cancelares antes do fim, o plano renova-se por ${w.price} por mês.`,
    introOne: (w) =>
      `Pagas ${w.intro} pelo primeiro mês. Depois, o plano renova-se por ${w.price} todos os meses até cancelares.`,
    introOther: (w) =>
      `Pagas ${w.intro} pelos primeiros ${w.count} meses. Depois, o plano renova-se por ${w.price} a cada ${w.count} meses até cancelares.`,
    regularOne: (w) => `O plano renova-se por ${w.price} todos os meses até cancelares.`,
    regularOther: (w) => `O plano renova-se por ${w.price} a cada ${w.count} meses até cancelares.`,
  },
};

function money(amount: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(LOCALE_OF_LANGUAGE[language], {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount / 100);
}

/** The renewal sentence in the buyer's language. */
export function renewalSentence(terms: RenewalTerms, currency: string, language: Language): string {
  const sentences = RENEWAL_SENTENCES[language];
  const words: RenewalWords = {
    days: terms.kind === 'trial' ? terms.days : 0,
    intro: terms.kind === 'intro' ? money(terms.introAmount, currency, language) : '',
    price: money(terms.renewalAmount, currency, language),
    count: terms.months,
  };
  if (terms.kind === 'trial') return sentences.trial(words);
  const one = terms.months === 1;
  if (terms.kind === 'intro') return (one ? sentences.introOne : sentences.introOther)(words);
  return (one ? sentences.regularOne : sentences.regularOther)(words);
}
