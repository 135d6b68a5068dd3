export * from './auth';
export * from './constants';
export * from './errors';
export * from './locales';
export * from './password';
