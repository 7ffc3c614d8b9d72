import { time24, type Locale, type Timing } from '../types';

const weekdays = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'] as const;

/** a phone number kept left-to-right inside Arabic text (left-to-right isolate) */
function number(n: string): string {
  return `\u2066${n}\u2069`;
}

/** "قريبًا" / "عندما نفتح يوم الاثنين الساعة 9:00" */
function when(t: Timing): string {
  if (t.kind === 'soon') return 'قريبًا';
  if (t.kind === 'asap') return 'في أقرب وقت ممكن';
  const day = t.day === 'today' ? 'اليوم' : t.day === 'tomorrow' ? 'غدًا' : `يوم ${weekdays[t.weekday]}`;
  return `عندما نفتح ${day} الساعة ${time24(t.time)}`;
}

export const ar: Locale = {
  weekdays,
  time: time24,
  texts: {
    handoff: ({ timing, emergencyNumber }) =>
      `لقد أحلتُ سؤالك إلى فريق الصيدلية، وسيردّ عليك صيدلي هنا ${when(timing)}. في حالة الطوارئ، اتصل بالرقم ${number(emergencyNumber)}.`,
    handoff_again: () => `لقد أضفتُ هذا إلى سؤالك الموجّه إلى الصيدلي.`,
    needs_staff: ({ timing, emergencyNumber }) =>
      `شكرًا لإخبارنا. لقد طلبتُ من صيدلي الاطلاع على رسالتك، وسيردّ عليك هنا ${when(timing)}. إذا كانت هذه حالة طارئة، فاتصل فورًا بالرقم ${number(emergencyNumber)}.`,
    clinical: ({ timing, emergencyNumber }) =>
      `يحتاج هذا السؤال إلى تقييم صيدلي لحالتك الشخصية، لذلك أحلتُه إليه. سيردّ عليك صيدلي هنا ${when(timing)}. في حالة الطوارئ، اتصل بالرقم ${number(emergencyNumber)}.`,
    greeting: ({ name }) =>
      `مرحبًا! أنا المساعد الرقمي ${name ? `في ${name}` : 'للصيدلية'}. يمكنك أن تسألني عن مواعيد العمل أو تجديد الوصفات الطبية أو أدويتك، ويمكن للصيدلي أيضًا مساعدتك.`,
    thanks: () => `على الرحب والسعة! اكتب لنا هنا في أي وقت إذا كان لديك سؤال آخر.`,
    staff_joined: () => `انضمّ صيدلي إلى المحادثة وسيتابع معك من الآن.`,
    resolved: () => `تم تحديد هذه المحادثة على أنها محلولة. يمكنك الكتابة مجددًا في أي وقت لإعادة فتحها.`,
    limit_reached: ({ emergencyNumber }) =>
      `عذرًا، لا يمكننا استقبال محادثات جديدة هنا حاليًا. يُرجى الاتصال بالصيدلية مباشرة. في حالة الطوارئ، اتصل بالرقم ${number(emergencyNumber)}.`,
    call_us: ({ phone, emergencyNumber }) =>
      `لا يمكنني الإجابة عن هذا هنا، ولا يجيب فريق الصيدلية عن الأسئلة في هذه المحادثة. يُرجى الاتصال بالصيدلية${phone ? ` على الرقم ${number(phone)}` : ''}. في حالة الطوارئ، اتصل بالرقم ${number(emergencyNumber)}.`,
  },
};
