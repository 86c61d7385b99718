import { renderToStaticMarkup } from 'react-dom/server';
import { headTags, SCRIPT_AFTER_PICTURE, textDirection, type DocumentInput, type HeadTag } from '@shop/core';
import { RENDERED_PAGE_STATE_ID } from './rendered-page';

/**
 * The whole HTML document of a storefront page, written by React on the server (issue 21;
 * the model is Hydrogen's root document): <html> in the page's language and direction, the
 * head the page's route worked out (routes/*.route.ts), the build's script and stylesheets
 * (from its manifest), the main picture's preload, and #root, with the rendered page and its
 * state or empty for the browser to render. index.html is only `vite dev`'s.
 */

/** The note shown where the browser runs no script, on a page it would have to render. */
const NEEDS_JAVASCRIPT = 'This shop needs JavaScript to run. · يحتاج هذا المتجر إلى JavaScript ليعمل.';

function HeadTagElement({ tag }: { tag: HeadTag }) {
  switch (tag.tag) {
    case 'title':
      return <title>{tag.text}</title>;
    case 'meta':
      return tag.attr === 'name' ? <meta name={tag.key} content={tag.content} /> : <meta property={tag.key} content={tag.content} />;
    case 'link':
      return <link rel={tag.rel} href={tag.href} />;
    case 'json-ld':
      // jsonForScript: no '<', '>' or '&' in it, so nothing can end the script early.
      return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: tag.json }} />;
  }
}

export function Document({ language, head, origin, assets, picture, page }: DocumentInput) {
  const dir = textDirection(language);
  return (
    <html lang={language} dir={dir}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#262938" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {headTags(head, origin).map((tag, i) => (
          <HeadTagElement key={i} tag={tag} />
        ))}
        {/* A page the browser renders starts its script at once; a rendered one after its main picture (below). */}
        {page ? null : <script type="module" crossOrigin="" src={assets.script} />}
        {page ? null : assets.modulePreloads.map((href) => <link key={href} rel="modulepreload" crossOrigin="" href={href} />)}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" crossOrigin="" href={href} />
        ))}
        {picture ? <link rel="preload" as="image" href={picture} fetchPriority="high" /> : null}
      </head>
      <body dir={dir}>
        {page ? (
          <>
            <div id="root" dangerouslySetInnerHTML={{ __html: page.html }} />
            <script type="application/json" id={RENDERED_PAGE_STATE_ID} dangerouslySetInnerHTML={{ __html: page.stateJson }} />
            <script data-src={assets.script} dangerouslySetInnerHTML={{ __html: SCRIPT_AFTER_PICTURE }} />
          </>
        ) : (
          <>
            <div id="root" />
            <noscript>{NEEDS_JAVASCRIPT}</noscript>
          </>
        )}
      </body>
    </html>
  );
}

/** The document as sent. */
export function renderDocument(input: DocumentInput): string {
  return `<!doctype html>${renderToStaticMarkup(<Document {...input} />)}`;
}
