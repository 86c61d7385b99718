/** Parses saved JSON (local storage), returning undefined instead of throwing on bad text. */
export function parseJson(json: string | null | undefined): unknown {
  if (typeof json !== 'string' || json === '') return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

/** Narrows parsed JSON to a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a positive safe integer from a number or a string of digits, else null. */
export function positiveIntFrom(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Reads a finite number from a number or a numeric string, else null. */
export function finiteNumberFrom(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}
