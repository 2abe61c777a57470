import {
  checkWellhubVerificationBodySchema,
  registerWellhubBodySchema,
  registrationDetailsQuerySchema,
  sendWellhubVerificationBodySchema,
} from '../api/wellhub';
import {
  checkWellhubVerificationAnswerSchema,
  registerWellhubAnswerSchema,
  registrationDetailsAnswerSchema,
  sendWellhubVerificationAnswerSchema,
} from '../api/wellhub.answers';
import { get, post } from './endpoint';

/** The partner flow (spec 02 §2.7, §4.15; issue 32: the e-mail proven through our own mail). */
export const wellhubEndpoints = {
  registrationDetails: get('/api/wellhub/registrationDetails', registrationDetailsAnswerSchema, {
    auth: 'public',
    query: registrationDetailsQuerySchema,
  }),
  sendWellhubVerification: post(
    '/api/wellhub/sendVerification',
    sendWellhubVerificationAnswerSchema,
    { auth: 'public', body: sendWellhubVerificationBodySchema, status: 202 },
  ),
  checkWellhubVerification: post(
    '/api/wellhub/checkVerification',
    checkWellhubVerificationAnswerSchema,
    { auth: 'public', body: checkWellhubVerificationBodySchema },
  ),
  registerNewWellhubUser: post('/api/wellhub/registerNewWellhubUser', registerWellhubAnswerSchema, {
    auth: 'bearer',
    body: registerWellhubBodySchema,
  }),
};
