export * from './test-support';
export * from './service-harness';
export * from './fake-kafka';
export * from './schema-drift';
export * from './fake-twilio';
export * from './tracing';
