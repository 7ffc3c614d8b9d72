import { time24, type Locale, type Timing } from '../types';

const weekdays = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'] as const;

/** '09:00' -> '9:00 Uhr' */
function time(hhmm: string): string {
  return `${time24(hhmm)} Uhr`;
}

/** "Sie erhalten hier in Kürze eine Antwort." / "... eine Antwort, sobald wir morgen um 9:00 Uhr öffnen." */
function answer(t: Timing): string {
  if (t.kind === 'soon') return 'Sie erhalten hier in Kürze eine Antwort.';
  if (t.kind === 'asap') return 'Sie erhalten hier so bald wie möglich eine Antwort.';
  const day = t.day === 'today' ? 'heute' : t.day === 'tomorrow' ? 'morgen' : `am ${weekdays[t.weekday]}`;
  return `Sie erhalten hier eine Antwort, sobald wir ${day} um ${time(t.time)} öffnen.`;
}

export const de: Locale = {
  weekdays,
  time,
  texts: {
    handoff: ({ timing, emergencyNumber }) =>
      `Ich habe Ihre Frage an unser pharmazeutisches Team weitergeleitet. ${answer(timing)} Im Notfall wählen Sie bitte ${emergencyNumber}.`,
    handoff_again: () => `Ich habe das zu Ihrer Frage an unser pharmazeutisches Team hinzugefügt.`,
    needs_staff: ({ timing, emergencyNumber }) =>
      `Danke, dass Sie uns das mitteilen. Ich habe unser pharmazeutisches Team gebeten, sich das anzusehen. ${answer(timing)} Wenn es ein Notfall ist, wählen Sie bitte sofort ${emergencyNumber}.`,
    clinical: ({ timing, emergencyNumber }) =>
      `Das sollte eine Apothekerin oder ein Apotheker für Sie persönlich beurteilen, deshalb habe ich Ihre Frage weitergeleitet. ${answer(timing)} Im Notfall wählen Sie bitte ${emergencyNumber}.`,
    greeting: ({ name }) =>
      `Hallo! Ich bin der digitale Assistent ${name ? `von ${name}` : 'Ihrer Apotheke'}. Fragen Sie mich gern zu Öffnungszeiten, Folgerezepten oder Ihren Medikamenten. Auch unser pharmazeutisches Team hilft Ihnen gern.`,
    thanks: () => `Gern geschehen! Schreiben Sie uns jederzeit hier, wenn Sie noch eine Frage haben.`,
    staff_joined: () => `Jemand aus unserem pharmazeutischen Team ist jetzt im Chat und hilft Ihnen weiter.`,
    resolved: () => `Dieser Chat wurde als erledigt markiert. Schreiben Sie jederzeit wieder, um ihn erneut zu öffnen.`,
    limit_reached: ({ emergencyNumber }) =>
      `Leider können wir derzeit keine neuen Chats annehmen. Bitte rufen Sie direkt in der Apotheke an. Im Notfall wählen Sie bitte ${emergencyNumber}.`,
    call_us: ({ phone, emergencyNumber }) =>
      `Darauf kann ich hier nicht antworten, und das Apothekenteam beantwortet in diesem Chat keine Fragen. Bitte rufen Sie die Apotheke${phone ? ` unter ${phone}` : ' direkt'} an. Im Notfall wählen Sie bitte ${emergencyNumber}.`,
  },
};
