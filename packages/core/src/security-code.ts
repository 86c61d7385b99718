import { SECURITY_CODE_MAX, SECURITY_CODE_MIN } from './constants';

/** The login page's random 4-digit code, 1000 to 9999 inclusive (spec 4, 9). */
export function generateSecurityCode(random: () => number = Math.random): number {
  const span = SECURITY_CODE_MAX - SECURITY_CODE_MIN + 1;
  const code = SECURITY_CODE_MIN + Math.floor(random() * span);
  // Guard against a random source that returns 1 (or anything out of [0, 1)).
  return Math.min(SECURITY_CODE_MAX, Math.max(SECURITY_CODE_MIN, Number.isFinite(code) ? code : SECURITY_CODE_MIN));
}

/** The digits of the code, for showing each in its own colour. */
export function securityCodeDigits(code: number): string[] {
  return String(code).split('');
}
