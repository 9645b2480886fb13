export * from './auth';
export * from './cart';
export * from './common';
export * from './dashboard';
export * from './fabrics';
export * from './money';
export * from './orders';
export * from './users';
