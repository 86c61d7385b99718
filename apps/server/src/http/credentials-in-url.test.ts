import { describe, expect, it } from 'vitest';
import { hasPasswordInQuery, redactSecretsInUrl } from './credentials-in-url.js';

describe('hasPasswordInQuery', () => {
  it('finds a password-like parameter name in any case or encoding', () => {
    for (const url of ['/api/a?password=x', '/api/a?b=1&customer_password=x', '/api/a?Current_Password=', '/api/a?p%61ssword=x', '/api/a?PASS%57ORD=x']) {
      expect(hasPasswordInQuery(url), url).toBe(true);
    }
    for (const url of ['/api/a', '/api/a?', '/api/a?email=password%40example.com', '/api/a?pass=x&word=y', '/api/password?x=1']) {
      expect(hasPasswordInQuery(url), url).toBe(false);
    }
  });
});

describe('redactSecretsInUrl', () => {
  it('hides the values of password-like parameters and of token, and nothing else', () => {
    expect(redactSecretsInUrl('/api/a?customer_email=a%40b.com&customer_password=S3cret%23&rememberMe=true')).toBe(
      '/api/a?customer_email=a%40b.com&customer_password=[redacted]&rememberMe=true',
    );
    expect(redactSecretsInUrl('/api/a?p%61ssword=S3cret&PASS%57ORD=S3cret&token=abc.def')).toBe(
      '/api/a?p%61ssword=[redacted]&PASS%57ORD=[redacted]&token=[redacted]',
    );
    expect(redactSecretsInUrl('/api/a?page=2&limit=10')).toBe('/api/a?page=2&limit=10');
    expect(redactSecretsInUrl('/api/a?bad%E0=1&password')).toBe('/api/a?bad%E0=1&password');
    expect(redactSecretsInUrl('/api/a')).toBe('/api/a');
  });

  it('hides access tokens, secrets, signatures and invoice keys too (issue 9)', () => {
    expect(redactSecretsInUrl('/api/a?access_token=eyJ.abc.def&order_id=7&key=9f3a&Client_Secret=s&sig=1&signature=x&apiKey=k')).toBe(
      '/api/a?access_token=[redacted]&order_id=7&key=[redacted]&Client_Secret=[redacted]&sig=1&signature=[redacted]&apiKey=[redacted]',
    );
    expect(redactSecretsInUrl('/api/a?keyword=amethyst&monkey=1')).toBe('/api/a?keyword=amethyst&monkey=1');
  });
});
