/**
 * The chassis's errors entry point (`@pharmachat/chassis/errors`): all a domain module may import from the chassis.
 * It has no dependencies on databases, servers or tokens.
 */
export * from './domain-error';
export * from './declare-errors';
