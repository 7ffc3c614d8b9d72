import { describe, expect, it } from 'vitest';
import {
  detectSmallTalk,
  formatTimeOfDay,
  openingInfo,
  PATIENT_TEXT_KINDS,
  PATIENT_TEXT_LANGUAGES,
  patientText,
  resolvePatientLanguage,
  weekdayName,
  type OpeningInfo,
  type PatientTextKind,
  type WeeklyHours,
} from '../src/domain/patient-texts/index';

const day = (openTime: string, closeTime: string, isOpen = true) => ({ isOpen, openTime, closeTime });
const closed = () => day('09:00', '18:00', false);

/** Monday to Friday 9-18, Saturday 9-14, Sunday closed (the pharmacy service's default) */
const standard: WeeklyHours = {
  monday: day('09:00', '18:00'),
  tuesday: day('09:00', '18:00'),
  wednesday: day('09:00', '18:00'),
  thursday: day('09:00', '18:00'),
  friday: day('09:00', '18:00'),
  saturday: day('09:00', '14:00'),
  sunday: closed(),
};

const week = (hours: Partial<WeeklyHours>): WeeklyHours => ({
  monday: closed(), tuesday: closed(), wednesday: closed(), thursday: closed(), friday: closed(), saturday: closed(), sunday: closed(), ...hours,
});

// 2025-06-14 is a Saturday, 2025-06-16 a Monday
const NY = 'America/New_York'; // UTC-4 in June

