/**
 * An inline image of an e-mail (`<img src="cid:logo">`) names a part of the message that the
 * preview does not have: a frame on the back office's page would ask for `cid:logo` and the
 * page's Content-Security-Policy would refuse it (a console error). The preview shows a
 * quiet grey box of the image's own size instead; an image the server already inlined
 * (`data:`) is left as it is.
 */
export const INLINE_IMAGE_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><rect width='10' height='10' fill='#e3dfd7'/></svg>",
)}`;

/** The e-mail's HTML for the sandboxed preview frame: its `cid:` images swapped for a placeholder. */
export function previewHtml(html: string): string {
  return html.replace(/(\bsrc\s*=\s*)(["'])\s*cid:[^"']*\2/gi, (_match, attr: string, quote: string) => `${attr}${quote}${INLINE_IMAGE_PLACEHOLDER}${quote}`);
}
