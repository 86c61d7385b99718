import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PASSWORD_RESET_MESSAGES,
  apiOkSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  resetPasswordRequestSchema,
  signUpRequestSchema,
} from '@shop/core';
import { AUTH_MESSAGES, normaliseEmail, type AuthService } from './auth.service.js';
import type { DeviceCookies } from './device-cookie.js';
import type { PasswordResets } from './password-reset.service.js';
import { RATE_LIMITS, perAddress } from '../../http/rate-limits.js';
import { messageLanguageOf } from '../messages/request-language.js';

const tags = ['accounts'];

/** Users/UserSignUp and Users/UserLogin (DESIGN.md section 4): credentials only in the JSON body. */
export const authRoutes: FastifyPluginAsyncZod<{ accounts: AuthService; devices: DeviceCookies; resets: PasswordResets }> = async (
  app,
  { accounts, devices, resets },
) => {
  // Answers that carry a token or say whether an account exists are never stored by caches.
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/Users/UserSignUp',
    {
      config: perAddress(RATE_LIMITS.signUpPerAddress),
      schema: {
        tags,
        summary: 'Create an account (the sign-up rules of spec section 5); a taken e-mail is 409; 10 sign-ups per address per 10 minutes (429)',
        body: signUpRequestSchema,
        response: { 200: apiOkSchema },
      },
    },
    async (req) => {
      await accounts.signUp(req.body, messageLanguageOf(req));
      return { success: true as const, message: AUTH_MESSAGES.signedUp };
    },
  );

  app.post(
    '/Users/UserLogin',
    {
      config: perAddress(RATE_LIMITS.loginPerAddress),
      schema: {
        tags,
        summary: 'Log in: a signed token for one day (30 with rememberMe); repeated failures are throttled (429)',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (req, reply) => {
      const email = normaliseEmail(req.body.customer_email);
      const data = await accounts.login(req.body, req.ip, await devices.trustedDevice(req, email));
      devices.set(reply, req, await devices.issue(email));
      return { success: true as const, message: AUTH_MESSAGES.loggedIn, data };
    },
  );

  app.post(
    '/Users/ForgotPassword',
    {
      config: perAddress(RATE_LIMITS.passwordResetPerAddress),
      schema: {
        tags,
        summary:
          'Ask for a password reset link by e-mail (valid 30 minutes, once). The same answer whether or not an account exists; 3 per e-mail and 10 per address per 15 minutes (429)',
        body: forgotPasswordRequestSchema,
        response: { 200: apiOkSchema },
      },
    },
    async (req) => {
      resets.request(req.body, messageLanguageOf(req));
      return { success: true as const, message: PASSWORD_RESET_MESSAGES.linkSent };
    },
  );

  app.post(
    '/Users/ResetPassword',
    {
      config: perAddress(RATE_LIMITS.passwordResetPerAddress),
      schema: {
        tags,
        summary:
          "Set a new password with a reset link's token (the sign-up password rules). Signs the account out everywhere. An unknown, expired, used or superseded token is 400 and changes nothing",
        body: resetPasswordRequestSchema,
        response: { 200: apiOkSchema },
      },
    },
    async (req) => {
      await resets.reset(req.body, messageLanguageOf(req));
      return { success: true as const, message: PASSWORD_RESET_MESSAGES.resetDone };
    },
  );
};