describe('openingInfo', () => {
  it('is null when the hours are unknown or the time zone is not one the runtime knows', () => {
    expect(openingInfo(null, NY, new Date())).toBeNull();
    expect(openingInfo(standard, 'Mars/Olympus_Mons', new Date())).toBeNull();
  });

  it('closed on Saturday evening: opens next on Monday at 09:00', () => {
    expect(openingInfo(standard, NY, new Date('2025-06-14T22:00:00Z'))).toEqual({
      openNow: false,
      next: { weekday: 1, time: '09:00', isToday: false, isTomorrow: false },
    });
  });

  it('closed on Sunday: opens tomorrow', () => {
    expect(openingInfo(standard, NY, new Date('2025-06-15T16:00:00Z'))?.next).toEqual({ weekday: 1, time: '09:00', isToday: false, isTomorrow: true });
  });

  it('before opening: opens today; after closing on Friday: opens tomorrow (Saturday)', () => {
    expect(openingInfo(standard, NY, new Date('2025-06-16T11:00:00Z'))).toEqual({ openNow: false, next: { weekday: 1, time: '09:00', isToday: true, isTomorrow: false } });
    expect(openingInfo(standard, NY, new Date('2025-06-21T00:00:00Z'))).toEqual({ openNow: false, next: { weekday: 6, time: '09:00', isToday: false, isTomorrow: true } });
  });

  it('open now: the next opening is the one after it closes', () => {
    expect(openingInfo(standard, NY, new Date('2025-06-14T14:00:00Z'))).toEqual({ openNow: true, next: { weekday: 1, time: '09:00', isToday: false, isTomorrow: false } });
    expect(openingInfo(standard, NY, new Date('2025-06-16T13:00:00Z'))).toEqual({ openNow: true, next: { weekday: 2, time: '09:00', isToday: false, isTomorrow: true } });
  });

  it('opening and closing minutes are exact: open at the opening minute, closed at the closing minute', () => {
    expect(openingInfo(standard, NY, new Date('2025-06-16T13:00:00Z'))?.openNow).toBe(true); // 09:00
    expect(openingInfo(standard, NY, new Date('2025-06-16T12:59:00Z'))?.openNow).toBe(false); // 08:59
    expect(openingInfo(standard, NY, new Date('2025-06-16T21:59:00Z'))?.openNow).toBe(true); // 17:59
    expect(openingInfo(standard, NY, new Date('2025-06-16T22:00:00Z'))?.openNow).toBe(false); // 18:00
  });

  it('one instant, three time zones', () => {
    const instant = new Date('2025-06-16T12:00:00Z'); // Monday
    expect(openingInfo(standard, NY, instant)).toEqual({ openNow: false, next: { weekday: 1, time: '09:00', isToday: true, isTomorrow: false } }); // 08:00
    expect(openingInfo(standard, 'Europe/London', instant)?.openNow).toBe(true); // 13:00
    expect(openingInfo(standard, 'Asia/Tokyo', instant)).toEqual({ openNow: false, next: { weekday: 2, time: '09:00', isToday: false, isTomorrow: true } }); // 21:00
    expect(openingInfo(standard, 'Australia/Sydney', instant)).toEqual({ openNow: false, next: { weekday: 2, time: '09:00', isToday: false, isTomorrow: true } }); // 22:00
  });

  it('follows daylight saving time', () => {
    expect(openingInfo(standard, 'Europe/Berlin', new Date('2025-01-13T07:30:00Z'))?.openNow).toBe(false); // 08:30 CET
    expect(openingInfo(standard, 'Europe/Berlin', new Date('2025-07-14T07:30:00Z'))?.openNow).toBe(true); // 09:30 CEST
  });

  it('hours past midnight: open on Saturday at 01:00 from Friday night, closed at 03:00', () => {
    const late = week({ friday: day('20:00', '02:00') });
    expect(openingInfo(late, 'UTC', new Date('2025-06-21T01:00:00Z'))).toEqual({ openNow: true, next: { weekday: 5, time: '20:00', isToday: false, isTomorrow: false } });
    expect(openingInfo(late, 'UTC', new Date('2025-06-21T03:00:00Z'))).toEqual({ openNow: false, next: { weekday: 5, time: '20:00', isToday: false, isTomorrow: false } });
    expect(openingInfo(late, 'UTC', new Date('2025-06-20T23:00:00Z'))?.openNow).toBe(true);
  });

  it("'24:00' closes at midnight", () => {
    const hours = week({ monday: day('18:00', '24:00') });
    expect(openingInfo(hours, 'UTC', new Date('2025-06-16T23:59:00Z'))?.openNow).toBe(true);
    expect(openingInfo(hours, 'UTC', new Date('2025-06-17T00:00:00Z'))?.openNow).toBe(false);
  });

  it('open around the clock every day: open, and never opens anew', () => {
    const always = week(Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, day('00:00', '24:00')])));
    expect(openingInfo(always, NY, new Date('2025-06-14T22:00:00Z'))).toEqual({ openNow: true, next: null });
  });

  it('around the clock on one day (equal times): opens at midnight, and again a week later', () => {
    const monday = week({ monday: day('08:00', '08:00') });
    expect(openingInfo(monday, 'UTC', new Date('2025-06-15T10:00:00Z'))).toEqual({ openNow: false, next: { weekday: 1, time: '00:00', isToday: false, isTomorrow: true } });
    expect(openingInfo(monday, 'UTC', new Date('2025-06-16T23:00:00Z'))).toEqual({ openNow: true, next: { weekday: 1, time: '00:00', isToday: false, isTomorrow: false } });
  });

  it('open only on Monday, after Monday closing: next Monday', () => {
    const hours = week({ monday: day('09:00', '12:00') });
    expect(openingInfo(hours, 'UTC', new Date('2025-06-16T13:00:00Z'))).toEqual({ openNow: false, next: { weekday: 1, time: '09:00', isToday: false, isTomorrow: false } });
  });

  it('never open, missing days or unreadable times: closed, no next opening', () => {
    expect(openingInfo(week({}), NY, new Date())).toEqual({ openNow: false, next: null });
    expect(openingInfo({ monday: day('9am', '5pm') }, 'UTC', new Date('2025-06-16T10:00:00Z'))).toEqual({ openNow: false, next: null });
  });
});

