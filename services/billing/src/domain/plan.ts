import { BillingErrors } from './billing.exception';

export type PlanId = 'free_trial' | 'basic' | 'professional' | 'enterprise';

/**
 * What a plan unlocks beyond its conversations (spec part 2, sections 3 and 6): advanced analytics from
 * Professional, several locations on Enterprise. The feature check (`featureAccess`) answers from this list.
 */
export const planFeatures = ['advanced_analytics', 'api_integrations', 'priority_support', 'multiple_locations', 'white_label', 'sla'] as const;
export type PlanFeature = (typeof planFeatures)[number];

/** A plan a pharmacy can be on: its price and how many conversations a month it includes. */
export interface Plan {
  id: PlanId;
  name: string;
  /** US dollars per month */
  monthlyPrice: number;
  /** conversations per calendar month; null means unlimited */
  conversationLimit: number | null;
  /** length of the free period in days; null for paid plans */
  trialDays: number | null;
  /** what the plan includes, as the pricing cards list it (spec part 1, section 9) */
  features: string[];
  /** the plan the pricing section marks 'Most Popular' */
  mostPopular: boolean;
  /** the features (planFeatures) the plan unlocks */
  unlocks: PlanFeature[];
}

export const FREE_TRIAL_DAYS = 30;
/** Trial lengths a super admin may assign (spec part 2, section 5); 30 is the default. */
export const TRIAL_DURATIONS_OFFERED = [7, 30, 90] as const;

/** The plan catalogue (spec part 1, section 9). Billed monthly, cancel anytime, no setup fees. */
export const planCatalogue: readonly Plan[] = [
  {
    id: 'free_trial',
    name: 'Free Trial',
    monthlyPrice: 0,
    conversationLimit: 100,
    trialDays: FREE_TRIAL_DAYS,
    features: [`${FREE_TRIAL_DAYS} days free`, 'Up to 100 conversations', 'Basic AI responses', 'No credit card required'],
    mostPopular: false,
    unlocks: [],
  },
  {
    id: 'basic',
    name: 'Basic',
    monthlyPrice: 49,
    conversationLimit: 500,
    trialDays: null,
    features: ['500 conversations a month', 'AI answers from your knowledge base', 'Live chat inbox for your staff', 'Urgent-message alerts'],
    mostPopular: false,
    unlocks: [],
  },
  {
    id: 'professional',
    name: 'Professional',
    monthlyPrice: 149,
    conversationLimit: 2000,
    trialDays: null,
    features: ['2,000 conversations a month', 'Everything in Basic', 'API integrations', '24/7 priority support'],
    mostPopular: true,
    unlocks: ['advanced_analytics', 'api_integrations', 'priority_support'],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPrice: 299,
    conversationLimit: null,
    trialDays: null,
    features: ['Unlimited conversations', 'Multiple locations', 'White-label', 'Service-level agreement (SLA)'],
    mostPopular: false,
    unlocks: ['advanced_analytics', 'api_integrations', 'priority_support', 'multiple_locations', 'white_label', 'sla'],
  },
];

export function planOf(id: PlanId | string): Plan {
  const plan = planCatalogue.find((p) => p.id === id);
  if (!plan) throw BillingErrors.unknownPlan({ plan: id, plans: planCatalogue.map((p) => p.id) });
  return plan;
}

/** Plans a pharmacy can pay for (the trial is given, never bought). */
export const paidPlanIds = ['basic', 'professional', 'enterprise'] as const satisfies readonly PlanId[];

/**
 * Whether a plan allows a feature, and the cheapest plan that does (`planRequired`, what the upgrade prompt names).
 * No plan (no subscription) allows nothing.
 */
export function featureAccess(plan: PlanId | null, feature: PlanFeature): { allowed: boolean; planRequired: PlanId } {
  const cheapest = planCatalogue.find((candidate) => candidate.unlocks.includes(feature))!;
  const allowed = plan !== null && planOf(plan).unlocks.includes(feature);
  return { allowed, planRequired: cheapest.id };
}

export function isPlanFeature(value: string): value is PlanFeature {
  return (planFeatures as readonly string[]).includes(value);
}
