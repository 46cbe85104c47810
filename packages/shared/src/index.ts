export * from './messages.js';
export * from './money.js';
export * from './schemas/catalogue.js';
export * from './cart.js';
export * from './restaurant.js';
export * from './hours.js';
export * from './schemas/contact.js';
export * from './schemas/newsletter.js';