const closedUntilMonday: OpeningInfo = { openNow: false, next: { weekday: 1, time: '09:00', isToday: false, isTomorrow: false } };
const closedUntilTomorrow: OpeningInfo = { openNow: false, next: { weekday: 3, time: '14:30', isToday: false, isTomorrow: true } };
const closedUntilToday: OpeningInfo = { openNow: false, next: { weekday: 5, time: '13:15', isToday: true, isTomorrow: false } };
const openNow: OpeningInfo = { openNow: true, next: { weekday: 2, time: '09:00', isToday: false, isTomorrow: true } };
const neverOpen: OpeningInfo = { openNow: false, next: null };

const EMERGENCY = '112';
const WITH_EMERGENCY: PatientTextKind[] = ['handoff', 'needs_staff', 'clinical', 'limit_reached'];
const WITH_TIMING: PatientTextKind[] = ['handoff', 'needs_staff', 'clinical'];

/** 'today' / 'tomorrow' as each language words them in the texts */
const TODAY: Record<string, string> = { en: 'today', es: 'hoy', fr: "aujourd'hui", de: 'heute', pt: 'hoje', zh: '今天', ar: 'اليوم', hi: 'आज', vi: 'hôm nay', tl: 'mamaya' };
const TOMORROW: Record<string, string> = { en: 'tomorrow', es: 'mañana', fr: 'demain', de: 'morgen', pt: 'amanhã', zh: '明天', ar: 'غدًا', hi: 'कल', vi: 'ngày mai', tl: 'bukas' };

