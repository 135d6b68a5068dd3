export * from './widget-settings';
export * from './widget-api';
export * from './widget-public';
export * from './targeting';
