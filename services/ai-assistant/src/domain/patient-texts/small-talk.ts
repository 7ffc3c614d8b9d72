/**
 * Is a message only a greeting or only a thank-you ("hello", "hi there!", "hola", "谢谢", "شكرا", "salamat po",
 * "thanks a lot! 🙏")? Anything more ("hi, can I get my refill?") is not small talk: the question must be answered.
 * The text is normalised (lower case, accents dropped for Latin script, Arabic spelling variants folded,
 * punctuation and emoji removed), then must be made up entirely of known phrases: at least one greeting or
 * thank-you, and otherwise only harmless words such as "there", "everyone", "so much", "po", "ạ".
 */

type Category = 'greeting' | 'thanks' | 'filler';

const GREETINGS = [
  // English
  'hi', 'hello', 'hey', 'hiya', 'heya', 'howdy', 'hallo', 'helo', 'hullo', 'greetings', 'yo',
  'good morning', 'good afternoon', 'good evening', 'good day', 'morning', 'afternoon', 'evening',
  'how are you', 'how are you doing', 'how r u', 'how are u', 'hows it going', 'is anyone there', 'anyone there', 'anybody there',
  // Spanish
  'hola', 'buenos dias', 'buen dia', 'buenas tardes', 'buenas noches', 'buenas', 'saludos', 'que tal', 'como esta', 'como estas',
  // French
  'bonjour', 'bonsoir', 'salut', 'coucou', 'allo', 'bonjour a tous',
  // German
  'guten morgen', 'guten tag', 'guten abend', 'servus', 'moin', 'moin moin', 'gruss gott', 'gruezi', 'gruss dich', 'hallochen',
  // Portuguese
  'ola', 'oi', 'oie', 'bom dia', 'boa tarde', 'boa noite', 'tudo bem', 'tudo bom',
  // Chinese
  '你好', '您好', '你们好', '大家好', '嗨', '哈喽', '哈啰', '早上好', '上午好', '中午好', '下午好', '晚上好', '早安', '早', '喂', '在吗', '在嗎',
  // Arabic (folded spelling: no hamza on alef, no tanween)
  'مرحبا', 'مرحبا بك', 'مرحبا بكم', 'اهلا', 'اهلا وسهلا', 'اهلين', 'هلا', 'السلام عليكم', 'السلام عليكم ورحمه الله', 'السلام عليكم ورحمه الله وبركاته', 'سلام', 'سلام عليكم', 'صباح الخير', 'مساء الخير', 'salam', 'marhaba', 'ahlan',
  // Hindi
  'नमस्ते', 'नमस्कार', 'प्रणाम', 'हेलो', 'हैलो', 'हाय', 'सुप्रभात', 'शुभ संध्या', 'राम राम', 'namaste', 'namaskar', 'namastey',
  // Vietnamese (accents dropped)
  'xin chao', 'chao', 'chao buoi sang', 'chao buoi chieu', 'chao buoi toi',
  // Tagalog
  'kumusta', 'kamusta', 'musta', 'magandang umaga', 'magandang tanghali', 'magandang hapon', 'magandang gabi', 'mabuhay',
];

const THANKS = [
  // English
  'thanks', 'thank you', 'thankyou', 'thank u', 'thanx', 'thx', 'tnx', 'ty', 'tysm', 'tyvm', 'cheers', 'many thanks',
  'much appreciated', 'appreciate it', 'i appreciate it', 'appreciated', 'thanks a lot', 'thanks so much', 'thank you so much', 'thank you very much',
  // Spanish
  'gracias', 'muchas gracias', 'mil gracias', 'muchisimas gracias', 'muy amable', 'se lo agradezco', 'te lo agradezco',
  // French
  'merci', 'merci beaucoup', 'merci bien', 'mille mercis', 'mille merci', 'je vous remercie', 'merci infiniment',
  // German
  'danke', 'danke schon', 'dankeschon', 'danke sehr', 'vielen dank', 'herzlichen dank', 'besten dank', 'tausend dank', 'danke vielmals',
  // Portuguese
  'obrigado', 'obrigada', 'muito obrigado', 'muito obrigada', 'brigado', 'brigada', 'valeu', 'agradeco',
  // Chinese
  '谢谢', '谢谢你', '谢谢您', '谢谢你们', '谢啦', '谢了', '多谢', '感谢', '非常感谢', '太感谢了', '十分感谢', '謝謝', '多謝', '感謝',
  // Arabic
  'شكرا', 'شكرا لك', 'شكرا لكم', 'شكرا جزيلا', 'الف شكر', 'مشكور', 'مشكوره', 'جزاك الله خيرا', 'جزاكم الله خيرا', 'shukran',
  // Hindi
  'धन्यवाद', 'शुक्रिया', 'बहुत धन्यवाद', 'बहुत शुक्रिया', 'आपका धन्यवाद', 'थैंक यू', 'थैंक्स', 'dhanyavad', 'dhanyawad', 'dhanyavaad', 'shukriya',
  // Vietnamese
  'cam on', 'xin cam on', 'cam on nhieu', 'cam on rat nhieu',
  // Tagalog
  'salamat', 'maraming salamat', 'salamat ng marami', 'salamat nang marami', 'daghang salamat',
];