describe('patientText', () => {
  it('is written in the ten languages', () => {
    expect([...PATIENT_TEXT_LANGUAGES].sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'hi', 'pt', 'tl', 'vi', 'zh']);
  });

  describe.each(PATIENT_TEXT_LANGUAGES)('%s', (language) => {
    it.each(PATIENT_TEXT_KINDS)('%s: a finished text, with or without a pharmacy name and opening hours', (kind) => {
      for (const opening of [null, openNow, closedUntilMonday, closedUntilTomorrow, closedUntilToday, neverOpen]) {
        for (const pharmacyName of [null, 'Main Street Pharmacy', '  ']) {
          const text = patientText(kind, language, { pharmacyName, emergencyNumber: EMERGENCY, opening });
          expect(text.trim().length).toBeGreaterThan(10);
          expect(text).not.toMatch(/undefined|null|NaN|\$\{|\s{2,}/);
          if (WITH_EMERGENCY.includes(kind)) expect(text).toContain(EMERGENCY);
        }
      }
    });

    it.each(WITH_TIMING)('%s: says when a pharmacist will reply', (kind) => {
      const text = (opening: OpeningInfo | null) => patientText(kind, language, { emergencyNumber: EMERGENCY, opening });
      const monday = text(closedUntilMonday);
      expect(monday).toContain(weekdayName(1, language));
      expect(monday).toContain(formatTimeOfDay('09:00', language));
      expect(text(closedUntilTomorrow)).toContain(TOMORROW[language]);
      expect(text(closedUntilTomorrow)).toContain(formatTimeOfDay('14:30', language));
      expect(text(closedUntilTomorrow)).not.toContain(weekdayName(3, language));
      expect(text(closedUntilToday)).toContain(TODAY[language]);
      expect(text(closedUntilToday)).toContain(formatTimeOfDay('13:15', language));
      // open, or hours unknown: "shortly", no opening time
      expect(text(openNow)).toBe(text(null));
      expect(text(openNow)).not.toContain(formatTimeOfDay('09:00', language));
      expect(text(openNow)).not.toBe(monday);
      // closed with no opening known: neither "shortly" nor a time
      expect(text(neverOpen)).not.toBe(text(openNow));
      expect(text(neverOpen)).not.toContain(formatTimeOfDay('09:00', language));
    });

    it('the greeting names the pharmacy when it is known', () => {
      expect(patientText('greeting', language, { pharmacyName: 'Main Street Pharmacy', emergencyNumber: EMERGENCY })).toContain('Main Street Pharmacy');
    });

    it('every kind has its own text', () => {
      const texts = PATIENT_TEXT_KINDS.map((kind) => patientText(kind, language, { emergencyNumber: EMERGENCY, opening: closedUntilMonday }));
      expect(new Set(texts).size).toBe(texts.length);
    });

    it('has seven weekday names', () => {
      const names = [0, 1, 2, 3, 4, 5, 6].map((d) => weekdayName(d, language));
      expect(new Set(names).size).toBe(7);
      expect(weekdayName(7, language)).toBe(names[0]);
    });
  });

  it('reads in English, as the patient would see it', () => {
    const context = { pharmacyName: 'Main Street Pharmacy', emergencyNumber: '911' };
    expect(patientText('handoff', 'en', { ...context, opening: closedUntilMonday })).toBe(
      "I've passed your question to the pharmacy team. A pharmacist will reply here when we open on Monday at 9:00 AM. In an emergency, call 911.",
    );
    expect(patientText('handoff', 'en', { ...context, opening: openNow })).toBe(
      "I've passed your question to the pharmacy team. A pharmacist will reply here shortly. In an emergency, call 911.",
    );
    expect(patientText('clinical', 'en', { ...context, opening: closedUntilTomorrow })).toContain('when we open tomorrow at 2:30 PM');
    expect(patientText('greeting', 'en', context)).toMatch(/^Hello! I'm the Main Street Pharmacy assistant\./);
    expect(patientText('thanks', 'en', context)).toMatch(/^You're welcome!/);
    expect(patientText('resolved', 'en', context)).toBe('This chat was marked as resolved. Write again any time to reopen it.');
    expect(patientText('handoff_again', 'en', context)).toBe("I've added this to your question for the pharmacist.");
  });

  it('words times and days naturally in each language', () => {
    const at = (language: string, opening: OpeningInfo) => patientText('handoff', language, { emergencyNumber: EMERGENCY, opening });
    expect(at('es', closedUntilMonday)).toContain('cuando abramos el lunes a las 9:00');
    expect(at('es', { openNow: false, next: { weekday: 1, time: '13:00', isToday: true, isTomorrow: false } })).toContain('hoy a las 13:00');
    expect(at('es', { openNow: false, next: { weekday: 1, time: '01:00', isToday: true, isTomorrow: false } })).toContain('hoy a la 1:00');
    expect(at('fr', closedUntilMonday)).toContain('dès notre ouverture lundi à 9\u00a0h');
    expect(at('fr', closedUntilTomorrow)).toContain('demain à 14\u00a0h\u00a030');
    expect(at('de', closedUntilMonday)).toContain('sobald wir am Montag um 9:00 Uhr öffnen');
    expect(at('pt', closedUntilMonday)).toContain('quando abrirmos na segunda-feira às 9:00');
    expect(at('pt', { openNow: false, next: { weekday: 6, time: '09:00', isToday: false, isTomorrow: false } })).toContain('no sábado às 9:00');
    expect(at('zh', closedUntilMonday)).toContain('星期一9:00开门后');
    expect(at('ar', closedUntilMonday)).toContain('يوم الاثنين الساعة 9:00');
    expect(at('hi', closedUntilMonday)).toContain('सोमवार को सुबह 9:00 बजे');
    expect(at('hi', closedUntilTomorrow)).toContain('कल दोपहर 2:30 बजे');
    expect(at('vi', closedUntilMonday)).toContain('lúc 9:00 Thứ Hai');
    expect(at('tl', closedUntilMonday)).toContain('sa Lunes, 9:00 AM');
  });

  it('falls back to English for a language it is not written in; reads tags and ISO 639-3 codes', () => {
    const english = patientText('handoff', 'en', { emergencyNumber: EMERGENCY });
    expect(patientText('handoff', 'ko', { emergencyNumber: EMERGENCY })).toBe(english);
    expect(patientText('handoff', '', { emergencyNumber: EMERGENCY })).toBe(english);
    expect(patientText('handoff', 'und', { emergencyNumber: EMERGENCY })).toBe(english);
    expect(patientText('handoff', 'spa', { emergencyNumber: EMERGENCY })).toBe(patientText('handoff', 'es', { emergencyNumber: EMERGENCY }));
    expect(resolvePatientLanguage('pt-BR')).toBe('pt');
    expect(resolvePatientLanguage('zh_Hant')).toBe('zh');
    expect(resolvePatientLanguage('cmn')).toBe('zh');
    expect(resolvePatientLanguage('fil')).toBe('tl');
    expect(resolvePatientLanguage('FR')).toBe('fr');
    expect(resolvePatientLanguage('arb')).toBe('ar');
    expect(weekdayName(1, 'xx')).toBe('Monday');
  });

  it('works out the timing from the opening hours end to end', () => {
    const opening = openingInfo(standard, NY, new Date('2025-06-14T22:00:00Z'));
    expect(patientText('needs_staff', 'de', { emergencyNumber: '112', opening })).toContain('am Montag um 9:00 Uhr');
    expect(patientText('needs_staff', 'de', { emergencyNumber: '112', opening })).toContain('112');
  });
});

describe('detectSmallTalk', () => {
  it.each([
    'hello', 'Hello!', 'hi there!', 'Hey 👋', '👋', 'hiii', 'Good morning', 'good evening everyone', 'hello, anyone there?',
    'hola', '¡Hola! Buenos días', 'buenas tardes', 'bonjour', 'Bonjour !', 'salut tout le monde', 'Guten Tag', 'Grüß Gott', 'hallo zusammen',
    'olá', 'oi, bom dia!', '你好', '您好！', 'مرحبا', 'مرحبًا', 'السلام عليكم', 'أهلاً', 'namaste', 'नमस्ते जी', 'xin chào', 'Xin chao', 'chào bạn',
    'kumusta po', 'Magandang umaga po!',
  ])('%s -> greeting', (text) => {
    expect(detectSmallTalk(text)).toBe('greeting');
  });

  it.each([
    'thanks', 'Thanks a lot!', 'thank you so much 🙏', 'thx', 'ok thanks', 'Perfect, thank you!', 'thanks for your help', 'thankssss',
    'gracias', 'muchas gracias!', 'merci', 'Merci beaucoup !', 'danke', 'Danke schön', 'vielen Dank', 'obrigado', 'muito obrigada',
    '谢谢', '谢谢你！', '非常感谢', 'شكرا', 'شكرًا جزيلاً', 'धन्यवाद', 'बहुत धन्यवाद जी', 'shukriya', 'cảm ơn', 'cám ơn bạn nhiều', 'cảm ơn ạ',
    'salamat po', 'Maraming salamat!', 'hi, thanks!',
  ])('%s -> thanks', (text) => {
    expect(detectSmallTalk(text)).toBe('thanks');
  });

  it.each([
    'hi, can I get my refill?', 'hello I need help', 'thanks, but what time do you close?', 'Hi, is ibuprofen ok with my blood pressure pills?',
    'hola, ¿a qué hora abren?', 'bonjour, ma commande est prête ?', 'hallo, ich brauche ein Rezept', 'olá, vocês têm dipirona?',
    '你好，请问几点开门？', '谢谢，还有一个问题', 'مرحبا، متى تفتحون؟', 'नमस्ते, मुझे दवा चाहिए', 'xin chào, nhà thuốc mấy giờ mở cửa?',
    'salamat po, pero may tanong pa ako', 'hindi', 'history', 'ok', '👍', '', '   ', 'no thanks, I want to talk to a pharmacist',
    'hi '.repeat(40),
  ])('%s -> null', (text) => {
    expect(detectSmallTalk(text)).toBeNull();
  });
});
