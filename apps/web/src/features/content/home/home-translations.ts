import { i18n } from '../../../shared/i18n/i18n';
// The same file the browser would fetch as /locales/en/home.json.
import enHome from '../../../../public/locales/en/home.json';

/** The home screen's translation namespace (public/locales/{lng}/home.json). */
export const HOME_NAMESPACE = 'home';

/**
 * English home strings ship inside the home chunk, as English common ships inside the main
 * bundle: the first visit to / then needs neither a translation request nor the HTTP
 * backend's code before the hero can paint (it keeps the first load under its 150 KB
 * budget, and the largest paint early). Other languages load home.json as usual, with
 * English as their fallback. Runs once, when the home chunk is first evaluated.
 */
// On the server the shared instance is never started (each page has its own): nothing to add.
if (i18n.store && !i18n.hasResourceBundle('en', HOME_NAMESPACE)) {
  i18n.addResourceBundle('en', HOME_NAMESPACE, enHome, true, false);
}
