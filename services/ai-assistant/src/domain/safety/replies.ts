import type { RedFlagGroup } from './red-flags';

/** ISO 639-1 codes the classifier and the safety replies cover. */
export const SUPPORTED_SAFETY_LANGUAGES: readonly string[] = ['en', 'es', 'fr', 'de', 'pt', 'zh', 'ar', 'hi', 'vi', 'tl'];

type Language = 'en' | 'es' | 'fr' | 'de' | 'pt' | 'zh' | 'ar' | 'hi' | 'vi' | 'tl';

function languageOf(code: string): Language {
  const base = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const aliases: Record<string, Language> = { fil: 'tl', tgl: 'tl', eng: 'en', spa: 'es', fra: 'fr', fre: 'fr', deu: 'de', ger: 'de', por: 'pt', zho: 'zh', chi: 'zh', cmn: 'zh', ara: 'ar', arb: 'ar', hin: 'hi', vie: 'vi' };
  const mapped = aliases[base] ?? base;
  return (SUPPORTED_SAFETY_LANGUAGES as readonly string[]).includes(mapped) ? (mapped as Language) : 'en';
}

// ---------------------------------------------------------------- crisis lines

interface CrisisLine {
  /** how the line is named in a sentence, per language (the first entry is the default) */
  name: Partial<Record<Language, string>> & { default: string };
}

/**
 * Suicide / emotional-crisis lines that exist (checked 2025). Keyed by ISO 3166-1 alpha-2 country.
 * VN's Ngày Mai line is volunteer-run with limited hours, so the Vietnamese reply also names 115.
 */
const CRISIS_LINES: Record<string, CrisisLine> = {
  US: { name: { default: '988 (Suicide & Crisis Lifeline, call or text)', es: 'el 988 (Línea de Prevención del Suicidio y Crisis, llamada o texto, opción en español)' } },
  CA: { name: { default: '988 (Suicide Crisis Helpline, call or text)', fr: 'le 988 (Ligne d’aide en cas de crise de suicide, appel ou texto)' } },
  GB: { name: { default: 'Samaritans on 116 123' } },
  IE: { name: { default: 'Samaritans on 116 123' } },
  AU: { name: { default: 'Lifeline on 13 11 14' } },
  NZ: { name: { default: '1737 (Need to talk?, call or text)' } },
  ES: { name: { default: 'el 024 (Línea de atención a la conducta suicida)', en: '024 (the Spanish suicide prevention line)' } },
  MX: { name: { default: 'la Línea de la Vida, 800 911 2000', en: 'Línea de la Vida on 800 911 2000' } },
  FR: { name: { default: 'le 3114 (numéro national de prévention du suicide)', en: '3114 (the French suicide prevention line)' } },
  BE: { name: { default: 'le Centre de Prévention du Suicide, 0800 32 123', en: 'the Centre de Prévention du Suicide on 0800 32 123' } },
  CH: { name: { default: 'le 143 (La Main Tendue)', de: 'die 143 (Die Dargebotene Hand)', en: '143 (La Main Tendue / Die Dargebotene Hand)' } },
  DE: { name: { default: 'die TelefonSeelsorge (0800 111 0 111 oder 0800 111 0 222)', en: 'TelefonSeelsorge on 0800 111 0 111 or 0800 111 0 222' } },
  AT: { name: { default: 'die TelefonSeelsorge (142)', en: 'TelefonSeelsorge on 142' } },
  BR: { name: { default: 'o CVV (188)', en: 'CVV on 188' } },
  PT: { name: { default: 'o SNS 24 (808 24 24 24, aconselhamento psicológico)', en: 'SNS 24 on 808 24 24 24 (psychological counselling)' } },
  IN: { name: { default: 'Tele-MANAS 14416 (or 1-800-891-4416)', hi: 'टेली-मानस 14416 (या 1-800-891-4416)' } },
  VN: { name: { default: 'đường dây nóng Ngày Mai 096 306 1414 (hoặc 115 khi khẩn cấp)', en: 'the Ngày Mai helpline 096 306 1414 (or 115 in an emergency)' } },
  PH: { name: { default: 'NCMH Crisis Hotline 1553 (o 0917 899 8727)', en: 'the NCMH Crisis Hotline 1553 (or 0917 899 8727)' } },
  CN: { name: { default: '12356（全国心理援助热线）', en: '12356 (national mental health hotline)' } },
  TW: { name: { default: '1925（安心專線）', en: '1925 (the Taiwan mental health line)' } },
  HK: { name: { default: '香港撒瑪利亞防止自殺會 2389 2222', en: 'the Samaritan Befrienders Hong Kong on 2389 2222' } },
  SG: { name: { default: 'SOS on 1767' } },
  LB: { name: { default: 'خط الحياة من Embrace على الرقم 1564', en: 'Embrace LifeLine on 1564' } },
  AE: { name: { default: 'خط الدعم النفسي 800 4673 (800 HOPE)', en: 'the 800 HOPE line (800 4673)' } },
};

