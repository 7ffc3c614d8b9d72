/**
 * Urgency classifier for patient chat messages, in ten languages (en es fr de pt zh ar hi vi tl), and the
 * safety reply that goes with an emergency. Rules over per-language lexicons, then a small learned model shipped
 * with the code (urgency-model.ts) that reads the message and the rules' findings: no network.
 */
export {
  assessUrgency,
  readUrgency,
  RED_FLAG_GROUPS,
  type LookAlikeKind,
  type RedFlagGroup,
  type UrgencyAssessment,
  type UrgencyLevel,
} from './red-flags';
export { crisisLine, safetyReply, SUPPORTED_SAFETY_LANGUAGES } from './replies';
export { countryOfTimeZone } from './country';
export { normaliseText } from './text';
export { shippedUrgencyModel, UrgencyModel, type RulesReading, type UrgencyScorer } from './urgency-model';
