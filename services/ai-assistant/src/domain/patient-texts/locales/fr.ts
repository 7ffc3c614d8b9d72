import { clock, type Locale, type Timing } from '../types';

const weekdays = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;
/** no-break space, before « ! ? : ; » as French typography wants */
const nb = '\u00a0';

/** '09:00' -> '9 h', '18:30' -> '18 h 30' */
function time(hhmm: string): string {
  const { hours, minutes, mm } = clock(hhmm);
  return minutes === 0 ? `${hours}${nb}h` : `${hours}${nb}h${nb}${mm}`;
}

/** "sous peu" / "dès notre ouverture demain à 9 h" */
function when(t: Timing): string {
  if (t.kind === 'soon') return 'sous peu';
  if (t.kind === 'asap') return 'dès que possible';
  const day = t.day === 'today' ? `aujourd'hui` : t.day === 'tomorrow' ? 'demain' : weekdays[t.weekday];
  return `dès notre ouverture ${day} à ${time(t.time)}`;
}

export const fr: Locale = {
  weekdays,
  time,
  texts: {
    handoff: ({ timing, emergencyNumber }) =>
      `J'ai transmis votre question à l'équipe de la pharmacie. Un pharmacien vous répondra ici ${when(timing)}. En cas d'urgence, appelez le ${emergencyNumber}.`,
    handoff_again: () => `J'ai ajouté ceci à votre question pour le pharmacien.`,
    needs_staff: ({ timing, emergencyNumber }) =>
      `Merci de nous l'avoir signalé. J'ai demandé à un pharmacien d'examiner votre message, il vous répondra ici ${when(timing)}. S'il s'agit d'une urgence, appelez immédiatement le ${emergencyNumber}.`,
    clinical: ({ timing, emergencyNumber }) =>
      `Cette question nécessite l'avis personnalisé d'un pharmacien, je la lui ai donc transmise. Un pharmacien vous répondra ici ${when(timing)}. En cas d'urgence, appelez le ${emergencyNumber}.`,
    greeting: ({ name }) =>
      `Bonjour${nb}! Je suis l'assistant ${name ? `de ${name}` : 'de la pharmacie'}. Posez-moi vos questions sur les horaires, le renouvellement d'ordonnances ou vos médicaments. Un pharmacien peut aussi vous aider.`,
    thanks: () => `Avec plaisir${nb}! N'hésitez pas à nous écrire ici si vous avez une autre question.`,
    staff_joined: () => `Un pharmacien a rejoint la conversation et prend le relais.`,
    resolved: () => `Cette conversation a été marquée comme résolue. Écrivez-nous à tout moment pour la rouvrir.`,
    limit_reached: ({ emergencyNumber }) =>
      `Désolé, nous ne pouvons pas prendre de nouvelles conversations pour le moment. Veuillez appeler la pharmacie. En cas d'urgence, appelez le ${emergencyNumber}.`,
    call_us: ({ phone, emergencyNumber }) =>
      `Je ne peux pas répondre à cette question ici, et l'équipe de la pharmacie ne répond pas aux questions dans ce chat. Veuillez appeler la pharmacie${phone ? ` au ${phone}` : ''}. En cas d'urgence, appelez le ${emergencyNumber}.`,
  },
};
