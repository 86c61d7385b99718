import '../zod-setup';
export * from './common';
export * from './staff';
export * from './orders';
export * from './content';
export * from './settings';
export * from './catalog';
export * from './outbox';
export * from './search';
