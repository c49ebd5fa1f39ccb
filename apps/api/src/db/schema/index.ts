// Every table of the app; drizzle-kit reads this file to generate migrations.
export * from './users';
export * from './profiles';
export * from './master-data';
export * from './customers';
export * from './customer-notes';
export * from './visits';
export * from './catalog';
export * from './orders';
export * from './carts';
export * from './cart-additions';
export * from './shops';
export * from './order-exports';
export * from './documents';
export * from './document-totals';
export * from './warranties';
export * from './audit';
export * from './command-runs';
