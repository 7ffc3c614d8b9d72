import { time12, type Locale, type Timing } from '../types';

const weekdays = ['Linggo', 'Lunes', 'Martes', 'Miyerkules', 'Huwebes', 'Biyernes', 'Sabado'] as const;

/** "Sasagutin kayo rito ng isang parmasyutiko maya-maya lang." / "... pagbukas namin sa Lunes, 9:00 AM." */
function reply(t: Timing): string {
  const base = 'Sasagutin po kayo rito ng isang parmasyutiko';
  if (t.kind === 'soon') return `${base} maya-maya lang.`;
  if (t.kind === 'asap') return `${base} sa lalong madaling panahon.`;
  const time = time12(t.time);
  const day = t.day === 'today' ? `mamayang ${time}` : t.day === 'tomorrow' ? `bukas, ${time}` : `sa ${weekdays[t.weekday]}, ${time}`;
  return `${base} pagbukas namin ${day}.`;
}

export const tl: Locale = {
  weekdays,
  time: time12,
  texts: {
    handoff: ({ timing, emergencyNumber }) =>
      `Naipasa ko na po ang inyong tanong sa team ng botika. ${reply(timing)} Kung emergency, tumawag po kayo sa ${emergencyNumber}.`,
    handoff_again: () => `Naidagdag ko na po ito sa inyong tanong para sa parmasyutiko.`,
    needs_staff: ({ timing, emergencyNumber }) =>
      `Salamat po sa pagsabi sa amin. Hiniling ko na po sa isang parmasyutiko na tingnan ito. ${reply(timing)} Kung emergency ito, tumawag po kayo agad sa ${emergencyNumber}.`,
    clinical: ({ timing, emergencyNumber }) =>
      `Kailangan po ng personal na payo ng parmasyutiko para sa tanong na ito, kaya ipinasa ko na po ito. ${reply(timing)} Kung emergency, tumawag po kayo sa ${emergencyNumber}.`,
    greeting: ({ name }) =>
      `Kumusta po! Ako ang assistant ng ${name ?? 'botika'}. Puwede ninyo akong tanungin tungkol sa oras ng botika, refill ng reseta, o inyong mga gamot. Makakatulong din po ang isang parmasyutiko.`,
    thanks: () => `Walang anuman po! Sumulat lang po kayo rito anumang oras kung may iba pa kayong tanong.`,
    staff_joined: () => `Sumali na po sa chat ang isang parmasyutiko at siya na ang tutulong sa inyo.`,
    resolved: () => `Minarkahan na pong resolved ang chat na ito. Sumulat lang po ulit anumang oras para buksan itong muli.`,
    limit_reached: ({ emergencyNumber }) =>
      `Paumanhin po, hindi kami makatanggap ng bagong chat sa ngayon. Pakitawagan po ang botika. Kung emergency, tumawag po kayo sa ${emergencyNumber}.`,
    call_us: ({ phone, emergencyNumber }) =>
      `Hindi ko po ito masasagot dito, at hindi sumasagot ng mga tanong ang staff ng botika sa chat na ito. Pakitawagan po ang botika${phone ? ` sa ${phone}` : ''}. Kung emergency, tumawag po kayo sa ${emergencyNumber}.`,
  },
};
