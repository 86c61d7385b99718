/** @shop/core: the rules shared by the storefront and the server. Pure, no I/O. */
export * from './api-types';
export * from './constants';
export * from './money';
export * from './discount';
export * from './rating';
export * from './slug';
export * from './pagination';
export * from './cart';
export * from './wishlist';
export * from './token';
export * from './security-code';
export * from './text';
export * from './json';
export * from './i18n';
export * from './messages';
export * from './order';
export * from './schemas';
