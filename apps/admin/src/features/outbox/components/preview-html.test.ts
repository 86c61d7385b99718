import { describe, expect, it } from 'vitest';
import { INLINE_IMAGE_PLACEHOLDER, previewHtml } from './preview-html';

describe('previewHtml', () => {
  it("swaps the e-mail's inline (cid:) images for a placeholder, in either quotes", () => {
    const html = `<img src="cid:logo" width="48" height="48" alt=""><p>x</p><IMG SRC = 'cid:upi-qr' width="160">`;
    expect(previewHtml(html)).toBe(
      `<img src="${INLINE_IMAGE_PLACEHOLDER}" width="48" height="48" alt=""><p>x</p><IMG SRC = '${INLINE_IMAGE_PLACEHOLDER}' width="160">`,
    );
  });

  it('leaves other images, and text that mentions cid: (escaped, as the templates write text), alone', () => {
    const html = `<img src="data:image/png;base64,AAAA"><img src="https://shop.example/a.png"><p>src=&quot;cid:logo&quot; is how it is written</p>`;
    expect(previewHtml(html)).toBe(html);
  });
});