/** Where a crisis line is assumed when only the language is known. Arabic has no pan-Arab line: generic wording. */
const DEFAULT_COUNTRY: Partial<Record<Language, string>> = { en: 'US', es: 'ES', fr: 'FR', de: 'DE', pt: 'BR', zh: 'CN', hi: 'IN', vi: 'VN', tl: 'PH' };

const CRISIS_SENTENCE: Record<Language, (line: string) => string> = {
  en: (line) => `If you are thinking about suicide or about hurting yourself, you can call ${line} right now to talk to someone.`,
  es: (line) => `Si estás pensando en el suicidio o en hacerte daño, puedes llamar ahora mismo a ${line} para hablar con alguien.`,
  fr: (line) => `Si vous pensez au suicide ou à vous faire du mal, vous pouvez appeler dès maintenant ${line} pour parler à quelqu’un.`,
  de: (line) => `Wenn Sie daran denken, sich das Leben zu nehmen oder sich etwas anzutun, können Sie jetzt sofort ${line} anrufen und mit jemandem sprechen.`,
  pt: (line) => `Se você está pensando em suicídio ou em se machucar, pode ligar agora mesmo para ${line} e conversar com alguém.`,
  zh: (line) => `如果你有自杀或伤害自己的想法，现在就可以拨打${line}，和人聊一聊。`,
  ar: (line) => `إذا كنت تفكر في الانتحار أو في إيذاء نفسك، يمكنك الاتصال الآن بـ${line} للتحدث مع شخص ما.`,
  hi: (line) => `अगर आप आत्महत्या या खुद को नुकसान पहुँचाने के बारे में सोच रहे हैं, तो अभी ${line} पर कॉल करके किसी से बात कर सकते हैं।`,
  vi: (line) => `Nếu bạn đang nghĩ đến việc tự tử hoặc tự làm hại bản thân, bạn có thể gọi ngay ${line} để nói chuyện với ai đó.`,
  tl: (line) => `Kung iniisip mong magpakamatay o saktan ang sarili mo, puwede kang tumawag ngayon sa ${line} para may makausap ka.`,
};

const CRISIS_FALLBACK: Record<Language, string> = {
  en: 'If you are thinking about suicide or about hurting yourself, please also contact your local crisis line right now: you do not have to go through this alone.',
  es: 'Si estás pensando en el suicidio o en hacerte daño, contacta también ahora mismo con la línea de crisis de tu país: no tienes que pasar por esto a solas.',
  fr: 'Si vous pensez au suicide ou à vous faire du mal, contactez aussi dès maintenant la ligne d’écoute de crise de votre pays : vous n’avez pas à traverser cela seul.',
  de: 'Wenn Sie daran denken, sich das Leben zu nehmen oder sich etwas anzutun, wenden Sie sich bitte auch jetzt an die Krisen-Hotline in Ihrem Land: Sie müssen da nicht allein durch.',
  pt: 'Se você está pensando em suicídio ou em se machucar, procure também agora a linha de apoio emocional do seu país: você não precisa passar por isso sozinho.',
  zh: '如果你有自杀或伤害自己的想法，也请现在联系你所在地的心理危机热线：你不必独自面对。',
  ar: 'إذا كنت تفكر في الانتحار أو في إيذاء نفسك، تواصل أيضاً الآن مع خط الدعم النفسي في بلدك: لست مضطراً لمواجهة هذا وحدك.',
  hi: 'अगर आप आत्महत्या या खुद को नुकसान पहुँचाने के बारे में सोच रहे हैं, तो कृपया अभी अपनी स्थानीय क्राइसिस हेल्पलाइन से भी संपर्क करें: आपको यह अकेले नहीं झेलना है।',
  vi: 'Nếu bạn đang nghĩ đến việc tự tử hoặc tự làm hại bản thân, hãy liên hệ ngay với đường dây hỗ trợ khủng hoảng tại nơi bạn sống: bạn không phải một mình vượt qua chuyện này.',
  tl: 'Kung iniisip mong magpakamatay o saktan ang sarili mo, tumawag din ngayon sa crisis hotline sa lugar mo: hindi mo kailangang harapin ito nang mag-isa.',
};

