import type { Lexicon } from '../lexicon';

/**
 * Words for a symptom and words for the body part it is in, every language in one place. The rules combine them by
 * nearness (a few words apart, in either order), so word order, adjectives and dialect in between do not hide a red
 * flag: "dolor muy fuerte en el pecho", "so eng in der Brust", "صدري ضايق ويعورني", "masikip dibdib ko".
 */
export const body: Lexicon = {
  pain_word: [
    // en
    'pain~', 'hurt~', 'ache~', 'aching', 'pressure', 'tight~', 'squeez~', 'crush~', 'heaviness', 'heavy', 'stabbing', 'elephant',
    // es
    'dolor~', 'duele~', 'duela', 'dolia', 'presion', 'opresion', 'apret~', 'punzada~', 'pesadez', 'oprime~',
    // fr
    'douleur~', 'mal', 'serre~', 'serrement', 'oppress~', 'poids', 'etau',
    // de
    'schmerz~', 'weh', 'wehtut', 'druck', 'eng', 'enge', 'engegefuhl', 'engegefuehl', 'stech~', 'drueck~', 'druck~',
    // pt
    'dor', 'dores', 'doendo', 'doi', 'doe', 'aperto', 'pressao', 'apertado', 'apertando', 'peso', 'pontada~',
    // zh, ar, hi, vi, tl
    '痛', '疼', '闷', '压迫', '压着', '发紧', '憋', 'الم', 'وجع', 'يوجع', 'توجع', 'يعور', 'يعورني', 'ضيق', 'ضايق', 'ضغط', 'ثقل', 'تقيل', 'تقيله',
    'दर्द', 'dard', 'dukh', 'दुख', 'जकड़', 'भारीपन', 'bhari', 'bhaari', 'jakdan', 'dabav', 'दबाव',
    'dau', 'tuc', 'bop', 'sakit', 'masakit', 'sumasakit', 'kirot', 'bigat', 'mabigat', 'paninikip', 'masikip', 'naninikip', 'sikip',
  ],
  chest_word: [
    'chest', 'pecho', 'poitrine', 'thorax', 'thoracique', 'brust', 'brustkorb', 'peito', '胸', '胸口', '心口', 'صدر', 'صدري', 'الصدر', 'سدري', 'sadri', 'sadr',
    'सीना', 'सीने', 'छाती', 'seena', 'seene', 'sine', 'chhati', 'chati', 'nguc', 'dibdib',
  ],
  swell_word: [
    'swell~', 'swollen', 'puff~', 'bigger', 'huge', 'hincha~', 'inflama~', 'gonfl~', 'enfl~', 'schwill~', 'schwell~', 'geschwollen', 'inchad~', 'inchan~', 'inchou',
    '肿', 'ورم', 'وارم', 'منفخ', 'منتفخ', 'انتفاخ', 'wrem', 'सूज', 'सूजन', 'sooj', 'sujan', 'suj', 'moti', 'मोटी', 'sung', 'phu', 'namamaga', 'maga', 'lumalaki',
  ],
  airway_part: [
    'throat', 'tongue', 'lips?', 'face', 'garganta', 'lengua', 'labios?', 'cara', 'gorge', 'langue', 'levres?', 'visage', 'hals', 'zunge', 'lippen?', 'gesicht', 'rachen',
    'lingua', 'rosto', 'boca', '喉咙', '嗓子', '舌头', '嘴唇', '脸', 'حلق', 'حلقي', 'زور', 'زوري', 'لسان', 'لساني', 'شفايف', 'شفاف', 'شفتي', 'وجه', 'وشي', 'zoori', 'zoor', 'lsani', 'wshi',
    'गला', 'गले', 'जीभ', 'होंठ', 'चेहरा', 'gala', 'gale', 'jeebh', 'jibh', 'honth', 'chehra', 'hong', 'luoi', 'lalamunan', 'dila', 'labi', 'mukha',
  ],
  airway_closing: [
    'clos~', 'tight~', 'cant swallow', 'hard to swallow', 'trouble swallowing', 'se (cierra|esta cerrando)', 'cerrando', 'no (puedo|puede) tragar', 'se ferme', 'serre~', 'avaler',
    'schnue?r~', 'schlucken', 'fechando', 'engolir', '发紧', '喘不上', '咽不下', 'يسكر', 'عم يسكر', 'بيقفل', 'يقفل', 'ما اقدر ابلع', 'بلع', 'बंद', 'निगल', 'nigal', 'band ho',
    'nghet', 'kho nuot', 'sumasara', 'sarado', 'hindi makalunok',
  ],
  /** the last day or so: an overdose taken then is still an emergency, even when the patient feels fine */
  recent: [
    'yesterday', 'last night', 'this morning', 'earlier today', 'few hours ago', 'an hour ago', 'ayer', 'anoche', 'esta manana', 'hace (unas|un par de) horas', 'hier', 'hier soir', 'ce matin', 'cette nuit',
    'gestern', 'gestern abend', 'heute (morgen|fruh|frueh)', 'letzte nacht', 'ontem', 'ontem a noite', 'hoje de manha', 'esta manha', '昨天', '昨晚', '今天早上', '今早', '琴晚', '尋晚', '今朝',
    'امبارح', 'البارحه', 'البارح', '‹امس›', 'الصبح', 'kal raat', 'aaj subah', 'कल रात', 'आज सुबह', 'hom qua', 'toi qua', 'dem qua', 'sang nay', 'kagabi', 'kahapon', 'kaninang umaga',
    'today', 'hoy', 'aujourd hui', 'heute', 'hoje', '今天', 'اليوم', 'النهارده', 'النهاردة', 'الليله', 'aaj', 'आज', 'hom nay',
  ],
  /** a goodbye that says it all: letters left, better off without me, I know how, I only wanted someone to know */
  farewell_strong: [
    '(written|wrote|writing|left) (a |the )?(letters?|notes?|goodbye) (for|to)', 'goodbye (letter|note)', 'better off without me', 'better without me', 'i know (how|what) (to do|ill do|i will do)', 'ive decided how',
    'just wanted (someone|somebody|one person) to know', '(my )?last message', 'goodbye forever',
    'cartas? (para|a) (mis|mi)', 'escribi (las |una |unas )?cartas?', 'mejor sin mi', 'ya se como', 'solo queria que alguien (lo )?supiera',
    'lettres? (a|pour) (ma|mon|mes)', 'ecrit une lettre', 'mieux sans moi', 'je sais (deja )?comment', 'je voulais (juste )?que quelqu un (le )?sache',
    'briefe? (an|fur|fue?r) (meine|mein)', 'besser ohne mich', 'ich weiss (schon|jetzt) wie', 'wollte nur,? dass (es )?(jemand|einer) (es )?weiss',
    'cartas? (pra|para|aos|as) (meus|minhas|minha|meu)', 'escrevi (as |uma )?cartas?', 'melhor sem mim', 'ja sei como', 'so queria que alguem soubesse',
    '写好(给|了)?.{0,6}(信|遗书)', '遗书', '遺書', '没有我.{0,4}(更好|会好)', '冇咗我', '只是想有个人知道', '只是想有人知道',
    'كتبت (جواب|رساله|رسائل)', 'جواب لماما', 'احسن من غيري', 'احسن بدوني', 'احسن بلايا', 'بس حبيت احد يدري', 'a7san bala', 'a7san bdouni',
    'chitthi likh', 'चिट्ठी लिख', 'mere bina (sab )?behtar', 'मेरे बिना', 'bas kisi ko batana tha', 'बस किसी को बताना था',
    'viet thu cho', 'thu cho me', 'khong co (em|toi|minh) (thi )?(moi nguoi )?(se )?tot hon', 'chi muon co ai (do )?biet',
    'sulat para kay', 'nakasulat na ko ng sulat', 'mas okay (lahat )?pag wala na ko', 'alam ko na kung paano', 'gusto ko lang may makaalam',
  ],
  farewell_soft: [
    'thanks? (you )?for everything', '(wont|will not|dont) need (the|my) (refill|refills|meds|prescription|medicine|medication)s?', 'gracias por todo', '(ya )?no (voy a )?necesitar (mas )?(la|mi|las) (receta|medicina)',
    'merci pour tout', 'n aurai plus besoin', 'danke fu?e?r alles', '(das )?rezept brauch ich nicht mehr', 'obrigad[oa] por tudo', 'nao vou mais precisar',
    '谢谢.{0,8}一直', '不用再.{0,4}(配药|拿药)', 'شكرا على كل شي', 'مش هحتاج', 'ma 3ad', 'धन्यवाद', 'ज़रूरत नहीं पड़ेगी', 'khong can lay thuoc nua', 'salamat sa lahat', 'di ko na kailangan',
  ],
  finality: [
    'tonight', 'tonight is the night', 'today is the day', 'everything is (ready|set)', 'all (ready|set)', 'its time', 'esta noche', 'hoy es el dia', 'tengo todo (listo|preparado)', 'ce soir', 'cette nuit',
    'tout est pret', 'heute nacht', 'heute ist der tag', 'alles (ist )?bereit', 'hoje a noite', 'hoje e o dia', 'ja separei tudo', 'ta tudo pronto', '今晚', '今天就', 'الليله', 'النهارده', 'aaj raat',
    'आज रात', 'toi nay', 'mamayang gabi', 'ngayong gabi',
  ],
  /** what sets off a systemic allergic reaction: a sting, an injection, a first dose */
  allergen: [
    'sting', 'stung', 'wasp', 'bee', 'hornet', 'injection', 'shot of', 'first dose', 'picadura', 'pico', 'avispa', 'abeja', 'inyeccion', 'piqure', 'guepe', 'abeille', 'stich', 'wespe~', 'biene~', 'spritze',
    'ferroada', 'picada', 'vespa', 'injecao', 'benzetacil', 'penicilina', 'penicillin~', 'penicilline', '蜂', '蛰', '打完.{0,4}针', '青霉素', '青黴素', 'قرصه', 'قرصتها', 'قرصني', 'لسعه', 'نحله', 'ابره', 'حقنه',
    'डंक', 'मधुमक्खी', 'ततैया', 'injection', 'tiem', 'ong dot', 'kagat ng bubuyog', 'kinagat ng', 'putakti', 'iniksyon', 'turok',
  ],
  hives: [
    'hives', 'welts', 'rash all over', 'ronchas', 'urticaria', 'habones', 'plaques', 'urticaire', 'quaddeln', 'nesselsucht', 'placas vermelhas', 'placas', 'urticaria', 'vergoes',
    '风疹块', '風疹塊', '荨麻疹', '蕁麻疹', 'طفح', 'حبوب حمرا', 'شرى', 'चकत्ते', 'पित्ती', 'chakatte', 'noi me day', 'me day', 'pantal', 'pamamantal',
  ],
  presyncope: [
    'feel faint', 'feeling faint', 'passing out', 'pass out', 'voice (sounds )?(weird|hoarse|funny)', 'me (estoy|voy a) (marear|desmayar)', 'mareando', 'desmay~', 'je me sens partir', 'je vais tomber dans les pommes',
    'schwarz vor (den )?augen', 'kreislauf (sackt|bricht)', 'ficando tont[ao]', 'vou desmaiar', 'desmaiar', '头好晕', '要晕', '快晕', 'دايخ', 'دايخه', 'هيغمى', 'चक्कर', 'behosh', 'choang', 'xiu', 'nahihilo', 'hihimatayin',
  ],
  /** one side of the body, for sudden numbness or weakness */
  one_side: [
    'one side', 'half (of )?(my|his|her|the) (body|face)', 'left side', 'right side', 'mitad del cuerpo', 'un lado del cuerpo', 'lado (izquierdo|derecho)', 'la moitie du corps', 'un cote du corps',
    'cote (gauche|droit)', '(eine|linke|rechte) (korper|koerper)?seite', 'halbe (korper|koerper)seite', 'um lado do corpo', 'lado (esquerdo|direito)', 'metade do corpo', '半边', '一边身体', 'جنب', 'ناحيه',
    'اليسار', 'اليمين', 'بالشمال', 'lyesar', 'el yesar', 'bil yesar', 'lyemin', 'el yemin', 'bil yemin', 'lshmal', 'el shmal', 'الشمال', 'एक तरफ', 'ek taraf', 'ek side', 'bayan', 'nua nguoi', 'mot ben', 'kalahati ng katawan', 'kaliwang', 'kanang',
  ],
  numb_word: [
    'numb~', 'weak', 'paraly~', 'dead', 'dormid~', 'durmio', 'duerme', 'entumid~', 'paraliz~', 'engourdi~', 'paralys~', 'taub', 'gelahmt', 'lahm', 'dormente', 'paralisad~', 'fraco',
    'mkhaddra', 'mkhaddar', 'mkhadra', 'mkhadar', 'm5adra', 'm5addar', 'منمله', 'مخدره', 'مخدر', '麻', '没力', '沒力', 'خدر', 'تقل', 'منمل', 'सुन्न', 'sunn', 'kamzor', 'te', 'yeu', 'manhid', 'namanhid', 'nanghina', 'mahina',
  ],
  sudden_blind: [
    'cant see (out of|from|with) one eye', 'lost (the )?vision in one eye', 'blind in one eye', 'no ve (de|por) un ojo', 'perdio la vista de un ojo', 'ne voit plus (d un|de l) oeil', 'auf einem auge (nichts|blind)',
    'parou de enxergar', 'nao enxerga de um olho', '一只眼睛看不见', 'ما بقاش كيشوف بعين', 'ek aankh se dikh', 'di makakita sa isang mata',
  ],
  belly_word: [
    'belly', 'stomach', 'abdomen', 'tummy', 'gut', 'panza', 'barriga', 'vientre', 'estomago', 'abdomen', 'ventre', 'bauch', 'unterbauch', 'magen', 'barriga', 'estomago', '肚子', '腹', 'بطن', 'بطني', 'كرش',
    'पेट', 'pet', 'bung', 'tiyan', 'puson', 'sikmura',
  ],
  /** "is it true that...": a question about a fact */
  fact_question: [
    'is it true', 'es verdad', 'es cierto', 'c est vrai', 'est ce vrai', 'stimmt es', 'ist es wahr', 'e verdade', 'é verdade', '真的.{0,12}吗', '(?<!بشكل )(?<!بطريقه )(?<!بشكل غير )صحيح', 'هل صحيح', 'kya sach', 'क्या सच', 'co phai', 'có phải', 'totoo ba',
  ],
};
