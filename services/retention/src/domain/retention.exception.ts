import { declareErrors } from '@pharmachat/chassis/errors';

/** Every error the retention service answers with (`extensions.reason` = `retention.<name in snake case>`). */
export const RetentionErrors = declareErrors('retention', {
  runsLimitOutOfRange: { code: 'BAD_USER_INPUT', message: (details: { max: number }) => `limit must be between 1 and ${details.max}.` },
});
