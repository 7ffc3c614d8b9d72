export * from './test-support';
export * from './service-harness';
export * from './fake-kafka';
export * from './schema-drift';
