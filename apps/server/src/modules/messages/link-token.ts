import crypto from 'node:crypto';

/**
 * The token of an e-mailed link, derived from the nonce its outbox row stores and the
 * server's secret (JWT_SECRET): 256 bits, base64url. The row alone (a database copy, the back
 * office's preview) gives no working link; the sender and the service that checks the link
 * work it out the same way. `purpose` keeps tokens of different links apart.
 */
export function linkToken(secret: string, purpose: 'password-reset', nonce: string): string {
  return crypto.createHmac('sha256', secret).update(`${purpose}\u0000${nonce}`).digest('base64url');
}

/** A fresh nonce for linkToken: 256 random bits. */
export function linkNonce(): string {
  return crypto.randomBytes(32).toString('base64url');
}
