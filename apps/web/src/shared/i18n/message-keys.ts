/**
 * Core's messages (validation, and the server's own) are English, exactly as the spec
 * quotes them. A screen shows one in the current language through a translation key made
 * of `prefix.group.name`; the English file holds the same text (tests check it). A message
 * the groups do not know (another server text) has no key and is shown as it is.
 */
export function messageKeyLookup(
  groups: Readonly<Record<string, Readonly<Record<string, string>>>>,
  prefix: string,
): (message: string | undefined) => string | undefined {
  const keys = new Map<string, string>();
  for (const [group, messages] of Object.entries(groups)) {
    for (const [name, text] of Object.entries(messages)) {
      if (!keys.has(text)) keys.set(text, `${prefix}.${group}.${name}`);
    }
  }
  return (message) => (message ? keys.get(message) : undefined);
}

type Translate = (key: string, options?: { defaultValue?: string }) => string;

/** `message` in the current language when `keyOf` knows it, else as it is. */
export function translateWith(t: Translate, keyOf: (message: string) => string | undefined, message: string): string {
  const key = keyOf(message);
  return key ? t(key, { defaultValue: message }) : message;
}
