import { checkEmailBodySchema, futokenBodySchema, signInBodySchema } from '../api/auth';
import {
  checkEmailAnswerSchema,
  customTokenAnswerSchema,
  futokenAnswerSchema,
  signInAnswerSchema,
} from '../api/auth.answers';
import { onboardingBodySchema } from '../api/user';
import { okAnswerSchema, profileAnswerSchema } from '../api/user.answers';
import { get, post } from './endpoint';

/** Sign-in, the user record and the app's sign-in tokens (spec 01 §7, spec 02 §2.5). */
export const accountEndpoints = {
  checkEmailExists: post('/api/auth/checkEmailExists', checkEmailAnswerSchema, {
    auth: 'public',
    body: checkEmailBodySchema,
  }),
  /** Creates the user record on first sign-in, syncs provider data after. */
  signIn: post('/api/auth/signIn', signInAnswerSchema, { auth: 'bearer', body: signInBodySchema }),
  /** A new session for the app-download link; only for a caller who signed in moments ago. */
  generateCustomToken: post('/api/auth/generateCustomToken', customTokenAnswerSchema, {
    auth: 'bearer',
  }),
  getJWT: post('/api/getJWT', futokenAnswerSchema, { auth: 'public', body: futokenBodySchema }),
  onboardingData: post('/api/user/onboardingData', okAnswerSchema, {
    auth: 'bearer',
    body: onboardingBodySchema,
  }),
  profile: get('/api/user/profile', profileAnswerSchema, { auth: 'bearer' }),
};
