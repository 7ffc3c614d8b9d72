import { describe, expect, it } from 'vitest';
import { describeSchemaDrift, serviceSchemaDrift } from '@pharmachat/chassis/testing';
import { retentionService } from '../src/index';

describe('retention schema', () => {
  it('is described the same way by the mappings and the migrations (MikroORM schema diff is empty)', async () => {
    const drift = await serviceSchemaDrift(retentionService);
    expect(drift, describeSchemaDrift(retentionService.schema, drift)).toEqual([]);
  });
});
