/**
 * Ports, keys and secrets of the local stack: the one place they are set. The launcher derives
 * the web build's VITE_* values and the functions' environment from it; tests import it.
 */
export const LOCAL_STACK = {
  projectId: 'demo-fastwell',
  /** The web app's Firebase API key (the Auth emulator takes any). */
  firebaseApiKey: 'demo-api-key',
  region: 'europe-west1',
  host: '127.0.0.1',
  ports: {
    hosting: 5000,
    functions: 5001,
    auth: 9099,
    database: 9000,
    hub: 4400,
    logging: 4500,
    stripe: 12111,
    paypal: 12112,
    flags: 12113,
    /** `emulators/wellhub`: the stand-in for the Wellhub partner's entitlement check. */
    wellhubPartner: 12115,
    /** The local mail catcher: SMTP for the functions, the inbox page and its JSON API. */
    mailSmtp: 1025,
    mailInbox: 1080,
    /** The trigger of the scheduled functions (emulators/jobs: POST /jobs/{name}). */
    jobs: 12114,
  },
  stripe: {
    secretKey: 'sk_test_fastwell_local',
    publishableKey: 'pk_test_fastwell_local',
    webhookSecret: 'whsec_fastwell_local',
  },
  paypal: {
    clientId: 'fastwell-local-client',
    clientSecret: 'fastwell-local-secret',
    webhookId: 'WH-FASTWELL-LOCAL',
  },
  /** The Bearer key the functions send to the Wellhub partner stand-in (WELLHUB_API_KEY). */
  wellhubApiKey: 'fastwell-local-wellhub-key',
  growthbookClientKey: 'sdk-fastwell-local',
  /** Signs the app's web sign-in tokens (futoken) locally; at least 32 characters. */
  futokenSecret: 'fastwell-local-futoken-secret-0123456789',
} as const;

export const localUrl = (port: number): string => `http://${LOCAL_STACK.host}:${port}`;
