import { describe, expect, it } from 'vitest';
import { describeSchemaDrift, serviceSchemaDrift } from '@pharmachat/chassis/testing';
import { chatService } from '../src/index';

describe('chat schema', () => {
  it('is described the same way by the mappings and the migrations (MikroORM schema diff is empty)', async () => {
    const drift = await serviceSchemaDrift(chatService);
    expect(drift, describeSchemaDrift(chatService.schema, drift)).toEqual([]);
  });
});
