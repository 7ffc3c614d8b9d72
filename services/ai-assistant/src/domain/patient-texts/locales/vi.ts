import { time24, type Locale, type Timing } from '../types';

const weekdays = ['Chủ nhật', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy'] as const;

/** "Dược sĩ sẽ sớm trả lời bạn tại đây." / "... khi nhà thuốc mở cửa lúc 9:00 Thứ Hai." */
function reply(t: Timing): string {
  if (t.kind === 'soon') return 'Dược sĩ sẽ sớm trả lời bạn tại đây.';
  if (t.kind === 'asap') return 'Dược sĩ sẽ trả lời bạn tại đây sớm nhất có thể.';
  const day = t.day === 'today' ? 'hôm nay' : t.day === 'tomorrow' ? 'ngày mai' : weekdays[t.weekday];
  return `Dược sĩ sẽ trả lời bạn tại đây khi nhà thuốc mở cửa lúc ${time24(t.time)} ${day}.`;
}

export const vi: Locale = {
  weekdays,
  time: time24,
  texts: {
    handoff: ({ timing, emergencyNumber }) =>
      `Tôi đã chuyển câu hỏi của bạn đến đội ngũ nhà thuốc. ${reply(timing)} Trong trường hợp khẩn cấp, hãy gọi ${emergencyNumber}.`,
    handoff_again: () => `Tôi đã bổ sung nội dung này vào câu hỏi của bạn gửi dược sĩ.`,
    needs_staff: ({ timing, emergencyNumber }) =>
      `Cảm ơn bạn đã cho chúng tôi biết. Tôi đã nhờ dược sĩ xem xét việc này. ${reply(timing)} Nếu đây là trường hợp khẩn cấp, hãy gọi ngay ${emergencyNumber}.`,
    clinical: ({ timing, emergencyNumber }) =>
      `Câu hỏi này cần dược sĩ đánh giá dựa trên tình trạng cụ thể của bạn, vì vậy tôi đã chuyển câu hỏi cho dược sĩ. ${reply(timing)} Trong trường hợp khẩn cấp, hãy gọi ${emergencyNumber}.`,
    greeting: ({ name }) =>
      `Xin chào! Tôi là trợ lý ảo của ${name ?? 'nhà thuốc'}. Bạn có thể hỏi tôi về giờ mở cửa, việc mua thêm thuốc theo đơn hoặc về thuốc bạn đang dùng. Dược sĩ cũng có thể giúp bạn.`,
    thanks: () => `Không có gì ạ! Nếu bạn còn câu hỏi nào khác, cứ nhắn tại đây bất cứ lúc nào.`,
    staff_joined: () => `Dược sĩ đã tham gia cuộc trò chuyện và sẽ hỗ trợ bạn từ bây giờ.`,
    resolved: () => `Cuộc trò chuyện này đã được đánh dấu là đã giải quyết. Bạn có thể nhắn lại bất cứ lúc nào để mở lại.`,
    limit_reached: ({ emergencyNumber }) =>
      `Rất tiếc, hiện chúng tôi không thể nhận thêm cuộc trò chuyện mới tại đây. Vui lòng gọi điện trực tiếp cho nhà thuốc. Trong trường hợp khẩn cấp, hãy gọi ${emergencyNumber}.`,
    call_us: ({ phone, emergencyNumber }) =>
      `Tôi không thể trả lời câu hỏi này tại đây, và nhân viên nhà thuốc không trả lời câu hỏi trong cuộc trò chuyện này. Vui lòng gọi điện cho nhà thuốc${phone ? ` theo số ${phone}` : ''}. Trong trường hợp khẩn cấp, hãy gọi ${emergencyNumber}.`,
  },
};
