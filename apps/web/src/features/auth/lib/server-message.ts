/** The `message` of a response body, when it is non-empty text. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body as { message: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
