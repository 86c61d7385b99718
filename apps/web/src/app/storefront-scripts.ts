import { useEffect } from 'react';
import { STOREFRONT_SCRIPTS_DELAY_MS, STOREFRONT_SCRIPTS_VERSION } from '@shop/core';
import { STOREFRONT_ASSET_BASE } from '../shared/config/env';

/** The two storefront scripts of spec section 1, served from public/js/. */
export const STOREFRONT_SCRIPTS = ['main', 'shop'] as const;

/** e.g. '/js/main.js?v=5.3', or 'https://cdn.example.com/js/main.js?v=5.3' with an asset base. */
export function storefrontScriptUrl(name: (typeof STOREFRONT_SCRIPTS)[number], base = STOREFRONT_ASSET_BASE): string {
  return `${base}/js/${name}.js?v=${STOREFRONT_SCRIPTS_VERSION}`;
}

/**
 * Spec section 1: one second after each page change the 'main' and 'shop' scripts
 * (version 5.3) are added from the asset host; the next page change removes them (and
 * cancels them if the second has not passed yet).
 */
export function useStorefrontScripts(pageKey: string): void {
  useEffect(() => {
    const added: HTMLScriptElement[] = [];
    const timer = setTimeout(() => {
      for (const name of STOREFRONT_SCRIPTS) {
        const script = document.createElement('script');
        script.src = storefrontScriptUrl(name);
        script.async = true;
        script.dataset.storefrontScript = name;
        document.body.appendChild(script);
        added.push(script);
      }
    }, STOREFRONT_SCRIPTS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      added.forEach((script) => script.remove());
    };
  }, [pageKey]);
}
