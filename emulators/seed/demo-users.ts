/** Demo users for every state the product knows; `npm start` creates them (README lists them). */
export type DemoState =
  | 'anonymous'
  | 'anonymousSubscribed'
  | 'registered'
  | 'trialing'
  | 'activeOneMonth'
  | 'activeThreeMonths'
  | 'canceledAtPeriodEnd'
  | 'expired'
  | 'paused'
  | 'paypal'
  | 'partner';

export interface DemoUser {
  state: DemoState;
  /** Absent for anonymous users. */
  email?: string;
  description: string;
  /** The language they signed in and bought in (default en); its mails are in it. */
  lang?: 'de' | 'en' | 'es' | 'fr' | 'it' | 'pt';
  /** A PayPal subscriber's price (default the 3-month standard plan in EUR). */
  paypalPriceId?: string;
}

export const DEMO_PASSWORD = 'fastwell-demo';

export const DEMO_USERS: readonly DemoUser[] = [
  { state: 'anonymous', description: 'finished onboarding, no purchase, not registered' },
  { state: 'anonymousSubscribed', description: 'bought one month as a guest, not registered yet' },
  {
    state: 'registered',
    email: 'registered@demo.fastwell.test',
    description: 'registered, never bought',
  },
  {
    state: 'trialing',
    email: 'trialing@demo.fastwell.test',
    description: '7-day trial (fee paid), renews into the monthly plan',
  },
  {
    state: 'activeOneMonth',
    email: 'active-1m@demo.fastwell.test',
    description: 'active 1-month plan',
  },
  {
    state: 'activeThreeMonths',
    email: 'active-3m@demo.fastwell.test',
    description: 'active 3-month plan',
  },
  {
    state: 'canceledAtPeriodEnd',
    email: 'canceled@demo.fastwell.test',
    description: 'active, canceled at period end (restorable)',
  },
  {
    state: 'expired',
    email: 'expired@demo.fastwell.test',
    description: 'subscription ended (reactivate)',
  },
  {
    state: 'paused',
    email: 'paused@demo.fastwell.test',
    description: 'paused for one month (unpause)',
  },
  {
    state: 'paypal',
    email: 'paypal@demo.fastwell.test',
    description: 'active PayPal 3-month subscription',
  },
  {
    state: 'partner',
    email: 'partner@demo.fastwell.test',
    description: 'gym-benefit partner member, active',
  },
];