/**
 * The crisis-line sentence for a patient: the line of the pharmacy's country when it is known (from its time zone,
 * country.ts), else of the country assumed from the language, named in the patient's language; otherwise "your local
 * crisis line" wording.
 */
export function crisisLine(language: string, country?: string): string {
  const lang = languageOf(language);
  // where the pharmacy is beats the patient's language: a German speaker at a US pharmacy is told of 988, not of a
  // German line; a pharmacy in a country with no line listed gets the "your local crisis line" wording
  const code = (country?.trim() ? country : (DEFAULT_COUNTRY[lang] ?? '')).trim().toUpperCase();
  const line = CRISIS_LINES[code];
  if (!line) return CRISIS_FALLBACK[lang];
  return CRISIS_SENTENCE[lang](line.name[lang] ?? line.name.default);
}

// ---------------------------------------------------------------- safety reply

const EMERGENCY: Record<Language, (number: string) => string> = {
  en: (n) => `This may be a medical emergency. Call ${n} now or go to the nearest emergency room; do not wait for a reply in this chat.`,
  es: (n) => `Esto puede ser una emergencia médica. Llama ahora al ${n} o ve a la sala de urgencias más cercana; no esperes una respuesta en este chat.`,
  fr: (n) => `Il peut s’agir d’une urgence médicale. Appelez le ${n} maintenant ou rendez-vous aux urgences les plus proches, sans attendre de réponse dans ce chat.`,
  de: (n) => `Das kann ein medizinischer Notfall sein. Rufen Sie jetzt die ${n} an oder gehen Sie in die nächste Notaufnahme; warten Sie nicht auf eine Antwort in diesem Chat.`,
  pt: (n) => `Isto pode ser uma emergência médica. Ligue agora para o ${n} ou vá ao pronto-socorro mais próximo; não espere resposta neste chat.`,
  zh: (n) => `这可能是医疗急症。请立即拨打${n}或前往最近的急诊室，不要在聊天中等待回复。`,
  ar: (n) => `قد تكون هذه حالة طبية طارئة. اتصل الآن بالرقم ${n} أو توجّه إلى أقرب قسم طوارئ، ولا تنتظر الرد في هذه المحادثة.`,
  hi: (n) => `यह एक मेडिकल इमरजेंसी हो सकती है। अभी ${n} पर कॉल करें या सबसे नज़दीकी इमरजेंसी में जाएँ; इस चैट में जवाब का इंतज़ार न करें।`,
  vi: (n) => `Đây có thể là một trường hợp cấp cứu. Hãy gọi ngay ${n} hoặc đến phòng cấp cứu gần nhất; đừng chờ trả lời trong cuộc trò chuyện này.`,
  tl: (n) => `Maaaring medical emergency ito. Tumawag agad sa ${n} o pumunta sa pinakamalapit na emergency room; huwag nang hintayin ang sagot dito sa chat.`,
};

const TEAM_ALERTED: Record<Language, string> = {
  en: 'I have alerted the pharmacy team and a pharmacist will follow up with you here.',
  es: 'Ya avisé al equipo de la farmacia y un farmacéutico te responderá aquí.',
  fr: 'J’ai prévenu l’équipe de la pharmacie : un pharmacien vous répondra ici.',
  de: 'Ich habe das Apothekenteam informiert; eine Apothekerin oder ein Apotheker meldet sich hier bei Ihnen.',
  pt: 'Já avisei a equipe da farmácia e um farmacêutico vai falar com você aqui.',
  zh: '我已通知药房团队，药剂师会在这里跟进。',
  ar: 'لقد أبلغت فريق الصيدلية وسيتابع معك صيدلي هنا.',
  hi: 'मैंने फ़ार्मेसी टीम को सूचित कर दिया है, एक फ़ार्मासिस्ट यहाँ आपसे संपर्क करेंगे।',
  vi: 'Tôi đã báo cho đội ngũ nhà thuốc và dược sĩ sẽ liên hệ lại với bạn tại đây.',
  tl: 'Naabisuhan ko na ang pharmacy team at may pharmacist na kakausap sa iyo rito.',
};

