/** The slug part of a '{slug}={id}' path segment (text before the last '='), '' when there is none. */
export function slugFromSlugId(segment: string): string {
  const at = segment.lastIndexOf('=');
  return at === -1 ? '' : segment.slice(0, at);
}
