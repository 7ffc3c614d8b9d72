import { describe, expect, it } from 'vitest';
import { describeSchemaDrift, serviceSchemaDrift } from '@pharmachat/chassis/testing';
import { assistantService } from '../src/index';

describe('ai-assistant schema', () => {
  it('is described the same way by the mappings and the migrations (MikroORM schema diff is empty)', async () => {
    const drift = await serviceSchemaDrift(assistantService);
    expect(drift, describeSchemaDrift(assistantService.schema, drift)).toEqual([]);
  });
});