const EPINEPHRINE: Record<Language, string> = {
  en: 'If an adrenaline (epinephrine) auto-injector such as an EpiPen has been prescribed, use it now.',
  es: 'Si tienes recetado un autoinyector de adrenalina (como EpiPen), úsalo ahora.',
  fr: 'Si un stylo d’adrénaline (auto-injecteur) a été prescrit, utilisez-le maintenant.',
  de: 'Wenn ein Adrenalin-Autoinjektor (z. B. EpiPen) verschrieben wurde, benutzen Sie ihn jetzt.',
  pt: 'Se houver uma caneta de adrenalina (como EpiPen) receitada, use-a agora.',
  zh: '如果医生开过肾上腺素自动注射笔（如EpiPen），请现在使用。',
  ar: 'إذا كان لديك قلم أدرينالين (مثل EpiPen) موصوف، فاستخدمه الآن.',
  hi: 'अगर एड्रेनालिन (एपिनेफ्रिन) ऑटो-इंजेक्टर जैसे EpiPen लिखा गया है, तो उसे अभी इस्तेमाल करें।',
  vi: 'Nếu đã được kê bút tiêm adrenaline (như EpiPen), hãy dùng ngay bây giờ.',
  tl: 'Kung may reseta kang adrenaline auto-injector gaya ng EpiPen, gamitin mo na ito ngayon.',
};

const KEEP_PACKAGE: Record<Language, string> = {
  en: 'Keep the medicine or product package with you to show the emergency team.',
  es: 'Ten a mano el envase del medicamento o producto para enseñárselo al equipo de emergencias.',
  fr: 'Gardez l’emballage du médicament ou du produit pour le montrer aux secours.',
  de: 'Halten Sie die Packung des Medikaments oder Produkts bereit, um sie dem Rettungsdienst zu zeigen.',
  pt: 'Tenha em mãos a embalagem do remédio ou produto para mostrar à equipe de emergência.',
  zh: '请把药品或产品的包装带在身边，给急救人员看。',
  ar: 'احتفظ بعلبة الدواء أو المنتج لتُريها لفريق الطوارئ.',
  hi: 'दवा या प्रोडक्ट का पैकेट अपने पास रखें ताकि इमरजेंसी टीम को दिखा सकें।',
  vi: 'Hãy giữ vỏ hộp thuốc hoặc sản phẩm để đưa cho nhân viên cấp cứu xem.',
  tl: 'Itabi ang pakete ng gamot o produkto para maipakita sa emergency team.',
};

/** US Poison Help, the only national poison-centre number we can name in every message for that country. */
const POISON_LINE: Record<string, string> = { US: 'Poison Help: 1-800-222-1222.' };

/**
 * The patient-facing safety reply, in the patient's language (English when unsupported), naming the emergency
 * number; with the crisis line for suicide and self-harm, epinephrine advice for anaphylaxis, and the package
 * (and US Poison Help) for overdoses and poisonings.
 */
export function safetyReply(input: { reasons: RedFlagGroup[]; language: string; emergencyNumber: string; country?: string }): string {
  const lang = languageOf(input.language);
  const reasons = new Set(input.reasons);
  const parts = [EMERGENCY[lang](input.emergencyNumber)];
  if (reasons.has('anaphylaxis')) parts.push(EPINEPHRINE[lang]);
  if (reasons.has('overdose') || reasons.has('child_ingestion') || reasons.has('poisoning')) {
    parts.push(KEEP_PACKAGE[lang]);
    const poison = POISON_LINE[(input.country ?? '').toUpperCase()];
    if (poison) parts.push(poison);
  }
  if (reasons.has('suicide') || reasons.has('self_harm_bleeding')) parts.push(crisisLine(lang, input.country));
  parts.push(TEAM_ALERTED[lang]);
  return parts.join(lang === 'zh' ? '' : ' ');
}
