import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiOkSchema, loginRequestSchema, loginResponseSchema, signUpRequestSchema } from '@shop/core';
import { AUTH_MESSAGES, type AuthService } from './auth.service.js';

const tags = ['accounts'];

/** Users/UserSignUp and Users/UserLogin (DESIGN.md section 4): credentials only in the JSON body. */
export const authRoutes: FastifyPluginAsyncZod<{ accounts: AuthService }> = async (app, { accounts }) => {
  app.post('/Users/UserSignUp', {
    schema: {
      tags,
      summary: 'Create an account (the sign-up rules of spec section 5); a taken e-mail is 409',
      body: signUpRequestSchema,
      response: { 200: apiOkSchema },
    },
  }, async (req) => {
    await accounts.signUp(req.body);
    return { success: true as const, message: AUTH_MESSAGES.signedUp };
  });

  app.post('/Users/UserLogin', {
    schema: {
      tags,
      summary: 'Log in: a signed token for one day (30 with rememberMe); repeated failures are throttled (429)',
      body: loginRequestSchema,
      response: { 200: loginResponseSchema },
    },
  }, async (req) => {
    const data = await accounts.login(req.body, req.ip);
    return { success: true as const, message: AUTH_MESSAGES.loggedIn, data };
  });
};