/** words that may stand beside a greeting or thank-you without making it a question */
const FILLERS = [
  'there', 'all', 'everyone', 'everybody', 'team', 'guys', 'folks', 'again', 'so', 'much', 'very', 'a', 'lot', 'bunch', 'you', 'u', 'for',
  'everything', 'for your help', 'for the help', 'for helping', 'for that', 'the', 'oh', 'ah', 'ok', 'okay', 'okey', 'k', 'kk', 'alright', 'great', 'perfect', 'awesome', 'cool', 'nice', 'good',
  'got it', 'sir', 'maam', 'madam', 'dear', 'friend', 'and', 'just', 'really', 'bye', 'goodbye', 'have a nice day', 'have a good day',
  'pharmacy', 'pharmacist', 'doc', 'doctor', 'yes', 'yeah', 'fine', 'well',
  'senor', 'senora', 'muy', 'por todo', 'por su ayuda', 'por tu ayuda', 'vale', 'perfecto', 'adios', 'y',
  'tout le monde', 'madame', 'monsieur', 'pour tout', 'pour votre aide', 'parfait', 'daccord', 'au revoir', 'bonne journee', 'et',
  'zusammen', 'fur alles', 'fur ihre hilfe', 'super', 'tschuss', 'und',
  'pessoal', 'a todos', 'por tudo', 'pela ajuda', 'tchau', 'beleza', 'e',
  '大家', '啊', '呀', '哦', '好的', '好', '了', '呢', '医生', '药剂师', '再见',
  'و', 'يا', 'جزيلا', 'لك', 'لكم', 'دكتور', 'مع السلامه',
  'जी', 'बहुत', 'आपका', 'आपको', 'सर', 'मैडम', 'ji', 'bahut', 'sir ji',
  'ban', 'anh', 'chi', 'em', 'nhe', 'nha', 'nhieu', 'rat', 'lam', 'moi nguoi', 'ca nha', 'shop', 'bac si', 'duoc si', 'nha thuoc', 'vang', 'da',
  'po', 'opo', 'sa inyo', 'sa iyo', 'ho', 'din', 'rin', 'ulit', 'sige', 'ingat',
];

/** Lower case; Latin accents dropped; Arabic spelling variants folded; punctuation and emoji to spaces. */
function normalise(text: string): string {
  return text
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '') // zero-width joiners and spaces
    .replace(/👋/gu, ' hi ')
    .replace(/🙏/gu, ' thanks ')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/đ/g, 'd')
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '') // Arabic vowel marks, tatweel
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/['’`´]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .replace(/(\p{Script=Latin})\1{2,}/gu, '$1') // "hiii", "thanksss", "helloooo"
    .trim();
}

interface Phrase {
  text: string;
  category: Category;
  latin: boolean;
}

function phrases(): Phrase[] {
  const byText = new Map<string, Phrase>();
  const add = (list: string[], category: Category) => {
    for (const raw of list) {
      const text = normalise(raw);
      // a phrase listed twice keeps its first category (thanks, greeting, then filler)
      if (text.length > 0 && !byText.has(text)) byText.set(text, { text, category, latin: /\p{Script=Latin}$/u.test(text) });
    }
  };
  add(THANKS, 'thanks');
  add(GREETINGS, 'greeting');
  add(FILLERS, 'filler');
  // longest first, so "thank you so much" is one phrase rather than "thank you" + fillers
  return [...byText.values()].sort((a, b) => b.text.length - a.text.length);
}

const PHRASES = phrases();

const MAX_LENGTH = 80;

/** The categories of the phrases `text` is made of, or null when some part is not a known phrase. */
function parse(text: string, from: number, memo: Map<number, Set<Category> | null>): Set<Category> | null {
  if (from >= text.length) return new Set();
  if (memo.has(from)) return memo.get(from) ?? null;
  memo.set(from, null);
  for (const phrase of PHRASES) {
    if (!text.startsWith(phrase.text, from)) continue;
    const end = from + phrase.text.length;
    // a Latin phrase must end at a word boundary: "hi" is not the start of "hindi"
    if (phrase.latin && end < text.length && /[\p{Script=Latin}\p{N}]/u.test(text[end] ?? '')) continue;
    let next = end;
    while (text[next] === ' ') next++;
    const rest = parse(text, next, memo);
    if (rest) {
      const found = new Set(rest).add(phrase.category);
      memo.set(from, found);
      return found;
    }
  }
  return null;
}

/**
 * 'greeting' or 'thanks' when the message is only that (a thank-you wins over a greeting: "hi, thanks!" is
 * thanks); null when it says anything more, or nothing.
 */
export function detectSmallTalk(text: string): 'greeting' | 'thanks' | null {
  const normalised = normalise(text);
  if (normalised.length === 0 || normalised.length > MAX_LENGTH) return null;
  const categories = parse(normalised, 0, new Map());
  if (!categories) return null;
  if (categories.has('thanks')) return 'thanks';
  if (categories.has('greeting')) return 'greeting';
  return null;
}
