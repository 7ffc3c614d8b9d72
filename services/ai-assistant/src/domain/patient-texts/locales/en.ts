import { time12, type Locale, type Timing } from '../types';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** "shortly" / "when we open tomorrow at 9:00 AM" */
function when(t: Timing): string {
  if (t.kind === 'soon') return 'shortly';
  if (t.kind === 'asap') return 'as soon as possible';
  const day = t.day === 'today' ? 'today' : t.day === 'tomorrow' ? 'tomorrow' : `on ${weekdays[t.weekday]}`;
  return `when we open ${day} at ${time12(t.time)}`;
}

export const en: Locale = {
  weekdays,
  time: time12,
  texts: {
    handoff: ({ timing, emergencyNumber }) =>
      `I've passed your question to the pharmacy team. A pharmacist will reply here ${when(timing)}. In an emergency, call ${emergencyNumber}.`,
    handoff_again: () => `I've added this to your question for the pharmacist.`,
    needs_staff: ({ timing, emergencyNumber }) =>
      `Thank you for telling us. I've asked a pharmacist to look at this, and they will reply here ${when(timing)}. If this is an emergency, call ${emergencyNumber} now.`,
    clinical: ({ timing, emergencyNumber }) =>
      `This needs a pharmacist's judgment for you personally, so I've passed your question on. A pharmacist will reply here ${when(timing)}. In an emergency, call ${emergencyNumber}.`,
    greeting: ({ name }) =>
      `Hello! I'm ${name ? `the ${name} assistant` : `the pharmacy's assistant`}. Ask me about opening hours, prescription refills or your medicines. A pharmacist can also help.`,
    thanks: () => `You're welcome! Write here any time if you have another question.`,
    staff_joined: () => `A pharmacist has joined the chat and will help you from here.`,
    resolved: () => `This chat was marked as resolved. Write again any time to reopen it.`,
    limit_reached: ({ emergencyNumber }) =>
      `Sorry, we can't take new chats here at the moment. Please call the pharmacy. In an emergency, call ${emergencyNumber}.`,
    call_us: ({ phone, emergencyNumber }) =>
      `I can't answer this one here, and the pharmacy's staff don't take questions in this chat. Please call the pharmacy${phone ? ` at ${phone}` : ''}. In an emergency, call ${emergencyNumber}.`,
  },
};
