import type { Language } from '../../contract/languages';

/** The verification mail's wording in one language; `until` arrives formatted. */
export interface WellhubVerificationTexts {
  subject: string;
  greeting: string;
  intro: string;
  button: string;
  valid(until: string): string;
  notYou: string;
  signature: string;
}

export const WELLHUB_VERIFICATION_TEXTS: Record<Language, WellhubVerificationTexts> = {
  de: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Fastwell Premium über Wellhub',
    greeting: 'Hallo,',
    intro:
      'Sie möchten Fastwell Premium über Ihre Wellhub-Mitgliedschaft freischalten. Bestätigen Sie dazu, dass diese E-Mail-Adresse Ihnen gehört, und legen Sie anschließend Ihr Konto an oder melden Sie sich an:',
    button: 'E-Mail-Adresse bestätigen',
    valid: (until) =>
      `Der Link gilt bis ${until} und nur für eine Registrierung. Ist er abgelaufen, fordern Sie auf der Wellhub-Seite einen neuen an.`,
    notYou:
      'Sie haben das nicht angefordert? Dann ignorieren Sie diese E-Mail; ohne den Link kann niemand Ihre Mitgliedschaft nutzen.',
    signature: 'Ihr Fastwell-Team',
  },
  en: {
    subject: 'Confirm your e-mail address for Fastwell Premium through Wellhub',
    greeting: 'Hello,',
    intro:
      'You asked to unlock Fastwell Premium with your Wellhub membership. Confirm that this e-mail address is yours, then create your account or sign in:',
    button: 'Confirm e-mail address',
    valid: (until) =>
      `The link works until ${until}, for one registration. If it has expired, ask for a new one on the Wellhub page.`,
    notYou:
      'Did not ask for this? Ignore this e-mail; without the link nobody can use your membership.',
    signature: 'The Fastwell team',
  },
  es: {
    subject: 'Confirma tu dirección de correo para Fastwell Premium con Wellhub',
    greeting: 'Hola:',
    intro:
      'Has pedido activar Fastwell Premium con tu membresía de Wellhub. Confirma que esta dirección de correo es tuya y después crea tu cuenta o inicia sesión:',
    button: 'Confirmar dirección de correo',
    valid: (until) =>
      `El enlace es válido hasta el ${until} y para un solo registro. Si ha caducado, pide uno nuevo en la página de Wellhub.`,
    notYou:
      '¿No lo has pedido tú? Ignora este correo; sin el enlace nadie puede usar tu membresía.',
    signature: 'El equipo de Fastwell',
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail pour Fastwell Premium avec Wellhub',
    greeting: 'Bonjour,',
    intro:
      'Vous avez demandé à activer Fastwell Premium avec votre abonnement Wellhub. Confirmez que cette adresse e-mail est la vôtre, puis créez votre compte ou connectez-vous :',
    button: 'Confirmer l’adresse e-mail',
    valid: (until) =>
      `Le lien est valable jusqu’au ${until}, pour une seule inscription. S’il a expiré, demandez-en un nouveau sur la page Wellhub.`,
    notYou:
      'Vous n’êtes pas à l’origine de cette demande ? Ignorez cet e-mail ; sans le lien, personne ne peut utiliser votre abonnement.',
    signature: 'L’équipe Fastwell',
  },
  it: {
    subject: 'Conferma il tuo indirizzo e-mail per Fastwell Premium con Wellhub',
    greeting: 'Ciao,',
    intro:
      'Hai chiesto di attivare Fastwell Premium con la tua iscrizione Wellhub. Conferma che questo indirizzo e-mail è tuo, poi crea il tuo account o accedi:',
    button: 'Conferma indirizzo e-mail',
    valid: (until) =>
      `Il link è valido fino al ${until} e per una sola registrazione. Se è scaduto, richiedine uno nuovo nella pagina Wellhub.`,
    notYou:
      'Non sei stato tu? Ignora questa e-mail; senza il link nessuno può usare la tua iscrizione.',
    signature: 'Il team di Fastwell',
  },
  pt: {
    subject: 'Confirme o seu endereço de e-mail para o Fastwell Premium com a Wellhub',
    greeting: 'Olá,',
    intro:
      'Pediu para ativar o Fastwell Premium com a sua adesão Wellhub. Confirme que este endereço de e-mail é seu e, depois, crie a sua conta ou inicie sessão:',
    button: 'Confirmar endereço de e-mail',
    valid: (until) =>
      `A ligação é válida até ${until} e para um único registo. Se tiver expirado, peça uma nova na página da Wellhub.`,
    notYou:
      'Não foi você que pediu? Ignore este e-mail; sem a ligação ninguém pode usar a sua adesão.',
    signature: 'A equipa Fastwell',
  },
};
