/**
 * The fixed parts of the replies suggested to staff, in the patient's language (staff answer in the language the
 * patient wrote in; the knowledge base's own answers stay in the language they were written in). English for any
 * other language.
 */

export type SuggestionLanguage = 'en' | 'es' | 'fr' | 'de' | 'pt' | 'zh' | 'ar' | 'hi' | 'vi' | 'tl';

export interface SuggestionTexts {
  /** the greeting that opens every suggestion; `name` is the patient's first name, or null */
  hello: (name: string | null) => string;
  /** emergency: call now, and stay in touch */
  callNow: (emergencyNumber: string) => string;
  /** overdose, a child who swallowed something, poisoning: what was taken */
  whatWasTaken: (emergencyNumber: string) => string;
  /** suicide and self-harm (the locale's crisis line sentence is appended) */
  crisis: (emergencyNumber: string) => string;
  /** an emergency: the pharmacist on duty follows up here */
  stayInTouch: (emergencyNumber: string) => string;
  /** any other emergency: practical steps while help comes */
  whileHelpComes: (emergencyNumber: string) => string;
  /** a question that needs a pharmacist's judgement: what the pharmacist needs to know */
  clarifyClinical: string;
  /** anything else the knowledge base does not answer */
  clarify: string;
  holding: string;
  callUs: (emergencyNumber: string) => string;
}

