export * from './envelope';
export * from './events/index';
export * from './validate';
export * from './roles';
