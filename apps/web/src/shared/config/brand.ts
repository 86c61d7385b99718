// The brand and the title format live in core: the server writes the same title into the HTML.
export { BRAND_NAME, pageTitle } from '@shop/core';
