export * from './messages.js';
export * from './money.js';
