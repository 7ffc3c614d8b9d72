/**
 * Urgency classifier for patient chat messages, in ten languages (en es fr de pt zh ar hi vi tl), and the
 * safety reply that goes with an emergency. Plain rules over per-language lexicons: no model, no network.
 */
export {
  assessUrgency,
  RED_FLAG_GROUPS,
  type LookAlikeKind,
  type RedFlagGroup,
  type UrgencyAssessment,
  type UrgencyLevel,
} from './red-flags';
export { crisisLine, safetyReply, SUPPORTED_SAFETY_LANGUAGES } from './replies';
export { normaliseText } from './text';
