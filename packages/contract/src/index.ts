export * from './common/constants';
export * from './common/errors';
export * from './health';
