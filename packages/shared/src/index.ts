export * from './messages.js';
export * from './money.js';
export * from './schemas/catalogue.js';
export * from './cart.js';
