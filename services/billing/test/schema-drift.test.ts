import { describe, expect, it } from 'vitest';
import { describeSchemaDrift, serviceSchemaDrift } from '@pharmachat/chassis/testing';
import { billingService } from '../src/index';

describe('billing schema', () => {
  it('is described the same way by the mappings and the migrations (MikroORM schema diff is empty)', async () => {
    const drift = await serviceSchemaDrift(billingService);
    expect(drift, describeSchemaDrift(billingService.schema, drift)).toEqual([]);
  });
});
