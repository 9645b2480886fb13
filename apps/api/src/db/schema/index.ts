// Every table of the store, one file per area; drizzle-kit reads this file (drizzle.config.ts).
export * from './admin';
export * from './app-state';
export * from './cart';
export * from './catalog';
export * from './coupons';
export * from './images';
export * from './ledger';
export * from './mail';
export * from './newsletter';
export * from './orders';
export * from './returns';
export * from './reviews';
export * from './rolls';
export * from './sales';
export * from './saved-addresses';
export * from './users';
export * from './wishlist';
