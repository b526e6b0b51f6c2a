export * from './brands';
export * from './common/constants';
export * from './common/errors';
export * from './common/validation';
export * from './health';
export * from './hierarchy';
export * from './identity';
export * from './permissions';
