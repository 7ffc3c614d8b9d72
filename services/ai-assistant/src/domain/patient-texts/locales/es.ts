import { clock, time24, type Locale, type Timing } from '../types';

const weekdays = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;

/** "a las 9:00", but "a la 1:00" */
function at(hhmm: string): string {
  return `${clock(hhmm).hours === 1 ? 'a la' : 'a las'} ${time24(hhmm)}`;
}

/** "en breve" / "cuando abramos mañana a las 9:00" */
function when(t: Timing): string {
  if (t.kind === 'soon') return 'en breve';
  if (t.kind === 'asap') return 'lo antes posible';
  const day = t.day === 'today' ? 'hoy' : t.day === 'tomorrow' ? 'mañana' : `el ${weekdays[t.weekday]}`;
  return `cuando abramos ${day} ${at(t.time)}`;
}

export const es: Locale = {
  weekdays,
  time: time24,
  texts: {
    handoff: ({ timing, emergencyNumber }) =>
      `He pasado su consulta al equipo de la farmacia. Un farmacéutico le responderá aquí ${when(timing)}. En caso de emergencia, llame al ${emergencyNumber}.`,
    handoff_again: () => `He añadido esto a su consulta para el farmacéutico.`,
    needs_staff: ({ timing, emergencyNumber }) =>
      `Gracias por contárnoslo. He pedido a un farmacéutico que lo revise. Le responderá aquí ${when(timing)}. Si es una emergencia, llame ahora al ${emergencyNumber}.`,
    clinical: ({ timing, emergencyNumber }) =>
      `Esto requiere el criterio de un farmacéutico para su caso concreto, así que he pasado su consulta. Un farmacéutico le responderá aquí ${when(timing)}. En caso de emergencia, llame al ${emergencyNumber}.`,
    greeting: ({ name }) =>
      `¡Hola! Soy el asistente ${name ? `de ${name}` : 'de la farmacia'}. Puede preguntarme por el horario, la renovación de recetas o sus medicamentos. Un farmacéutico también puede ayudarle.`,
    thanks: () => `¡De nada! Escríbanos aquí cuando quiera si tiene otra pregunta.`,
    staff_joined: () => `Un farmacéutico se ha unido al chat y le atenderá a partir de ahora.`,
    resolved: () => `Este chat se ha marcado como resuelto. Escriba de nuevo cuando quiera para reabrirlo.`,
    limit_reached: ({ emergencyNumber }) =>
      `Lo sentimos, en este momento no podemos atender chats nuevos. Por favor, llame a la farmacia. En caso de emergencia, llame al ${emergencyNumber}.`,
    call_us: ({ phone, emergencyNumber }) =>
      `No puedo responder a esto aquí, y el personal de la farmacia no atiende preguntas en este chat. Por favor, llame a la farmacia${phone ? ` al ${phone}` : ''}. En caso de emergencia, llame al ${emergencyNumber}.`,
  },
};
