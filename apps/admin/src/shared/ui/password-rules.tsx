import { SIGNUP_PASSWORD_MAX, SIGNUP_PASSWORD_MIN } from '@shop/core';

const RULES: { label: string; test: (p: string) => boolean }[] = [
  { label: `${SIGNUP_PASSWORD_MIN} to ${SIGNUP_PASSWORD_MAX} characters`, test: (p) => p.length >= SIGNUP_PASSWORD_MIN && p.length <= SIGNUP_PASSWORD_MAX },
  { label: 'an uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { label: 'a lowercase letter', test: (p) => /[a-z]/.test(p) },
  { label: 'a digit', test: (p) => /[0-9]/.test(p) },
  { label: 'an @ or #', test: (p) => /[@#]/.test(p) },
];

/** The customers' password rules (core's signUpPasswordSchema), ticked as they are met. */
export function PasswordRules({ password }: { password: string }) {
  return (
    <ul className="password-rules" aria-label="Password rules">
      {RULES.map((r) => {
        const met = r.test(password);
        return (
          <li key={r.label} className={met ? 'met' : undefined}>
            <span aria-hidden="true">{met ? '✓' : '·'}</span> {r.label}
            <span className="sr-only">{met ? ' (met)' : ' (not yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
