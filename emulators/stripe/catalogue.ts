/**
 * The catalogue is defined once, with the functions (they deploy it): the Stripe emulator seeds
 * from it and `npm run catalogue:sync` creates it at Stripe and PayPal.
 */
export * from '../../functions/src/catalogue/catalogue.definition.js';
