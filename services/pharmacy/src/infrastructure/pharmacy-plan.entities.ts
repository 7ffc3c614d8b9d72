import { defineEntity, p } from '@mikro-orm/postgresql';
import { PharmacyPlan } from '../domain/pharmacy-locations';

export const PharmacyPlanSchema = defineEntity({
  class: PharmacyPlan,
  tableName: 'pharmacy_plan',
  schema: 'pharmacy',
  properties: {
    pharmacyId: p.uuid().primary(),
    plan: p.text(),
    updatedAt: p.datetime(),
  },
});