const TEXTS: Record<SuggestionLanguage, SuggestionTexts> = {
  en: {
    hello: (n) => (n ? `Hi ${n}, ` : 'Hi, '),
    callNow: (e) => `please call ${e} now or go to the nearest emergency room. I'm here with you: is someone with you right now?`,
    whatWasTaken: (e) => `please call ${e} now. Keep the package with you and tell them what was taken, how much, and when.`,
    crisis: (e) => `thank you for telling us. Are you safe at this moment? Is someone with you? If you are in danger right now, call ${e}.`,
    stayInTouch: (e) => `a pharmacist here has been alerted. Once you have called ${e}, tell us here how you are and who is with you.`,
    whileHelpComes: (e) => `please call ${e} now and don't drive yourself. Unlock the door, stay where someone can see you, and write here when help is on the way.`,
    clarifyClinical: 'to advise you safely, could you tell me which medicines you take now (with their strength and how often), your age, and any allergies or other conditions?',
    clarify: 'thanks for your message. Could you tell me a little more, for example which medication or prescription this is about?',
    holding: "thank you for your patience. I'm looking into this now and will reply here in a few minutes.",
    callUs: (e) => `you can also call us and a pharmacist will go through this with you. In an emergency, call ${e}.`,
  },
  es: {
    hello: (n) => (n ? `Hola ${n}, ` : 'Hola, '),
    callNow: (e) => `por favor llama ahora al ${e} o ve a la sala de urgencias más cercana. Estoy aquí contigo: ¿hay alguien contigo ahora mismo?`,
    whatWasTaken: (e) => `por favor llama ahora al ${e}. Ten el envase a mano y diles qué se tomó, cuánto y cuándo.`,
    crisis: (e) => `gracias por contárnoslo. ¿Estás a salvo en este momento? ¿Hay alguien contigo? Si estás en peligro ahora, llama al ${e}.`,
    stayInTouch: (e) => `ya avisamos al farmacéutico de turno. Cuando hayas llamado al ${e}, cuéntanos aquí cómo estás y quién está contigo.`,
    whileHelpComes: (e) => `por favor llama ahora al ${e} y no conduzcas. Deja la puerta sin llave, quédate donde alguien te vea y escríbenos cuando la ayuda esté en camino.`,
    clarifyClinical: 'para aconsejarte con seguridad, ¿me dices qué medicamentos tomas ahora (con su dosis y cada cuánto), tu edad y si tienes alergias u otras enfermedades?',
    clarify: 'gracias por tu mensaje. ¿Me cuentas un poco más, por ejemplo de qué medicamento o receta se trata?',
    holding: 'gracias por tu paciencia. Lo estoy revisando y te respondo aquí en unos minutos.',
    callUs: (e) => `también puedes llamarnos y un farmacéutico lo verá contigo. En una emergencia, llama al ${e}.`,
  },
  fr: {
    hello: (n) => (n ? `Bonjour ${n}, ` : 'Bonjour, '),
    callNow: (e) => `appelez le ${e} maintenant ou allez aux urgences les plus proches. Je suis là : quelqu’un est-il avec vous en ce moment ?`,
    whatWasTaken: (e) => `appelez le ${e} maintenant. Gardez la boîte avec vous et dites-leur ce qui a été pris, combien et quand.`,
    crisis: (e) => `merci de nous l’avoir dit. Êtes-vous en sécurité en ce moment ? Quelqu’un est-il avec vous ? Si vous êtes en danger maintenant, appelez le ${e}.`,
    stayInTouch: (e) => `le pharmacien de garde est prévenu. Une fois le ${e} appelé, dites-nous ici comment vous allez et qui est avec vous.`,
    whileHelpComes: (e) => `appelez le ${e} maintenant et ne conduisez pas vous-même. Déverrouillez la porte, restez là où quelqu’un peut vous voir, et écrivez-nous quand les secours arrivent.`,
    clarifyClinical: 'pour vous conseiller en toute sécurité, pouvez-vous me dire quels médicaments vous prenez (dosage et fréquence), votre âge, et vos allergies ou autres problèmes de santé ?',
    clarify: 'merci pour votre message. Pouvez-vous m’en dire un peu plus, par exemple de quel médicament ou de quelle ordonnance il s’agit ?',
    holding: 'merci de votre patience. Je m’en occupe et je vous réponds ici dans quelques minutes.',
    callUs: (e) => `vous pouvez aussi nous appeler : un pharmacien verra cela avec vous. En cas d’urgence, appelez le ${e}.`,
  },
  de: {
    hello: (n) => (n ? `Hallo ${n}, ` : 'Hallo, '),
    callNow: (e) => `bitte rufen Sie jetzt die ${e} an oder gehen Sie in die nächste Notaufnahme. Ich bin für Sie da: Ist gerade jemand bei Ihnen?`,
    whatWasTaken: (e) => `bitte rufen Sie jetzt die ${e} an. Halten Sie die Packung bereit und sagen Sie, was, wie viel und wann eingenommen wurde.`,
    crisis: (e) => `danke, dass Sie es uns sagen. Sind Sie im Moment sicher? Ist jemand bei Ihnen? Wenn Sie gerade in Gefahr sind, rufen Sie die ${e}.`,
    stayInTouch: (e) => `die diensthabende Apotheke ist informiert. Wenn Sie die ${e} angerufen haben, schreiben Sie uns hier, wie es Ihnen geht und wer bei Ihnen ist.`,
    whileHelpComes: (e) => `bitte rufen Sie jetzt die ${e} an und fahren Sie nicht selbst. Schließen Sie die Tür auf, bleiben Sie dort, wo man Sie sieht, und schreiben Sie hier, wenn Hilfe unterwegs ist.`,
    clarifyClinical: 'damit ich Sie sicher beraten kann: Welche Medikamente nehmen Sie (Stärke und wie oft), wie alt sind Sie, und haben Sie Allergien oder andere Erkrankungen?',
    clarify: 'danke für Ihre Nachricht. Können Sie mir etwas mehr sagen, zum Beispiel um welches Medikament oder Rezept es geht?',
    holding: 'danke für Ihre Geduld. Ich sehe mir das gerade an und antworte Ihnen hier in wenigen Minuten.',
    callUs: (e) => `Sie können uns auch anrufen, dann geht eine Apothekerin oder ein Apotheker das mit Ihnen durch. Im Notfall rufen Sie die ${e}.`,
  },
  pt: {
    hello: (n) => (n ? `Olá ${n}, ` : 'Olá, '),
    callNow: (e) => `por favor ligue agora para o ${e} ou vá ao pronto-socorro mais próximo. Estou aqui com você: tem alguém com você agora?`,
    whatWasTaken: (e) => `por favor ligue agora para o ${e}. Tenha a embalagem em mãos e diga o que foi tomado, quanto e quando.`,
    crisis: (e) => `obrigado por nos contar. Você está em segurança neste momento? Tem alguém com você? Se estiver em perigo agora, ligue para o ${e}.`,
    stayInTouch: (e) => `o farmacêutico de plantão já foi avisado. Depois de ligar para o ${e}, conte aqui como você está e quem está com você.`,
    whileHelpComes: (e) => `por favor ligue agora para o ${e} e não dirija. Destranque a porta, fique onde alguém possa te ver e escreva aqui quando a ajuda estiver a caminho.`,
    clarifyClinical: 'para te orientar com segurança, pode me dizer quais remédios você toma agora (dose e frequência), sua idade e se tem alergias ou outras doenças?',
    clarify: 'obrigado pela mensagem. Pode me contar um pouco mais, por exemplo de qual remédio ou receita se trata?',
    holding: 'obrigado pela paciência. Estou verificando e respondo aqui em alguns minutos.',
    callUs: (e) => `você também pode nos ligar e um farmacêutico verá isso com você. Em uma emergência, ligue para o ${e}.`,
  },
  zh: {
    hello: (n) => (n ? `${n}，您好！` : '您好！'),
    callNow: (e) => `请立即拨打${e}或前往最近的急诊室。我在这里：您身边现在有人吗？`,
    whatWasTaken: (e) => `请立即拨打${e}。请带上药盒或包装，告诉他们吃了什么、吃了多少、什么时候吃的。`,
    crisis: (e) => `谢谢您告诉我们。您现在安全吗？身边有人吗？如果您现在有危险，请拨打${e}。`,
    stayInTouch: (e) => `值班药剂师已收到通知。拨打${e}后，请在这里告诉我们您的情况以及谁在您身边。`,
    whileHelpComes: (e) => `请立即拨打${e}，不要自己开车。把门打开，待在别人能看到您的地方，救援出发后请在这里告诉我们。`,
    clarifyClinical: '为了安全地给您建议，请告诉我您目前在用哪些药（剂量和频次）、您的年龄，以及是否有过敏或其他疾病？',
    clarify: '谢谢您的留言。能再具体说一下吗？比如是哪种药或哪张处方？',
    holding: '感谢您的耐心。我正在查看，几分钟内会在这里回复您。',
    callUs: (e) => `您也可以给我们打电话，药剂师会和您一起处理。紧急情况请拨打${e}。`,
  },
  ar: {
    hello: (n) => (n ? `مرحبًا ${n}، ` : 'مرحبًا، '),
    callNow: (e) => `يرجى الاتصال بـ ${e} الآن أو التوجه إلى أقرب قسم طوارئ. أنا معك: هل يوجد أحد معك الآن؟`,
    whatWasTaken: (e) => `يرجى الاتصال بـ ${e} الآن. احتفظ بالعلبة معك وأخبرهم بما تم تناوله وكم ومتى.`,
    crisis: (e) => `شكرًا لأنك أخبرتنا. هل أنت بأمان الآن؟ هل يوجد أحد معك؟ إذا كنت في خطر الآن، اتصل بـ ${e}.`,
    stayInTouch: (e) => `تم تنبيه الصيدلي المناوب. بعد الاتصال بـ ${e}، أخبرنا هنا كيف حالك ومن معك.`,
    whileHelpComes: (e) => `يرجى الاتصال بـ ${e} الآن وعدم القيادة بنفسك. افتح الباب، وابقَ حيث يمكن لأحد رؤيتك، واكتب لنا هنا عندما تكون المساعدة في الطريق.`,
    clarifyClinical: 'حتى أنصحك بأمان، هل يمكنك إخباري بالأدوية التي تتناولها الآن (الجرعة وعدد المرات)، وعمرك، وأي حساسية أو أمراض أخرى؟',
    clarify: 'شكرًا لرسالتك. هل يمكنك إخباري بالمزيد، مثلًا أي دواء أو وصفة تقصد؟',
    holding: 'شكرًا لصبرك. أنا أراجع ذلك الآن وسأرد عليك هنا خلال دقائق.',
    callUs: (e) => `يمكنك أيضًا الاتصال بنا وسيراجع الصيدلي ذلك معك. في حالة الطوارئ، اتصل بـ ${e}.`,
  },
  hi: {
    hello: (n) => (n ? `नमस्ते ${n}, ` : 'नमस्ते, '),
    callNow: (e) => `कृपया अभी ${e} पर कॉल करें या नज़दीकी इमरजेंसी में जाएँ। मैं आपके साथ हूँ: क्या अभी आपके पास कोई है?`,
    whatWasTaken: (e) => `कृपया अभी ${e} पर कॉल करें। दवा का पैकेट अपने पास रखें और बताएँ कि क्या लिया गया, कितना और कब।`,
    crisis: (e) => `हमें बताने के लिए धन्यवाद। क्या आप इस समय सुरक्षित हैं? क्या आपके पास कोई है? अगर आप अभी खतरे में हैं तो ${e} पर कॉल करें।`,
    stayInTouch: (e) => `ड्यूटी पर मौजूद फार्मासिस्ट को सूचना दे दी गई है। ${e} पर कॉल करने के बाद यहाँ बताएँ कि आप कैसे हैं और आपके साथ कौन है।`,
    whileHelpComes: (e) => `कृपया अभी ${e} पर कॉल करें और खुद गाड़ी न चलाएँ। दरवाज़ा खोल दें, ऐसी जगह रहें जहाँ कोई आपको देख सके, और मदद रवाना होने पर यहाँ लिखें।`,
    clarifyClinical: 'सुरक्षित सलाह देने के लिए, क्या आप बता सकते हैं कि आप अभी कौन-सी दवाएँ लेते हैं (ताकत और कितनी बार), आपकी उम्र, और कोई एलर्जी या दूसरी बीमारी?',
    clarify: 'आपके संदेश के लिए धन्यवाद। क्या आप थोड़ा और बता सकते हैं, जैसे यह किस दवा या पर्ची के बारे में है?',
    holding: 'धैर्य रखने के लिए धन्यवाद। मैं अभी देख रहा हूँ और कुछ मिनटों में यहाँ जवाब दूँगा।',
    callUs: (e) => `आप हमें कॉल भी कर सकते हैं, फार्मासिस्ट आपके साथ इसे देखेंगे। इमरजेंसी में ${e} पर कॉल करें।`,
  },
  vi: {
    hello: (n) => (n ? `Chào ${n}, ` : 'Chào bạn, '),
    callNow: (e) => `vui lòng gọi ${e} ngay hoặc đến phòng cấp cứu gần nhất. Tôi đang ở đây: hiện có ai ở cạnh bạn không?`,
    whatWasTaken: (e) => `vui lòng gọi ${e} ngay. Giữ vỏ hộp thuốc bên mình và cho họ biết đã uống gì, bao nhiêu và lúc nào.`,
    crisis: (e) => `cảm ơn bạn đã nói với chúng tôi. Lúc này bạn có an toàn không? Có ai ở cạnh bạn không? Nếu bạn đang gặp nguy hiểm, hãy gọi ${e}.`,
    stayInTouch: (e) => `dược sĩ trực đã được báo. Sau khi gọi ${e}, hãy nhắn ở đây cho chúng tôi biết bạn thế nào và ai đang ở cạnh bạn.`,
    whileHelpComes: (e) => `vui lòng gọi ${e} ngay và đừng tự lái xe. Mở khóa cửa, ở nơi người khác có thể thấy bạn, và nhắn ở đây khi người cứu giúp đang đến.`,
    clarifyClinical: 'để tư vấn an toàn, bạn cho tôi biết bạn đang dùng những thuốc nào (liều và số lần), tuổi của bạn, và có dị ứng hay bệnh nào khác không?',
    clarify: 'cảm ơn tin nhắn của bạn. Bạn nói thêm một chút được không, ví dụ đây là về thuốc hay toa thuốc nào?',
    holding: 'cảm ơn bạn đã kiên nhẫn. Tôi đang xem và sẽ trả lời ở đây trong vài phút.',
    callUs: (e) => `bạn cũng có thể gọi cho chúng tôi để dược sĩ xem cùng bạn. Trường hợp khẩn cấp, hãy gọi ${e}.`,
  },
  tl: {
    hello: (n) => (n ? `Hi ${n}, ` : 'Hi, '),
    callNow: (e) => `pakitawagan po ang ${e} ngayon o pumunta sa pinakamalapit na emergency room. Nandito ako: may kasama ka ba ngayon?`,
    whatWasTaken: (e) => `pakitawagan po ang ${e} ngayon. Dalhin ang lalagyan ng gamot at sabihin kung ano ang ininom, gaano karami at kailan.`,
    crisis: (e) => `salamat sa pagsabi sa amin. Ligtas ka ba ngayon? May kasama ka ba? Kung nasa panganib ka ngayon, tawagan ang ${e}.`,
    stayInTouch: (e) => `naabisuhan na ang pharmacist na naka-duty. Pagkatawag mo sa ${e}, sabihin mo dito kung kumusta ka at sino ang kasama mo.`,
    whileHelpComes: (e) => `pakitawagan po ang ${e} ngayon at huwag magmaneho. Buksan ang pinto, manatili kung saan may makakakita sa iyo, at sumulat dito kapag papunta na ang tulong.`,
    clarifyClinical: 'para ligtas kitang mapayuhan, anong mga gamot ang iniinom mo ngayon (lakas at gaano kadalas), ilang taon ka na, at may allergy o ibang sakit ka ba?',
    clarify: 'salamat sa mensahe mo. Puwede mo bang sabihin nang kaunti pa, halimbawa kung anong gamot o reseta ito?',
    holding: 'salamat sa paghihintay. Tinitingnan ko na ito at sasagot ako dito sa loob ng ilang minuto.',
    callUs: (e) => `puwede mo rin kaming tawagan at titingnan ito ng pharmacist kasama mo. Sa emergency, tawagan ang ${e}.`,
  },
};

export function suggestionTexts(language: string | null | undefined): SuggestionTexts {
  const base = (language ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const code = base === 'fil' ? 'tl' : base;
  return TEXTS[code as SuggestionLanguage] ?? TEXTS.en;
}
