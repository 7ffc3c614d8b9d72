import { describe, expect, it } from 'vitest';
import { describeSchemaDrift, serviceSchemaDrift } from '@pharmachat/chassis/testing';
import { pharmacyService } from '../src/index';

describe('pharmacy schema', () => {
  it('is described the same way by the mappings and the migrations (MikroORM schema diff is empty)', async () => {
    const drift = await serviceSchemaDrift(pharmacyService);
    expect(drift, describeSchemaDrift(pharmacyService.schema, drift)).toEqual([]);
  });
});
