import { time24, type Locale, type Timing } from '../types';

const weekdays = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;

/** the reply, without its subject: "稍后会在这里回复您" / "会在我们明天9:00开门后在这里回复您" */
function reply(t: Timing): string {
  if (t.kind === 'soon') return '稍后会在这里回复您';
  if (t.kind === 'asap') return '会尽快在这里回复您';
  const day = t.day === 'today' ? '今天' : t.day === 'tomorrow' ? '明天' : weekdays[t.weekday];
  return `会在我们${day}${time24(t.time)}开门后在这里回复您`;
}

export const zh: Locale = {
  weekdays,
  time: time24,
  texts: {
    handoff: ({ timing, emergencyNumber }) => `我已将您的问题转给药房团队，药剂师${reply(timing)}。如遇紧急情况，请拨打${emergencyNumber}。`,
    handoff_again: () => `我已将这条信息补充到您给药剂师的问题中。`,
    needs_staff: ({ timing, emergencyNumber }) => `感谢您告诉我们。我已请药剂师查看此事，药剂师${reply(timing)}。如情况紧急，请立即拨打${emergencyNumber}。`,
    clinical: ({ timing, emergencyNumber }) =>
      `这个问题需要药剂师根据您的个人情况来判断，所以我已将您的问题转交给药剂师。药剂师${reply(timing)}。如遇紧急情况，请拨打${emergencyNumber}。`,
    greeting: ({ name }) => `您好！我是${name ? `${name}的` : '药房的'}智能助手。您可以向我咨询营业时间、续配处方或用药问题，药剂师也可以为您提供帮助。`,
    thanks: () => `不客气！如果还有其他问题，欢迎随时在这里留言。`,
    staff_joined: () => `药剂师已加入对话，接下来将由药剂师为您服务。`,
    resolved: () => `此对话已标记为已解决。如需重新打开，随时在这里发送消息即可。`,
    limit_reached: ({ emergencyNumber }) => `抱歉，我们目前无法接收新的在线咨询，请直接致电药房。如遇紧急情况，请拨打${emergencyNumber}。`,
    call_us: ({ phone, emergencyNumber }) => `这个问题我无法在这里回答，药房工作人员也不在此聊天中解答问题。请致电药房${phone ? `（${phone}）` : ''}。如遇紧急情况，请拨打${emergencyNumber}。`,
  },
};
