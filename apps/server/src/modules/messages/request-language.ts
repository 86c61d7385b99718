import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../seo/language.js';
import type { MessageLanguage } from './message-data.js';

/**
 * The language a message caused by this request is written in: the storefront's own (its
 * API client sends it as Accept-Language; the i18next cookie mirrors it), as the page's
 * language is found.
 */
export function messageLanguageOf(req: FastifyRequest): MessageLanguage {
  return requestLanguage({ search: '', cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] }).lang === 'ar' ? 'ar' : 'en';
}
