export * from './compose';
export * from './gateway';
export * from './server';
export { LiveHub } from './live/live-hub';
