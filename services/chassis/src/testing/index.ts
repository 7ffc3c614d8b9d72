export * from './test-support';
export * from './service-harness';
