import { describe, expect, it } from 'vitest';
import { describeSchemaDrift, serviceSchemaDrift } from '@pharmachat/chassis/testing';
import { doctorService } from '../src/index';

describe('doctor schema', () => {
  it('is described the same way by the mappings and the migrations (MikroORM schema diff is empty)', async () => {
    const drift = await serviceSchemaDrift(doctorService);
    expect(drift, describeSchemaDrift(doctorService.schema, drift)).toEqual([]);
  });
});
