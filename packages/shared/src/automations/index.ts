export * from './workflow';
export * from './validate-graph';
export * from './presets';
export * from './api';
export * from './incoming-webhook';
export * from './member-field-values';
