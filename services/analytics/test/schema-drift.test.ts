import { describe, expect, it } from 'vitest';
import { describeSchemaDrift, serviceSchemaDrift } from '@pharmachat/chassis/testing';
import { analyticsService } from '../src/index';

describe('analytics schema', () => {
  it('is described the same way by the mappings and the migrations (MikroORM schema diff is empty)', async () => {
    const drift = await serviceSchemaDrift(analyticsService);
    expect(drift, describeSchemaDrift(analyticsService.schema, drift)).toEqual([]);
  });
});
