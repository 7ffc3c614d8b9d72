import { BillingErrors } from './billing.exception';

export type PlanId = 'free_trial' | 'basic' | 'professional' | 'enterprise';

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
  },
  {
    id: 'basic',
    name: 'Basic',
    monthlyPrice: 49,
    conversationLimit: 500,
    trialDays: null,
    features: ['500 conversations a month', 'AI answers from your knowledge base', 'Live chat inbox for your staff', 'Urgent-message alerts'],
    mostPopular: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    monthlyPrice: 149,
    conversationLimit: 2000,
    trialDays: null,
    features: ['2,000 conversations a month', 'Everything in Basic', 'API integrations', '24/7 priority support'],
    mostPopular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPrice: 299,
    conversationLimit: null,
    trialDays: null,
    features: ['Unlimited conversations', 'Multiple locations', 'White-label', 'Service-level agreement (SLA)'],
    mostPopular: false,
  },
];

export function planOf(id: PlanId | string): Plan {
  const plan = planCatalogue.find((p) => p.id === id);
  if (!plan) throw BillingErrors.unknownPlan({ plan: id, plans: planCatalogue.map((p) => p.id) });
  return plan;
}
