import { clock, time24, type Locale, type Timing } from '../types';

const weekdays = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'] as const;

/** "às 9:00", but "à 1:00" */
function at(hhmm: string): string {
  return `${clock(hhmm).hours === 1 ? 'à' : 'às'} ${time24(hhmm)}`;
}

/** "em breve" / "quando abrirmos na segunda-feira às 9:00" */
function when(t: Timing): string {
  if (t.kind === 'soon') return 'em breve';
  if (t.kind === 'asap') return 'assim que possível';
  // sábado and domingo are masculine (no), the -feira days feminine (na)
  const weekday = t.weekday === 0 || t.weekday === 6 ? `no ${weekdays[t.weekday]}` : `na ${weekdays[t.weekday]}`;
  const day = t.day === 'today' ? 'hoje' : t.day === 'tomorrow' ? 'amanhã' : weekday;
  return `quando abrirmos ${day} ${at(t.time)}`;
}

export const pt: Locale = {
  weekdays,
  time: time24,
  texts: {
    handoff: ({ timing, emergencyNumber }) =>
      `Encaminhei a sua pergunta para a equipe da farmácia. Um farmacêutico vai responder aqui ${when(timing)}. Em caso de emergência, ligue para o ${emergencyNumber}.`,
    handoff_again: () => `Acrescentei isto à sua pergunta para o farmacêutico.`,
    needs_staff: ({ timing, emergencyNumber }) =>
      `Obrigado por nos avisar. Pedi a um farmacêutico que analise isto, e ele vai responder aqui ${when(timing)}. Se for uma emergência, ligue agora para o ${emergencyNumber}.`,
    clinical: ({ timing, emergencyNumber }) =>
      `Isto precisa da avaliação de um farmacêutico para o seu caso específico, por isso encaminhei a sua pergunta. Um farmacêutico vai responder aqui ${when(timing)}. Em caso de emergência, ligue para o ${emergencyNumber}.`,
    greeting: ({ name }) =>
      `Olá! Sou o assistente virtual ${name ? `de ${name}` : 'da farmácia'}. Pode me perguntar sobre horários, renovação de receitas ou os seus medicamentos. Um farmacêutico também pode ajudar.`,
    thanks: () => `De nada! Escreva aqui sempre que tiver outra dúvida.`,
    staff_joined: () => `Um farmacêutico entrou na conversa e vai continuar o atendimento a partir de agora.`,
    resolved: () => `Esta conversa foi marcada como resolvida. Escreva novamente quando quiser para reabri-la.`,
    limit_reached: ({ emergencyNumber }) =>
      `Desculpe, no momento não conseguimos receber novas conversas por aqui. Por favor, ligue para a farmácia. Em caso de emergência, ligue para o ${emergencyNumber}.`,
    call_us: ({ phone, emergencyNumber }) =>
      `Não consigo responder a isso por aqui, e a equipe da farmácia não atende perguntas neste chat. Por favor, ligue para a farmácia${phone ? ` no ${phone}` : ''}. Em caso de emergência, ligue para o ${emergencyNumber}.`,
  },
};
