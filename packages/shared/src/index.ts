export * from './accounts';
export * from './auth';
export * from './constants';
export * from './errors';
export * from './http';
export * from './locales';
export * from './password';
