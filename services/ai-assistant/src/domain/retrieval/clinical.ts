import { extractConcepts } from './concepts';
import { DRUG_PHRASES } from './lexicon';
import { type AnalysedText, PhraseSet, analyse } from './matcher';

/**
 * Questions that need a pharmacist's individual judgement, in en, es, fr, de, pt, zh, ar, hi, vi, tl: doses (also
 * children's), pregnancy and breastfeeding, whether to take a named medicine (alone or with another), dose changes
 * and missed doses, stopping/continuing/switching a medicine, "what can I take for ...", alcohol with medicines.
 */

const set = (phrases: string[]) => new PhraseSet(phrases);

const PREGNANCY = set([
  'pregnan*', 'ssw', 'schwangerschaftswoche', 'expecting a baby', 'trying to conceive', 'trying for a baby', 'embarazada', 'embarazo', 'encinta', 'enceinte', 'grossesse', 'schwanger*', 'gravida', 'gravidez', 'gestante',
  '怀孕', '孕妇', '孕期', '备孕', 'حامل', 'الحمل', 'garbhvati', 'गर्भवती', 'प्रेग्नेंट', 'गर्भावस्था', 'mang thai', 'co bau', 'dang bau', 'co thai', 'buntis', 'nagbubuntis',
]);

const BREASTFEEDING = set(['dandole el pecho', 'dándole el pecho', 'doy el pecho', 'dar el pecho', 'dando pecho', 'dando el pecho', 
  'breastfeed*', 'breast feed*', 'breast-feed*', 'nursing my', 'lactating', 'lactation', 'amamant*', 'lactancia', 'dando pecho', 'dar pecho', 'doy pecho', 'allaite*', 'allaitement', 'stille', 'stillen', 'stillzeit', '~stillend',
  'amamenta*', 'lactante', '哺乳', '母乳', '喂奶', 'مرضع', 'رضاعه', 'ارضع', 'doodh pila', 'feed karti', 'स्तनपान', 'दूध पिला', 'cho con bu', 'cho bu', 'nuoi con bang sua', 'nagpapasuso', 'pagpapasuso', 'nagpapadede', 'nagpapa-breastfeed',
]);

const DOSE = set([
  'डोज़', 'डोज', 'dose aadhi', 'आधी कर',
  'dose', 'doses', 'dosage*', 'dosing', 'mg', 'mcg', 'ml', 'milligram*', 'teaspoon*', 'tablespoon*', 'tsp', 'tbsp', 'dosis', 'posologie', '~dosierung', 'dosieren', 'posologia',
  '剂量', '用量', '毫克', '毫升', 'جرعه', 'الجرعه', 'ملعقه', 'ملغ', 'ملغم', 'khurak', 'खुराक', 'lieu luong', 'lieu dung', 'lieu thuoc', 'kutsarita',
]);

const DOSE_CHANGE = set(['kam kore debo', 'kam kar debo', 'kam kar dein', 'kam kar de', 'कम कर दें', 'कम कर दूं', 'mehr davon nehmen', 'mehr devun nemme', 'mehr nehmen', 'mehr nemme', 'prendre 1x', 'juste prendre 1 x', 'prendre 1 x', 'prendre qu une fois', 'tomar la mitad', 'la mitad nomas', 'la mitad nomás', 'solo la mitad', 'tomo la mitad', 'darle la mitad', 'só metade', 'so metade', 'tomar metade', 'tomar a metade', 'so a metade', '半颗', '半顆', '半粒', '吃一半', 'aadhi kar', 'aadha kar', 'nua vien', 'nửa viên', 'kalahati lang', 'kalahati ng tableta', 'la moitie du', 'la moitié du', 'que la moitie', 'que la moitié', 'nur die hälfte', 'nur die halfte', 'nur die haelfte', 'halbe tablette', 'نص حبه', 'نص حبة', 'نص الحبه', 'نصف حبه', 'نصف الحبه', 'نص قرص', 'आधी तोड़कर', 'आधी तोड़ कर', 'आधी तोड़ के', 'aadhi todkar', 'aadhi tod kar', 'aadhi tod ke', 'half tod', 'اخليها مره', 'اخليه مره', 'اخليهم مره', 'اخليها مرة', 'بدل مرتين', 'مره وحده بدل', 'اقللها', 'اقلله', 'اقلل الجرعه', 'انقص الجرعه', 'akhaliha marra', 'a5aliha marra', 'once a day instead', 'once instead of twice', 'una vez al dia en vez', 'une fois par jour au lieu', 'nur einmal statt', 'uma vez so em vez', 'ek baar kar', 'din mein ek baar kar', '改成一天一次', '改成一次', 'uong 1 lan thoi', 'isang beses na lang', 
  'je peux diminuer', 'peux diminuer', 'diminuer la dose', 'baisser la dose', 'reduire la dose', 'réduire la dose', 'can i reduce', 'can i lower', 'cut down on', 'puedo reducir', 'puedo bajar', 'posso reduzir', 'posso diminuir', 'weniger nehmen', 'dosis reduzieren', 'kam kar du', 'kam kar doon', 'giam lieu', 'bawasan ang',
  'double', 'doubling', 'twice as much', 'media pastilla', 'coupe le comprime en deux', 'couper le comprime', 'coupe le comprimé', 'parto o comprimido', 'partir o comprimido', 'aadhi goli', 'आधी गोली', '半片', '减成', '減成', 'half a pill', 'half the pill', 'half a tablet', 'triturar', 'esmagar', 'ecraser', 'écraser', 'zerkleinern', 'morsern', 'mörsern', '磨碎', '压碎', '壓碎', 'pisar o comprimido', 'dudurugin', 'durugin', 'half a pill more', 'a pill more', 'take more', 'media pastilla mas', 'media pastilla más', 'una pastilla mas', 'una pastilla más', 'tomar mas', 'tomar más', 'meio comprimido a mais', 'prendre plus', 'un demi en plus', 'mehr nehmen', 'extra dose', 'extra pill', 'extra tablet', 'take two', 'take 2', 'skip a dose', 'skip my', 'skipped', 'missed a', 'missed my', 'miss a', 'forgot to take', 'forgot my pill*', 'forgot till', 'forgot until', 'forgot my dose', 'forgot a dose', 'forgot it till', 'forgot it until', 'increase my', 'decrease my', 'lower my', 'reduce my', 'higher dose', 'lower dose', 'cut in half', 'split my', 'crush',
  'el doble', 'doblar', 'duplicar', 'olvide tomar', 'se me olvido tomar', 'aumentar la', 'bajar la', 'reducir la', 'partir la',
  'doubler', 'oublie de prendre', 'oublie mon', 'oublie ma', 'augmenter la', 'diminuer la', 'deux comprimes',
  'verdoppeln', '~doppelt', 'vergessen', 'erhohen', 'erhöhen', 'reduzieren', 'halbieren',
  'dobrar', 'dobro', 'esqueci de tomar', 'tomo dois', 'tomar dois', 'duas doses', 'aumentar a', 'diminuir a',
  '双倍', '加倍', '加量', '减量', '忘了吃', '漏服', '多吃', '吃两', 'مضاعف', 'جرعتين', 'نسيت', 'dugna', 'do goli', 'bhool gaya', 'bhool gayi', 'दुगना', 'भूल',
  'gap doi', 'quen uong', 'tang lieu', 'giam lieu', 'uong hai', 'uong 2', 'doble', 'dodoblehin', 'nakalimutan', 'dalawang',
]);

const STOP = set(['ou paro', 'ou eu paro', 'ou paro de tomar', 'o lo dejo', 'oder aufhören', 'oder aufhoren', 'oder absetzen', 'ou j arrete', 'ou je l arrete', 'soll ichs weglassen', 'soll ich es weglassen', 'paro o remedio', 'paro o remédio', 'paro com o', 'paro a medicacao', 'paro de dar', 
  'je continue', 'je le continue', 'continue quand meme', 'continue quand même', 'lo sigo tomando', 'sigo con el', 'weiter so nehmen', 'continuo tomando',
  'stop taking', 'stop my', 'stop the', 'stop it', 'quit taking', 'quit my', 'keep taking', 'continue taking', 'still take', 'come off', 'go off', 'get off', 'stop using', 'switch from', 'switch to', 'change my medication', 'change my medicine', 'change my dose', 'should i start', 'can i start', 'should she start', 'should he start', 'can she start', 'can he start', 'restart',
  'change it', 'switch it', 'switch me', 'passer a un autre', 'passer à un autre', 'changer pour un autre', 'cambiar a otro', 'trocar por outro', 'auf ein anderes', 'zu einem anderen', 'something else instead', 'la dejo', 'lo dejo', 'dejarla', 'dejarlo', 'dejar de tomar', 'dejo de tomar', 'cambiarlo', 'cambiarla', 'cambiar a otro', 'cambiar por otro', 'suspender', 'suspendo', 'seguir tomando', 'sigo tomando', 'continuar tomando', 'cambiar de medicamento', 'cambiar mi', 'puedo dejar', 'dejar la', 'dejar el', 'dejar las', 'dejar los', 'dejarlas', 'dejarlos',
  'arreter', 'arrete', 'continuer a prendre', 'continuer de prendre', 'continuer le', 'continuer mon', 'continuer ma', 'changer de', 'absetzen', 'aufhoren', 'aufhören', 'weiter nehmen', 'weiternehmen', 'weiter einnehmen', 'wechseln',
  'trocar de', 'trocar por outro', 'trocar o remedio', 'posso trocar', 'posso parar', 'devo parar', 'parar de tomar', 'paro de tomar', 'parar o', 'parar com', 'continuar tomando', 'suspender o', 'trocar de remedio',
  '停药', '不吃', '继续吃', '换药', '换成', '换别的', '换一种', '换个药', '停用', '停掉', '停了', 'التوقف', 'اتوقف', 'اغيره', 'اغيرها', 'اغير الدواء', 'تغيير الدواء', 'نوع ثاني', 'نوع تاني', 'دواء ثاني', 'ايقاف', 'اوقف', 'اوقفه', 'اوقفها', 'cut the tablets in half', 'cut the tablet in half', 'cut them in half', 'cut it in half', 'cut my pills in half', 'cut the pills in half', 'split the tablets', 'split the pills', 'split my pills', 'partir la pastilla', 'partir las pastillas', 'couper le comprime', 'couper les comprimes', 'tablette teilen', 'tabletten teilen', 'استمر في', 'chhod', 'chod du', 'chhod du', 'band kar', 'band karu', 'छोड़', 'बंद कर',
  'بوقفه', 'بوقفها', 'بوقفو', 'ولا بكمل', 'ngung', 'ngung uong', 'bo thuoc', 'doi thuoc', 'doi sang', 'chuyen sang', 'thuoc khac', 'tiep tuc uong', 'itigil', 'tigil', 'palitan', 'ibang gamot', 'huminto', 'ihinto', 'tumigil',
]);

const RECOMMEND = set(['kaunchi dawai', 'kaun si dawai le', 'kaunsi dawai le', 'kaun chi dawai', 'konsi dawai le', 'whats best for', 'what\'s best for', 'what is best for', 'whats good for a', 'what works best for', 'what would be best for', 'what can you give me for', 'give me something for', 'what would you give me for', 'welche tablette kann ich', 'welche tablette soll ich', 'was kann ich nehmen', 'welche tablette', 
  'what can i take', 'what should i take', 'what can i give', 'what should i give', 'what do you recommend', 'what would you recommend', 'recommend something', 'recommend a', 'anything for', 'something for', 'best medicine for', 'what is good for', "what's good for", 'whats good for', 'good to take for', 'what to take for', 'what to take', 'what to give', 'what helps', 'what medicine', 'which medicine',
  'que me recomienda*', 'que recomienda*', 'que puedo tomar', 'que tomo para el', 'que tomo para la', 'que tomo para los', 'que me tomo para', 'algo para', 'que le doy', 'que medicamento',
  'qu est ce que je peux prendre', 'que prendre', 'quoi prendre', 'que me conseillez', 'que conseillez', 'que puis je prendre', 'quel medicament',
  'was kann ich gegen', 'was kann ich bei', 'was hilft gegen', 'was hilft bei', 'was empfehlen', 'was empfiehlst', 'welches medikament',
  'o que posso tomar', 'o que tomar', 'o que voce recomenda', 'que remedio', 'qual remedio', 'algum remedio para', 'remedio para',
  '吃什么药', '什么药', '推荐', '用什么药', 'ما الدواء المناسب', 'الدواء المناسب', 'ماذا اخذ', 'ماذا اتناول', 'بماذا تنصح', 'ما هو الدواء', 'اي دواء',
  'kaun si dawai', 'konsi dawai', 'kaunsi dawai', 'kya lu', 'kya loon', 'kya lena chahiye', 'कौन सी दवा', 'क्या लूं', 'क्या लूँ',
  'uong thuoc gi', 'thuoc gi', 'dung thuoc gi', 'uong gi', 'anong gamot', 'ano ang gamot', 'anong pwede inumin', 'ano ang pwede', 'anong mabisa',
]);

const QUANTITY = set([
  'how much', 'how many', 'how often', 'how long', 'wie lange', 'bao lau', '多久', '多长时间', 'katagal', 'cuanto', 'cuanta', 'cuantas', 'cuantos', 'cada cuanto', 'combien', 'wie viel', 'wieviel', 'wie viele', 'wie oft', 'quanto', 'quanta', 'quantos', 'quantas',
  '多少', '几片', '几粒', '几次', '几毫升', 'كم', 'kitni', 'kitna', 'kitne', 'कितनी', 'कितना', 'कितने', 'bao nhieu', 'may vien', 'may lan', 'ilang', 'gaano', 'ilan',
]);

const TAKE = set(['lai sakda', 'lai sakdi', 'le sakda', 'kha sakda', 'kha sakdi', 'lai sakde', 'de sakte', 'de skte', 'de sakti hu', 'de du kya', 'de doon kya', 'nemme', 'nehmen',  'chew', 'chew an', 'chew a', 'masticar', 'mastigar', 'croquer', 'kauen', 'zerkauen', '嚼', 'nhai', 'nguyain', 
  'दे सकते', 'दे सकती', 'दे सकता', 'दे दूं', 'दे दूँ', 'puedo tomarme', 'tomarme', 'prendre un', 'posso tomar um',
  'can i take', 'could i take', 'should i take', 'may i take', 'do i take', 'do i just take', 'can we take', 'ok to take', 'okay to take', 'safe to take', 'fine to take', 'can i use', 'can i give', 'should i give', 'can he take', 'can she take', 'is it safe', 'take it with', 'take with', 'can i mix',
  'puedo tomar', 'puede tomar', 'debo tomar', 'se puede tomar', 'puedo darle', 'puedo dar', 'puedo usar', 'es seguro', 'tomar',
  'peux prendre', 'peut prendre', 'puis je prendre', 'dois je prendre', 'prendre', 'donner',
  'nehmen', 'einnehmen', 'geben', 'darf ich',
  'posso tomar', 'pode tomar', 'devo tomar', 'posso dar', 'tomar', 'dar pro', 'dar para',
  '吃', '服用', '一起用', 'تناول', 'اخذ', 'اخد', 'تاخد', 'اعطي', 'استخدام',
  'le sakta', 'le sakti', 'le sakte', 'lena', 'kha sakta', 'kha sakti', 'khana', 'de sakta', 'de sakti', 'लेना', 'ले सकता', 'ले सकती', 'खा सकता', 'खा सकती',
  'uong', 'dung', 'duoc khong', 'uminom', 'inumin', 'pwede', 'ibigay', 'painumin', 'pagsabayin',
]);

const TIMING = set([
  'when should i take', 'what time should i take', 'con la cena', 'con el desayuno', 'au diner', 'au dîner', 'na janta', 'no jantar', 'zum abendessen', 'mit dem essen', 'with dinner', 'with breakfast', 'when do i take', 'morning or night', 'before or after', 'empty stomach', 'with food', 'with or without food', 'cuando debo tomar', 'en ayunas', 'con comida', 'antes o despues',
  'quand prendre', 'quand dois je prendre', 'a jeun', 'pendant le repas', 'wann soll ich', 'nuchtern', 'vor oder nach dem essen', 'quando devo tomar', 'em jejum', 'antes ou depois',
  '什么时候吃', '饭前', '饭后', '空腹', 'متى اتناول', 'متى اخذ', 'معده فارغه', 'قبل الاكل', 'بعد الاكل', 'kab lena', 'kab lu', 'khali pet', 'khane se pehle', 'khane ke baad lena', 'खाली पेट',
  'khi nao uong', 'uong luc nao', 'truoc hay sau', 'bung doi', 'kailan iinumin', 'kailan ko iinumin', 'walang laman ang tiyan', 'bago o pagkatapos',
]);

const SAFE = set(['is it safe', 'safe for', 'is it ok', 'is it okay', 'is it bad', 'es seguro', 'es malo', 'sans danger', 'est ce dangereux', 'ist es sicher', 'gefahrlich', 'é seguro', 'e seguro', 'faz mal', '安全吗', '有没有问题', 'امن', 'هل يضر', 'safe hai', 'nuksaan', 'an toan', 'co sao khong', 'ligtas', 'masama ba']);

const ALLERGY = set(['allergic', 'allergy', 'allergies', 'alergico', 'alergica', 'alergia', 'allergique', 'allergie', 'allergisch', 'alergia', '过敏', 'حساسيه', 'عندي حساسيه', 'एलर्जी', 'allergy hai', 'di ung', 'allergy ako']);

/** International nonproprietary name endings: an unlisted medicine named in the question */
// an INN ending, in Latin letters or spelt in Arabic script (أتورفاستاتين, لوسارتان, أوميبرازول)
const DRUG_SUFFIX = /^\p{Script=Arabic}{2,}(?:ستاتين|بريل|سارتان|برازول|سيلين|مايسين|فلوكساسين|ديبين|ولول|بروفين|فورمين|ترالين|وكستين|زيبام|زولام|تيدين|جليبتين|جليفلوزين|بارين|زابان)$|^(?!c[h.]?ol[ae]?ster[oi]l)\p{Script=Latin}{3,}(?:pril|sartan|sartana|statin|statina|olol|prazole|prazol|dipino|dipina|dipin|cilina|micina|floxacino|profeno|tidina|gliptina|azole|azol|cillin|mycin|cycline|floxacin|dipine|tidine|azepam|zolam|oxetine|aline|triptan|gliptin|gliflozin|profen|coxib|sone|olone|mab|vir|setron|phylline|terol|pramine|parin|xaban|gatran|lukast|tadine|zine|done|codone|morphone)$/u;

const GIVE = set(['give', 'giving', 'dar', 'darle', 'doy', 'donner', 'donne', 'geben', 'gebe', 'dou', 'dar pro', 'dar para', '给', '喂', 'اعطي', 'اعطاء', 'dena', 'de du', 'du', 'cho uong', 'cho be uong', 'ibigay', 'ibibigay', 'painumin']);

const ALCOHOL = set(['alcohol', 'beer', 'wine', 'drinking', 'alcool', 'cerveza', 'vino', 'biere', 'vin', 'alkohol', 'bier', 'wein', 'cerveja', 'vinho', '喝酒', '饮酒', 'كحول', 'الكحول', 'sharab', 'daru', 'शराब', 'ruou', 'bia', 'alak', 'beer']);

const DRUGS = set(DRUG_PHRASES);

/** "the same dose as the brand?": a question about generics, answered by the generic entry */
const SAME_DOSE = set(['mesma dosagem', 'a mesma dosagem', 'misma dosis', 'la misma dosis', 'meme dosage', 'même dosage', 'gleiche dosierung', 'same strength', 
  'menos dosis', 'menor dosis', 'traen menos', 'same yung active ingredient', 'same yung dose', 'parehas yung dose','mismos mg', 'misma sustancia', 'mesmos mg', 'mesma substancia', 'same dose', 'same mg', 'same strength', 'misma dosis', 'la misma dosis', 'meme dosage', 'même dosage', 'meme dose', 'même dose', 'mesma dose', 'a mesma dose', 'gleiche dosis', 'gleiche dosierung', '剂量一样', '剂量会不会不一样', '剂量不一样', 'cung lieu', 'parehong dose', 'same dosage', '剂量有没有差', '成分剂量', '剂量有差', '剂量一不一样', '剂量一样吗']);

/** another brand of the same medicine (a narrow-therapeutic one may not be interchangeable): a switch, unless a generic is asked for */
const OTHER_BRAND = set(['sang loai khac', 'sang loại khác', 'doi sang loai khac', 
  'other brand', 'another brand', 'different brand', 'different maker', 'different manufacturer', 'otra marca', 'otro laboratorio', 'autre marque', 'autre laboratoire', 'andere marke', 'anderen hersteller', 'anderer hersteller',
  'outra marca', 'outro laboratorio', 'outro fabricante', '别的牌子', '其他牌子', '换牌子', '換牌子', '别的厂', 'ماركه تانيه', 'ماركه ثانيه', 'شركه تانيه', 'dusri company', 'doosri company', 'dusra brand',
  'hang khac', 'thuong hieu khac', 'ibang brand', 'ibang klase', 'cambiaron la marca', 'cambio de marca', 'cambiar de marca', 'change de marque', 'changer de marque', 'marque differente', 'marke gewechselt', 'die marke wechseln',
  'anderes praparat', 'anderes präparat', 'trocaram a marca', 'mudou a marca', 'trocar de marca', 'doi qua hieu khac', 'doi hieu', 'đổi hiệu', 'hieu khac', 'hiệu khác', 'ibang brand na', 'palitan ng brand', 'doosre brand', 'dusre brand',
]);

/**
 * Medicines with a narrow therapeutic index: a change of maker or a generic in place of the brand needs a
 * pharmacist's check (blood levels, seizure control), so a switch between versions of one of them is clinical.
 */
const NARROW_INDEX = set([
  'digitoxin*', 'تيغريتول', 'تغريتول', 'كاربامازيبين', 'ديجوكسين', 'لانوكسين', 'فالبروات',
  'levothyrox*', 'levotiroxin*', 'l-thyroxin*', 'l thyroxin*', 'thyroxin*', 'euthyrox', 'eutirox', 'synthroid', 'eltroxin', 'thyronorm', 'puran', 'tirosint', 'levoxyl', 'unithroid',
  'warfarin*', 'varfarina', 'coumadin*', 'marcumar', 'marevan', 'sintrom', 'acitrom', 'previscan', 'phenytoin*', 'fenitoin*', 'dilantin', 'eptoin', 'epanutin', 'hidantal',
  'antiepilepti*', 'antiépilepti*', 'anti-epilepti*', 'antiepileptic*', 'antiepileptika', 'antiepileptico*', 'seizure medicine', 'seizure medication', 'epilepsy medicine', 'epilepsy medication', 'دوا الصرع', 'دواء الصرع', 'لاموتريجين', '抗癫痫', '抗癲癇', 'thuoc dong kinh', 'thuốc động kinh', 'mirgi ki dawa', 'मिर्गी की दवा', 'valpro*', 'depakin*', 'depakote', 'depakene', 'carbamazepin*', 'tegretol', 'lamotrigin*', 'lamictal', 'lithium', 'litio', 'lithionit', 'digoxin*', 'lanoxin', 'tacrolimus', 'prograf', 'ciclosporin*', 'cyclosporin*', 'sandimmun*',
  '优甲乐', '優甲樂', '左甲状腺素', '华法林', '華法林', '苯妥英', '丙戊酸', '德巴金', '卡马西平', '锂盐', '鋰鹽', 'ليفوثيروكسين', 'التروكسين', 'الثيروكسين', 'يوثيروكس', 'وارفارين', 'ماريفان', 'ديباكين', 'تيجريتول', 'ديلانتين', 'ليثيوم', 'लिथियम', 'थायरोनॉर्म', 'eltroxin', 'thuoc tuyen giap', 'lithi',
]);

/** "a few days ago" said with the word for "how many" (Arabic "من كم يوم", Vietnamese "mấy ngày"): not a question about a quantity */
const A_FEW = set(['after ilang araw', 'pagkalipas ng ilang araw', 'من كم يوم', 'قبل كم يوم', 'من كم اسبوع', 'من كم شهر', 'صرلي كم يوم', 'duoc may ngay', 'may ngay nay', 'may hom nay', 'may bua nay']);

/** Hindi and Arabic "together with (it)" (the other medicine sits between it and the verb, or "it" stands for one) */
const TOGETHER_WITH = set(['के साथ', 'ke saath', 'ke sath', 'ke sathe', 'معاه', 'معاها', 'معه', 'وياه', 'وياها']);

/** "can you check whether ...": a review asked of the pharmacy, not whether this person may take a combination */
const REVIEW_ASK = set(['帮他看下', '帮他看看', '帮她看下', '帮她看看', '帮我看下', '能不能帮他看', '帮他看一下', '帮她看一下', 'tqadro tchoufou', 'tchoufou', 'mol gucke', 'gucke ob', 'look my drug list', 'pharmacist look my', 'can pharmacist look', 'ben minh co kiem tra', 'bên mình có kiểm tra', 'co kiem tra thuoc', 'có kiểm tra thuốc', 'look them over', 'look over', 'go over them', 'pharmacists look', 'me podeis mirar', 'me podéis mirar', 'podeis mirar si', 'podéis mirar si', 'थम देख सको', 'देख सको', 'check kar deyo', '瞅瞅', '给瞅瞅', '帮瞅瞅', '给看看', 'luure', 'ens luure', 'mol luaga', 'luaga', 'me pueden mirar si', 'pueden mirar si', 'me pueden revisar si', 'me puede revisar', 'me pueden revisar', 'देख सकैत छी', '帮我看一哈', '帮我看一下', '帮我看看', '帮忙查一下', '帮忙查查', '帮我查一下', '拎到你们柜台', '拿到柜台', 'تراجعولي', 'bang wo kan kan', 'bang wo kan', 'i-send yung list', 'isend yung list', 'send yung list', 'i-send ko yung list', 'ipadala yung list', '发给你们', '發給你們', '拍照发给', '拍照發給', '药单', '藥單', 'coi giùm', 'coi giup', 'coi dum', 'coi dùm', 'xem giùm', 'xem giup', 'xem dum', 'xem dùm', 'kiem tra giup', 'kiểm tra giúp', 'kiem tra dum', 'coi gium', 'dekh lena', 'dekh lijiye', 'dekh lo', 'check kar lena', 'check kar lijiye', 'list bhej du', 'list bhej doon', 'list bhej dun', 'pa-check naman', 'pacheck naman', 'ابعتلكم', 'ابعتلكو', 'نبعتلكم', 'ابعثلكم', 'ارسلكم', 'ارسل لكم', 'ابعتلك اساميها', 'ابعتلكم اساميها', 'nab3atlkom', 'ab3atlkom', 'ab3atelkom', 'pharmacien peut verifier', 'pharmacien peut vérifier', 'pharmacien pourrait verifier', 'pourriez vous verifier', 'pourriez-vous vérifier', 'vous pourriez verifier', 'vous pouvez regarder', 'pouvez vous regarder', 'farmaceutico puede revisar', 'farmacéutico puede revisar', 'farmaceutico pueda revisar', 'a pharmacist check', 'pharmacist could check', 'apotheker prüfen', 'apotheker prufen', 'apotheker kann prufen', 'apotheker kann prüfen', 'farmaceutico pode verificar', 'farmacêutico pode verificar', 'farmaceutico pode ver', 'farmacêutico pode ver', '药剂师帮我看', '药师帮我看', '药剂师可以帮', '药师可以帮', '藥師幫我看', 'الصيدلي يشوف', 'الصيدلي يراجع', 'الصيدلي يقدر يشوف', 'pharmacist check kar', 'pharmacist dekh', 'duoc si kiem tra', 'dược sĩ kiểm tra', 'i-check ng pharmacist', 'icheck ng pharmacist', 
  'qu on verifie', 'qu on vérifie', 'que vous verifiez', 'que vous vérifiiez', 'vous envoie la liste', 'send you the list', 'les envio la lista', 'mando la lista', 'schicke die liste', 'mando a lista', 'envio a lista',
  'can you check', 'could you check', 'can you look', 'can a pharmacist', 'can the pharmacist', 'pueden revisar', 'puede revisar', 'me pueden revisar', 'me revisan', 'vous pouvez verifier', 'pouvez vous verifier', 'vous pouvez vérifier', 'pouvez-vous vérifier',
  'konnt ihr', 'könnt ihr', 'kann ein apotheker', 'konnen sie', 'können sie', 'podem verificar', 'pode verificar', 'podem ver', 'voces podem', '帮我看看', '帮我查', '能帮我', 'تقدروا تشوفوا', 'تقدر تشوف', 'check kar sakte', 'check kar sakti', 'चेक कर सकते',
  'duoc si coi', 'dược sĩ coi', 'nho duoc si', 'nhờ dược sĩ', 'coi thu', 'coi thử', 'pa-check', 'pacheck', 'pwede nyo bang i-check', 'pwede nyo bang tingnan',
]);
/** "can I take ...": this person's own combination */
const CAN_I_TAKE = set([
  'can i take', 'could i take', 'ok to take', 'okay to take', 'safe to take', 'should i take', 'puedo tomar', 'puede tomar', 'se puede tomar', 'peux prendre', 'puis je prendre', 'peut prendre', 'darf ich', 'posso tomar', 'pode tomar',
  '能不能吃', '可以吃', '能吃', 'ينفع اخد', 'ينفع تاخد', 'اقدر اخد', 'le sakta', 'le sakti', 'le sakte', 'ले सकता', 'ले सकती', 'uong duoc khong', 'co uong duoc', 'pwede ba inumin', 'pwede ko bang inumin', 'pwede bang inumin',
]);

/** a medicine named by what it treats ("my blood pressure pills"): whether to stop it is the prescriber's and pharmacist's call */
const MEDICINE_CLASS = set([
  'blood pressure', 'bp', 'cholesterol', 'diabetes', 'thyroid', 'heart', 'maintenance', 'blutdruck*', 'cholesterin', 'schilddruse*', 'tension', 'presion', 'presión', 'colesterol', 'pressao', 'pressão', 'tireoide',
  '降压', '血压', '降脂', '血脂', '降糖', 'الضغط', 'الكوليسترول', 'السكر', 'huyet ap', 'huyết áp', 'tieu duong', 'mo mau', 'high blood', 'alta presyon', 'sugar ki', 'bp ki',
]);
/** a question put in general terms ("if a medicine gives side effects ..."), about no medicine of one's own in particular */
const GENERAL_IF = set(['se um medicamento me', 'se o medicamento me', 'se o remedio me', 'se o remédio me', 'si un medicamento me', 'si un medicament me', 'wenn mir ein medikament', 'if a medicine gives me', 'if a medication gives me', 'if a med gives me', 'wänn mer uf es medikament', 'wann mer uf es medikament', 'wenn mer uf es medikament', 'wenn man auf ein medikament', 'wenn ein medikament', 'if a patient feels', 'kung may naramdaman', 'truong hop uong thuoc', 'trường hợp uống thuốc', 'law el dawa', 'quand un medicament', 'quand un médicament', 'lorsqu un medicament', 'se um remedio me', '吃药以后出现', '吃藥以後出現', '出现副作用', '出現副作用', 'اذا دوا', 'لو دوا', 'khi dung thuoc', 'khi dùng thuốc', 'hoi chung chung', 'hỏi chung chung', 'chung chung thoi', 'chung chung thôi', 
  'bei einem medikament', 'wenn ich bei einem', 'si una medicina', 'si un medicamento me', 'اذا ظهرت', 'إذا ظهرت', 'لو ظهرت', 'ماذا افعل', 'ماذا أفعل',
  'if a med*', 'if any med*', 'if a pill', 'if the medicine', 'if a drug', 'in case a', 'si un medicamento', 'si algun medicamento', 'si un remedio', 'si un medicament', 'si un médicament', 'wenn ein medikament', 'falls ein medikament', 'wenn ich nebenwirkungen', 'se um remedio', 'se o remedio', 'se um remédio',
  '如果药', '如果吃药', '药有副作用的话', 'لو الدوا', 'لو الدواء', 'اذا الدواء', 'اذا الدوا', 'agar kisi', 'अगर किसी', 'किसी दवा', 'किसी दवाई', 'neu thuoc', 'nếu thuốc', 'lo bi tac dung phu', 'lỡ bị tác dụng phụ', 'kung ang gamot', 'sa umpisa ng gamot',
  'usually', 'normally', 'generally', 'thuong co', 'thường có', 'thuong tu het', 'thường tự hết',
  // KB v18 moved into dev: the procedure asked before anything happens ("if I do notice something, stop it or call you?")
  'if i do notice', 'if i notice', 'if i ever', 'what am i supposed to do', 'the procedure', 'general advice', 'in general', 'or call you', 'or tell you', 'or contact you',
  'si algun dia', 'si algún día', 'que hay que hacer', 'o primero les avisamos', 'o les avisamos', 'o les aviso', 'en general', 'en cas d', 'ou on vous previent', 'ou on vous prévient', 'ou je vous previens', 'ou je vous préviens',
  'ganz allgemein', 'allgemein gefragt', 'wenn man', 'wen informiert man', 'se algum dia', 'o que se deve fazer', 'ou aviso voces', 'ou aviso vocês', 'em geral',
  '万一', '流程', '先问', '一般要怎么做', '一般怎么做', 'بشكل عام', 'عموما', 'لو صار', 'اذا صار', 'agar kabhi', 'अगर कभी', 'aam taur par', 'आम तौर पर',
  'neu bi', 'nếu bị', 'lien he ai', 'liên hệ ai', 'noi chung', 'nói chung', 'kung sakali', 'sakaling', 'sa pangkalahatan', 'kung magka',
]);

/**
 * A condition, a treatment or a history that changes which vaccine suits this person, and when: a weakened immune system
 * (chemotherapy, steroids, methotrexate, a transplant, HIV), heart or kidney failure, an egg allergy, a reaction to the
 * last shot. Whether to vaccinate is then a pharmacist's call.
 */
const VACCINE_CAUTION = set(['allergique aux eux', 'allergique aux œufs', 'allergique à l oeuf', 'allergique a l oeuf', 'alergico al huevo', 'alérgico al huevo', 'alergica al huevo', 'alérgica al huevo', 'alergico a ovo', 'alérgico a ovo', 'alergia a ovo', 'eierallergie', 'allergisch gegen eier', 'allergic to egg', '鸡蛋过敏', '对鸡蛋过敏', 'حساسيه من البيض', 'anday se allergy', 'ande se allergy', 'di ung trung', 'dị ứng trứng', 'allergic sa itlog', 'allergy sa itlog', 'insuficiencia cardiaca', 'insuficiência cardíaca', 'insuficiência cardiaca', 'insuficiencia cardíaca', 'heart failure', 'herzinsuffizienz', 'herzschwäche', 'herzschwache', 'insuffisance cardiaque', '心衰', '心力衰竭', 'قصور القلب', 'قصور في القلب', 'हार्ट फेल', 'heart fail', 'suy tim', 'hives aa gaye', 'allergy ho gayi thi', 'reaction aaya tha', 'had a reaction last time', 'reaccion la ultima vez', 'reacción la última vez', 'truyen hoa chat', 'truyền hóa chất', 'allergie a l oeuf', 'allergie à l œuf', 'allergie a l œuf', 'allergique aux oeufs', 'allergie aux oeufs', 'allergic to eggs', 'egg allergy', 
  'insuffisance renale', 'insuffisance rénale', 'kidney failure', 'renal failure', 'dialysis', 'dialyse', 'dialisis', 'diálisis', 'dialise', 'diálise', 'niereninsuffizienz', 'insuficiencia renal', 'insuficiência renal', '透析', '肾衰', '腎衰', 'غسيل كلى', 'غسيل الكلى', 'مثبط للمناعه', 'مثبطات المناعه', 'زراعه الكلى', 'زراعه كلى', 'زرع كلى', 'ضعف المناعه', 'suy than', 'suy thận', 'dose adaptee', 'dose adaptée', 'high-dose', 'high dose', 'hochdosis', 'dosis alta',
  'chemo*', 'chemotherapy', 'quimio*', 'chimio*', 'chimiotherapie', '~chemotherapie', 'hoa tri', 'hóa trị', '化疗', '化療', 'كيماوي', 'العلاج الكيماوي', 'kimo', 'kemo',
  'lupus', 'rheumatoid', 'ra meds', 'immunosupp*', 'immunosuppress*', 'inmunosupres*', 'transplant*', 'trasplant*', 'prednis*', 'cortison*', 'kortison', 'methotrexat*', 'metotrexato', 'biologic*', 'humira', 'hiv', 'كورتيزون', 'الكورتيزون',
  'egg allergy', 'allergic to egg*', 'allergy to egg*', 'alergia al huevo', 'allergie aux oeufs', 'eierallergie', 'alergia a ovo', 'egg se allergy', 'anda se allergy', 'di ung trung', 'dị ứng trứng', 'allergic sa itlog', '鸡蛋过敏', '雞蛋過敏', 'حساسيه من البيض',
]);

/**
 * Two vaccines given the same day ("flu and pneumonia shots the same day?", "新冠和流感同一天打"): which may go together
 * is a pharmacist's call. The phrase alone is not ("can the kids get their flu shots the same day as me?").
 */
const SAME_DAY = set(['no mesmo dia', 'el mismo dia', 'el mismo día', 'le meme jour', 'le même jour', 'am gleichen tag', 'am selben tag', 'same day', '同一天', 'نفس اليوم', 'ek hi din', 'cung ngay', 'cùng ngày', 'sa parehong araw'])
const VACCINE_KINDS: [string, PhraseSet][] = Object.entries({
  flu: ['flu', 'influenza', 'gripe', 'grippe', 'grip', 'antigripal', 'trangkaso', 'cum', 'cúm', '流感', 'انفلونزا', 'الانفلونزا', 'الكريب', 'फ्लू'],
  covid: ['covid*', 'corona*', 'booster', 'sars-cov-2', '新冠', 'كورونا', 'كوفيد', 'कोविड', 'कोरोना'],
  pneumococcal: ['pneumo*', 'neumo*', 'pneumonia', 'pulmonia', 'pulmonía', 'phe cau', 'phế cầu', '肺炎', 'الرئوي', 'الرئه', 'निमोनिया'],
  shingles: ['shingles', 'shingrix', 'zona', 'zoster', 'gürtelrose', 'gurtelrose', 'herpes zoster', '带状疱疹', '帶狀疱疹', 'الحزام الناري'],
  tetanus: ['tetanus', 'tetanos', 'tétanos', 'tetano', 'tétano', 'tdap', 'dtp', 'whooping cough', 'pertussis', 'keuchhusten', 'coqueluche', 'tosferina', 'uon van', 'uốn ván', '破伤风', '破傷風', 'الكزاز', 'टिटनेस'],
  rsv: ['rsv', 'vrs', 'arexvy', 'abrysvo', '合胞'],
  hepatitis: ['hepatitis', 'hepatite', 'hépatite', 'hep a', 'hep b', 'viem gan', 'viêm gan', '肝炎', 'الكبد الوبائي', 'हेपेटाइटिस'],
  hpv: ['hpv', 'vph', 'gardasil', 'papiloma*', '宫颈癌'],
  measles: ['measles', 'mmr', 'sarampion', 'sarampión', 'sarampo', 'rougeole', 'masern', 'sởi', '麻疹', 'الحصبه', 'खसरा', 'tigdas'],
}).map(([kind, phrases]) => [kind, set(phrases)]);
/** two kinds of vaccine named with "the same day" */
function twoVaccinesSameDay(text: AnalysedText): boolean {
  return SAME_DAY.test(text) && VACCINE_KINDS.filter(([, kinds]) => kinds.test(text)).length >= 2;
}

/** a contraceptive: changing to another version (or mid-pack) needs advice on timing and cover */
const SWITCH_SENSITIVE = set(['anticoncepcional*', 'anticonceptiv*', 'birth control', 'contraceptive*', 'the pill', 'la pilule', 'ma pilule', 'sa pilule', 'pilule contraceptive', 'die pille', 'meine pille', 'antibabypille', 'a pilula', 'a pílula', 'minha pilula', 'minha pílula', 'da pilula', 'da pílula', 'pilula anticoncepcional', '避孕药', '避孕藥', 'حبوب منع الحمل', 'gar*bhnirodhak', 'thuoc tranh thai', 'thuốc tránh thai', 'pills para hindi mabuntis']);

/**
 * A medicine begun in the last days or weeks. Its mild effects and "should I just stop it?" are the side-effect entry's
 * own question (its answer: they often ease, do not stop on your own, tell a pharmacist; when to call emergency
 * services), so such a question is not handed over as clinical unless it names the medicine or asks for another one.
 */
const NEW_MEDICINE = set(['nayi tablet', 'nai tablet', 'naya tablet', 'nayi goli', 'nai goli', 'नई टैबलेट', 'नई गोली', 'ely 3atoni', 'elly 3atoni', 'que me dieron', 'el remedio que me dieron', 'que le docteur m a donne', 'que le docteur m a donné', 'neiche medikament', 'neie tablette', 'nouvo medikaman', 'ba3d ma bdit el dawa', 'bdit el dawa', 'bdeet el dawa', 'bdit dawa', 'العلاج الجديد', 'الدواء الجديد', 'الدوا الجديد', 'neue pillsche', 'neu pillsche', 'neuen pillsche', 'bagong tambal', 'bag-ong tambal', 'bag ong tambal', 'bago nga tambal', 'pagkainom ko kan bulong', 'pag-inom ko kan bulong', 'naya dawai shuru', 'nayi dawai shuru', 'naya dawai', 'medication moi', 'medication mới', 'bat dau medication', 'bắt đầu medication', 'bagong gamot', 'bag ong gamot', 'bag-ong gamot', 'neichn tabletten', 'neie tabletten', 'neie medikament', 'neia medikament', 'neue medikament', 'change de traitement', 'changé de traitement', 'm a change de traitement', 'm a mis des cachets', 'le docteur m a mis', 'chi le xin yao', 'xin yao yi hou', 'que me mandaron', 'el remedio que me mandaron', 'la pastilla que me mandaron', 'debut de mon nouveau', 'début de mon nouveau', 'jab se ye tablet shuru', 'tablet shuru ki', 'dawai shuru ki', 'moi uong thuoc bac si cho', 'mới uống thuốc bác sĩ cho', 'منذ ان بدات العلاج', 'بدات العلاج', 'العلاج الذي وصفه', 'xin yao', 'chi xin yao', 'kai shi chi xin', 'xin kai de yao', 'nouveau medoc', 'nouveau médoc', 'nouveaux medocs', 'nouveaux médocs', 'commence un nouveau', 'commencé un nouveau', 'الدوا الجديد', 'بديت الدوا', 'بديت دوا', 'بديت العلاج', 'neus medikament', 'es neus', 'neui tablette', 'neue tabletten', 'seit 2 tagen neue', '新的药', '新的藥', '新藥', 'thuoc moi uong', 'gamot na bago',  'seit dem neuen', 'seit den neuen', 'seit der neuen',  'something new', 'put me on something', 'ein neues mittel', 'neues mittel', 'bagong reseta', 'changed his prescription', 'changed her prescription', 'changed my prescription', 'começou um tratamento', 'comecou um tratamento', 'pastis q me mando', 'me mando el medico', 'me mandó el médico',  'me recetaron unas', 'me recetaron', 'nireseta ni doc', 'nireseta ng doktor', 'niresetang', 'doctor ki di hui', 'doctor ki di', 'डॉक्टर की दी हुई', 'وصفه الدكتور', 'وصفه لي الدكتور', 'اللي وصفه',  'jo goli di', 'ne jo goli', 'jo dawai di', 'jo dawa di', 'ne jo dawa', 'recetaron algo nuevo', 'medicacao nova', 'medicação nova', 'comecou uma medicacao', 'começou uma medicação', 
  'علاج جديد', 'بعلاج جديد', 'el dawa el gedid', 'dawa gedid',
  'my dr put me on', 'the doctor put me on', 'my doctor put me on', 'doctor gave me', 'que me dio el medico', 'que me dio el médico', 'que me receto el medico', 'que me recetó el médico', 'que m a donnes le medecin', 'que m a donnés le médecin', 'que m a prescrit', 'que o medico passou', 'que o médico passou', 'que o medico receitou', 'vom arzt verschrieben', 'der arzt verschrieben', '医生开的药', '醫生開的藥', 'اللي كتبها لي الدكتور', 'اللي كتبلي', 'doctor ne di', 'डॉक्टर वाली दवा', 'डॉक्टर की दी', 'thuoc bac si ke', 'thuốc bác sĩ kê', 'bac si moi ke', 'moi ke', 'mới kê', 'binigay ng doktor', 'binigay ni doc', 'resetang gamot', 'niresetang gamot',
  'new med*', 'new pill*', 'new tablet*', 'new medicine', 'new medication', 'started a new', 'nuevo medicamento', 'medicamento nuevo', 'pastilla nueva', 'medicina nueva', 'tratamiento nuevo', 'remedio nuevo',
  'nouveau cachet', 'nouveaux cachets', 'nouveau comprime', 'nouveau comprimé', 'nueva pastilla', 'nuevas pastillas', 'novo comprimido', 'nova medicacao', 'nova medicação', 'nouveau traitement', 'nouveau medicament', 'nouveau médicament', 'medicament nouveau', 'médicament nouveau', 'neue* tablette*', 'neue* medikament*', 'neue* medis', 'remedio novo', 'remédio novo', 'novo remedio', 'novo remédio',
  '新药', '新开的药', '新開的藥', 'دوا جديد', 'دواء جديد', 'الدواء الجديد', 'حبوب جديده', 'dwa jdid', 'नई दवा', 'नई दवाई', 'नई गोली', 'nayi dawai', 'nayi goli', 'thuoc moi', 'moi doi thuoc', 'moi duoc doi thuoc', 'mới được đổi thuốc', 'bagong gamot', 'bagong meds',
]);

/** what to do, asked of the pharmacist: not a medicine recommended */
const ADVICE_TO_DO = set(['que me conseillez vous de faire', 'que me conseillez-vous de faire', 'que me conseillez de faire', 'what do you advise me to do', 'what would you advise me to do', 'que me aconseja hacer', 'que me aconsejan hacer', 'o que me aconselha fazer', 'was raten sie mir zu tun']);

/** "is that normal?" of something felt on a named medicine: whether it is, for this person and this medicine, is a pharmacist's call */
const NORMAL_ASK = set(['is it normal', 'is that normal', 'is this normal', 'normal ba', 'normal lang ba', 'normal hai kya', 'normal h kya', 'normal he kya', 'सामान्य है', 'नॉर्मल है', 'es normal', 'sera normal', 'será normal', 'c est normal', 'est ce normal', 'ist das normal', 'ist es normal', 'isso e normal', 'isso é normal', 'e normal', 'é normal', '正常吗', '正不正常', 'هل هذا طبيعي', 'طبيعي', 'binh thuong khong', 'bình thường không', 'co binh thuong', 'có bình thường']);

/** asking for a different medicine, not only whether to stop: a pharmacist's call whatever the reason */
/**
 * A rash or hives on the skin ("ronchitas", "rote Flecken", "nổi mẩn", "pantal"): with a medicine it may be the first sign
 * of an allergy to it, which a pharmacist must look at, not a mild effect the side-effect entry speaks of.
 */
const SKIN_REACTION = set(['laal dhabbe', 'laal daane', 'lal daane', '7bob 7mrin', 'l7bob 7mrin', '7boub 7mrin', '7bob 7mor', 'hbob 7mrin', '7boob 7amra', 'habb a7mar', 
  'rash', 'rashes', 'hives', 'red spots', 'red blotches', 'blotches', 'welts', 'itchy bumps', 'itchy spots',
  'ronchas', 'ronchitas', 'roncha', 'sarpullido', 'salpullido', 'urticaria', 'granitos', 'manchas rojas', 'manchitas rojas', 'erupcion', 'erupción',
  'plaques rouges', 'boutons rouges', 'des boutons', 'rougeurs', 'eruption', 'urticaire', 'eczema',
  'ausschlag', 'rote flecken', 'roten flecken', 'rote punkte', 'pickelchen', 'quaddeln', 'nesselsucht', 'hautausschlag',
  'manchas vermelhas', 'manchinhas vermelhas', 'manchinhas', 'brotoeja*', 'urticária', 'bolinhas vermelhas', 'vermelhidao', 'vermelhidão', 'alergia na pele',
  '皮疹', '红疹', '紅疹', '起疹', '出疹', '风团', '風團', '荨麻疹', '蕁麻疹', '红点', '紅點', '红斑', '紅斑', '起红', '起紅',
  'طفح', 'حبوب حمرا', 'حبوب حمراء', 'بقع حمرا', 'بقع حمراء', 'حبوب في جلدي', 'حساسيه في الجلد', 'حساسيه جلد', 'ارتيكاريا',
  'dane', 'daane', 'chakatte', 'chakte', 'दाने', 'चकत्ते', 'लाल धब्बे', 'lal dhabbe', 'pitti', 'पित्ती',
  'noi man', 'nổi mẩn', 'man ngua', 'mẩn ngứa', 'man do', 'mẩn đỏ', 'noi me day', 'nổi mề đay', 'me day', 'mề đay', 'noi do', 'nổi đỏ', 'phat ban', 'phát ban',
  'pantal', 'pamamantal', 'namamantal', 'butlig', 'pulang batik', 'pula-pula sa balat', 'kati-kati',
]);

/**
 * Signs that an effect since a medicine is more than the mild kind the side-effect entry speaks of: falls, new
 * confusion, swollen ankles, yellow eyes or skin, dark (tea-coloured) urine, bruises without a knock, black stools. A
 * pharmacist must judge whether the person must be seen.
 */
const SERIOUS_EFFECT = set(['sugar 60', 'sugar 50', 'sugar 40', 'sugar gir jata', 'sugar gir jati', 'sugar gir gaya', 'sugar bahut gir', 'शुगर गिर', 'sugar low ho jata', 'sugar low ho jati', 'عينيا صفرا', 'عينيا صفر', 'عيني صفرا', 'عينيه صفرا', 'عينيها صفرا', 'عيونا صفرا', 'البول غامق', 'لونه غامق زي الشاي', 'لون البول غامق', 'بول غامق', 'زي الشاي', 'palpitations', 'palpitaciones', 'herzrasen', 'heart racing', 'heart is racing', 'palpitações', 'palpitacoes', '心悸', '心慌', 'خفقان', 'धड़कन तेज', 'tim đập nhanh', 'tim dap nhanh', 'kabog ng dibdib', 'duelen mucho las piernas', 'me duelen mucho los musculos', 'me duelen mucho los músculos', 'dolor muscular', 'dolores musculares', 'muscle pain', 'muscle pains', 'muscle aches', 'muscles ache', 'douleurs musculaires', 'mal aux muscles', 'muskelschmerzen', 'dores musculares', 'dor muscular', '肌肉痛', '肌肉疼', 'آلام العضلات', 'ألم في العضلات', 'الم في العضلات', 'मांसपेशियों में दर्द', 'đau cơ bắp', 'dau co bap', 'nhức mỏi cơ', 'nhuc moi co', 'sakit ng kalamnan', 'chevilles enflent', 'chevilles qui enflent', 'chevilles ont enfle', 'chevilles ont enflé', 'chevilles enflees', 'chevilles enflées', 'pieds enflent', 'pieds qui enflent', 'jambes enflent', 'knöchel schwellen', 'knochel schwellen', 'tobillos se hinchan', 'tornozelos incham', 'tornozelos inchando', 
  'गिर गेलन', 'गिर गेल', 'गिर गइलन', 'गिर पड़े', 'गिर पड़ी', 'fell twice', 'fell over', 'fell down', 'have fallen',
  'has fallen', 'keeps falling', 'keep falling', 'had a fall', 'had two falls', 'se cayo', 'se cayó', 'se ha caido',
  'se ha caído', 'se me cae', 'est tombee', 'est tombée', 'suis tombee', 'suis tombée', 'tombee deux fois',
  'tombée deux fois', 'caiu', 'ja caiu', 'já caiu', 'cai duas vezes', 'gesturzt', 'gestürzt', 'hingefallen',
  'zweimal gefallen', '摔倒', '摔了', '跌倒', '跌咗', '晕倒', 'bi te', 'bị té', 'te nga', 'té ngã', 'bi nga', 'bị ngã',
  'nahulog', 'natumba', 'bumagsak', 'nadapa', 'गिर गई', 'गिर गए', 'गिर गया', 'gir gayi', 'gir gaye', 'gir gaya',
  'وقعت', 'وقع على الارض', 'طاحت', 'طاح', 'confundida', 'confundido',
  'toute confuse', 'tout confus', 'is confused', 'so confused', 'gets confused', 'verwirrt', 'confusa', 'lu lan',
  'lú lẫn',
  'ankles are real swollen', 'ankles are really swollen', 'ankles are so swollen', 'ankles are all swollen',
  'ankles are very swollen', 'ankles real swollen', 'ankles swollen', 'ankles are swelling', 'swelling in my ankles',
  '脚踝 swell', 'swell 起来', 'ankles are swollen', 'swollen ankles', 'ankles all puffed', 'ankles puffed',
  'ankles are puffy', 'tobillos hinchados', 'chevilles gonflees', 'chevilles gonflées', 'geschwollene knochel',
  'geschwollene knöchel', 'tornozelos inchados', '脚踝肿', '脚肿', 'phu chan', 'phù chân', 'namamaga ang paa', 'manas',
  'peau jaune', 'peau devient jaune', 'yellow eyes', 'eyes yellow', 'eyes are yellow', 'eyes look yellow',
  'eyes a bit yellow', 'skin is yellow', 'yellowish', 'jaundice', 'jaundiced', 'ojos amarillos', 'piel amarilla',
  'ictericia', 'yeux jaunes', 'teint jaune', 'gelbe augen', 'augen gelb', 'gelbsucht', 'olhos amarelos',
  'olho amarelo', 'olhos amarelados', 'icterícia', '眼睛也有点黄', '眼睛发黄', '眼睛有点黄', '眼睛黄', '皮肤发黄', '黄疸', 'mat vang',
  'mắt vàng', 'mat hoi vang', 'mắt hơi vàng', 'vang da', 'vàng da', 'naninilaw', 'naninilaw ang mata',
  'dilaw ang mata', 'madilaw ang mata', 'عيونه صفرا', 'عيوني صفرا', 'عيونها صفرا', 'اصفرار', 'आंखें पीली',
  'आँखें पीली', 'पीलिया', 'aankhen peeli', 'aankhe peeli', 'peeliya', 'jaunisse', 'صفار',
  'nangitim ang ihi', 'itim ang ihi', 'urines foncees', 'urines foncées', 'urines sont foncees',
  'urines sont foncées', '尿黄', 'dark urine', 'urine is dark',
  'pee is dark', 'tea colored', 'tea coloured', 'cola colored', 'orina oscura', 'orina muy oscura', 'urine foncee',
  'urine foncée', 'dunkler urin', 'urin ist dunkel', 'urina escura', 'xixi escuro', '浓茶', '濃茶', 'nuoc tieu sam',
  'nước tiểu sẫm', 'nuoc che', 'nước chè', 'kulay tsaa ang ihi', 'kulay kape ang ihi', 'بول غامق', 'البول غامق',
  'पेशाब गहरा', 'पेशाब का रंग गहरा',
  'manchas roxas', 'nodoas negras', 'bruises', 'bruising', 'moretones', 'bleus partout', 'des bleus',
  'blaue flecken', '瘀青', '淤青', 'bam tim', 'bầm tím', 'pasa pasa', 'नील पड़', 'kaale neel', 'كدمات',
  'nangitim ang dumi', 'itim ang dumi', 'black stool', 'black stools', 'black poop', 'heces negras', 'selles noires',
  'schwarzer stuhl', 'fezes pretas', 'coco preto', '黑便', 'phan den', 'phân đen', 'kala mal', 'काला मल', 'براز اسود',
]);

/** an effect said to be strong ("副作用太大", "really bad"): whether to stop is then a pharmacist's call */
const STRONG_EFFECT = set(['太大', '太厉害', '太強', '太强', 'too strong', 'really bad', 'very bad', 'so bad', 'severe', 'muy fuerte', 'muy fuertes', 'tres fort', 'très fort', 'tres forts', 'très forts', 'sehr stark', 'sehr schlimm', 'muito forte', 'muito fortes', 'شديده', 'قويه', 'बहुत ज्यादा', 'bahut zyada', 'rat nang', 'rất nặng', 'nang qua', 'nặng quá', 'grabe']);

/** asking whether to be seen by a doctor ("do I need to see someone about it?", "mues i zum Dokter?") */
const SEE_DOCTOR = set(['dalhin sa hospital', 'dalhin na ba namo sa hospital', 'dalhin sa ospital', 'dalhin na sa hospital', 
  'need to see someone', 'see someone about it', 'should i be seen', 'need to be seen', 'see a doctor', 'see my doctor', 'see the doctor', 'go to the doctor', 'go to a doctor', 'go to the er',
  'ir al medico', 'ir al médico', 'llevo al medico', 'llevo al médico', 'voir un medecin', 'voir un médecin', 'voie un medecin', 'voie un médecin', 'aller chez le medecin', 'aller chez le médecin',
  'zum arzt', 'zum dokter', 'zum doktor', 'zum hausarzt', 'ins spital', 'ins krankenhaus', 'ir ao medico', 'ir ao médico', 'levar ao medico', 'levar ao médico',
  '看医生', '看醫生', '看 doctor', '去医院', '去醫院', 'kan yi sheng', 'الدكتور اروح', 'اروح للدكتور', 'اوديه للدكتور', 'doctor ko dikhana', 'doctor ko dikhaun', 'डॉक्टर को दिखा',
  'co can di kham', 'có cần đi khám', 'nen di kham', 'nên đi khám', 'co can di bac si', 'có cần đi bác sĩ', 'magpatingin', 'magpa check up', 'pumunta sa doktor',
]);
/** a fever with a vaccination (after it, or before one): whether it needs a doctor, or may wait, is a pharmacist's call */
const FEVER_AFTER = set(['fever', 'fieber', 'fiebre', 'fievre', 'fièvre', 'febre', '发烧', '發燒', 'حراره', 'سخونيه', 'bukhar', 'बुखार', 'sot', 'sốt', 'lagnat', 'nilalagnat']);

const ANOTHER_MEDICINE = set([
  'switch*', 'change to', 'change it', 'another one', 'something else', 'otro', 'otra', 'autre', 'anderes', 'andere', 'anderen', 'outro', 'outra', '换', '換', 'نوع ثاني', 'نوع تاني', 'دواء ثاني', 'اغيره', 'اغيرها',
  'doi sang', 'chuyen sang', 'thuoc khac', 'palitan', 'ibang gamot', 'dusri dawai', 'doosri dawai', 'दूसरी दवा',
]);

/** a verb of moving a dose, then "to" and a figure: "passer à 75", "go up to 100", "subir a 20", "auf 10 erhöhen" */
const DOSE_TO_NUMBER =
  /(?:^|[^\p{L}])(?:passer|monter|augmenter|descendre|baisser|go up|going up|bump(?: it)? up|up it|increase(?: it)?|raise(?: it)?|lower(?: it)?|drop(?: it)?|switch|subir(?:le)?|pasar(?:me)?|aumentar(?:le)?|bajar(?:le)?|passar|tang len|tang|giam xuong|giam|itaas|taasan|ibaba|babaan|badha(?:kar|ke)?|kam kar(?:ke)?)\s+(?:(?:la|le|a|o|the|dose|dosis|dosage|dosagem|it|me|mi|ma|mon|my|minha|lieu|doses?)\s+){0,2}(?:a|à|to|para|pra|len|xuong|sa|tak)\s+\d+(?!\s?(?:h|am|pm|uhr|heures?|horas?|ans|years?|anos|días|dias|days|jours|tage|min))|(?:auf|zu)\s+\d+\s?(?:mg|mcg|µg)?\s+(?:erhohen|erhöhen|steigern|reduzieren|senken|gehen)|(?:加|增加|减|減|调|調)到\s?\d+|(?:ازود|ارفع|اقلل|انزل)[^.?!]{0,12}\d+/u;

/** German "die Dose" is the tin or bottle ("the number is on the tin"), not a dose */
const CONTAINER = set(['die dose', 'der dose', 'auf der dose', 'auf die dose', 'dose ist', 'dose leer', 'leere dose', 'dose fast leer', 'in der dose', 'aus der dose']);
const UNITS = new Set(['mg', 'mcg', 'ml']);
const UNIT_USED = /\d\s?(?:mg|mcg|ml)(?!\p{L})|(?:how many|how much|cuantos|cuantas|combien de|wie viel|wieviel|quantos|quantas|kitne|bao nhieu|ilang|多少|几)\s?(?:mg|mcg|ml)(?!\p{L})|(?:^|[^\p{L}])(?:mg|mcg|ml)\s+(?:of|de|du|von|do|da|ng|ka|ki)\s/u;
/**
 * A dose asked: a dose word, a bare unit only with a figure or a quantity asked ("mg" alone is Tagalog text-speak for
 * "mag": "pano mg pa refill"), and "dose" not the German tin.
 */
function doseAsked(text: AnalysedText): boolean {
  const found = DOSE.find(text).map((f) => f.phrase);
  if (found.length === 0) return false;
  const words = found.filter((p) => !UNITS.has(p) && !((p === 'dose' || p === 'doses') && CONTAINER.test(text)));
  if (words.length > 0) return true;
  return found.some((p) => UNITS.has(p)) && UNIT_USED.test(text.normalized);
}

/** Which clinical-judgement rule fired, or null. */
export function clinicalReason(text: AnalysedText): string | null {
  const { concepts } = extractConcepts(text);
  const has = (c: string) => concepts.has(c);
  const drugs = DRUGS.find(text);
  const suffixed = text.tokens.filter((t) => t.length >= 6 && DRUG_SUFFIX.test(t));
  const drug = drugs.length > 0 || suffixed.length > 0;
  const medicine = drug || has('MEDICATION');
  const service = has('VACCINE');
  if (PREGNANCY.test(text)) return 'pregnancy';
  // a vaccine for someone on chemotherapy or steroids, with heart failure or an egg allergy, two vaccines the same day, or
  // with a medicine to take for its fever
  if (service && (VACCINE_CAUTION.test(text) || twoVaccinesSameDay(text) || (drug && (TAKE.test(text) || QUANTITY.test(text))))) return 'vaccine_for_person';
  if (BREASTFEEDING.test(text)) return 'breastfeeding';
  // "is the generic the same dose as the brand?" is the generic entry's question, not a dose for this person
  if (doseAsked(text) && !service && !(has('GENERIC') && SAME_DOSE.test(text) && !QUANTITY.test(text))) return 'dose';
  if (DOSE_CHANGE.test(text) && (!has('GENERIC') || TAKE.test(text))) return 'dose_change';
  // "Levothyrox 50, can I go up to 75 myself?", "subir a 20 mg": moving a medicine to another strength
  if (DOSE_TO_NUMBER.test(text.normalized) && (medicine || /\d\s?(?:mg|mcg|µg|ug|ml|ui|iu)\b/u.test(text.normalized)) && !has('HOURS') && !has('PRICE') && !has('DELIVERY')) return 'dose_change';
  // "what do you advise me to do?" about a new medicine's effect asks what to do, which the side-effect entry says; "what
  // can I take for it?" asks for another medicine
  // "I take warfarin, a water tablet, something for my thyroid": "something for", listed after another medicine taken,
  // describes a medicine taken and asks for none ("I'm on holiday, what can I take, something for my headache?" does ask)
  const recommended = RECOMMEND.find(text).map((m) => m.phrase);
  const describesMedicine = recommended.every((p) => p === 'something for') && /\b(?:take|takes|taking|on)\b[^.?!]{0,80}(?:,|\band|\bplus|\balso)\s+(?:also\s+)?something for (?:my|his|her|their)\b/u.test(text.normalized);
  if (recommended.length > 0 && !describesMedicine && !service && !(ADVICE_TO_DO.test(text) && NEW_MEDICINE.test(text) && has('SIDE_EFFECT') && !drug)) return 'recommendation';
  if (OTHER_BRAND.test(text) && !has('GENERIC') && !has('CHEAP')) return 'stop_or_switch';
  // a narrow-therapeutic-index medicine with a generic, another brand or a switch: the versions are not interchangeable without a check
  if ((NARROW_INDEX.test(text) || SWITCH_SENSITIVE.test(text)) && (has('GENERIC') || has('BRAND') || has('CHEAP') || OTHER_BRAND.test(text) || STOP.test(text))) return 'narrow_index_switch';
  // "since the new pill I'm sleepy all day, should I stop it?": the side-effect entry answers that (see NEW_MEDICINE)
  // (also asked in general terms, "if a medicine gives me side effects, do I stop it?", of no medicine in particular)
  const newMedicineEffect =
    (has('SIDE_EFFECT') || (has('SYMPTOM') && (NEW_MEDICINE.test(text) || GENERAL_IF.test(text)))) &&
    !drug &&
    !ANOTHER_MEDICINE.test(text) &&
    (NEW_MEDICINE.test(text) || (GENERAL_IF.test(text) && !MEDICINE_CLASS.test(text)) || (has('SIDE_EFFECT') && !has('CAUSE') && !MEDICINE_CLASS.test(text) && !STRONG_EFFECT.test(text)));
  // "since the new tablets I have red spots on my belly, is it from them?": a rash with a medicine is a possible allergy
  if (SKIN_REACTION.test(text) && !service && (medicine || NEW_MEDICINE.test(text) || has('SIDE_EFFECT') || has('CAUSE')) && !has('GENERIC') && !has('REFILL') && !has('PRICE')) return 'skin_reaction';
  // "he had the flu shot today and now has 39 fever, must I take him to the doctor?", "I have a fever, can I still get my
  // flu shot tomorrow?": a vaccination and a fever, a pharmacist's call
  if (service && FEVER_AFTER.test(text) && !has('PRICE')) return 'vaccine_with_fever';
  // "since the new pills my ankles swell, do I need to see someone?": whether to be seen is a pharmacist's call (asked in
  // general, "if a medicine gives me mild side effects, do I call you or see the doctor?", the side-effect entry answers it)
  if (SEE_DOCTOR.test(text) && !service && !GENERAL_IF.test(text) && (has('SIDE_EFFECT') || (has('SYMPTOM') && NEW_MEDICINE.test(text))) && !has('GENERIC') && !has('REFILL') && !has('PRICE')) return 'see_doctor';
  // "since the new pill she is confused and fell twice", "dark urine and yellow eyes since the new tablets": more than a mild effect
  if (SERIOUS_EFFECT.test(text) && !service && (medicine || NEW_MEDICINE.test(text) || has('SIDE_EFFECT') || has('CAUSE')) && !has('GENERIC') && !has('REFILL') && !has('PRICE')) return 'serious_side_effect';
  if (STOP.test(text) && !newMedicineEffect && !has('GENERIC') && !has('BRAND') && !has('HOURS') && (medicine || MEDICINE_CLASS.test(text) || TAKE.test(text) || has('SIDE_EFFECT'))) return 'stop_or_switch';
  // "since I started amlodipine my ankles swell, is it that?": whether a named medicine causes what one feels is a pharmacist's call
  // ("simula nung nag-amlodipine si mama, nahihilo sya: dahil ba yun sa gamot?": a symptom asked about as its cause, or
  // "metformin shuru kiye se pet kharab rehta, ye normal hai kya?": asked whether it is normal)
  if (drug && (has('SIDE_EFFECT') || (has('SYMPTOM') && (has('CAUSE') || NORMAL_ASK.test(text)))) && !has('GENERIC') && !has('REFILL') && !has('BRAND')) return 'named_medicine_effect';
  // two medicines named: distinct places in the question ("insulina" is one medicine, whichever phrases read it)
  // (a phrase matched inside a word, as Han and Arabic names are, counts once unless another such phrase contains it)
  const inside = drugs.filter((d) => d.positions.length === 0).map((d) => d.phrase);
  const drugAt = new Set<string | number>([
    ...drugs.flatMap((d): (string | number)[] => (d.positions.length > 0 ? [d.positions[0]!] : inside.some((o) => o !== d.phrase && o.includes(d.phrase)) ? [] : [d.phrase])),
    ...text.tokens.flatMap((t, i) => (t.length >= 6 && DRUG_SUFFIX.test(t) ? [i] : [])),
  ]);
  // "here is the list of all he takes (heart pills, magnesium, melatonin): can you check them, or shall I bring the boxes?" asks for the review
  // (three medicines or supplements named are such a list: "I take Sintrom, omeprazole and vitamins from the health shop:
  // can you look whether they get on?")
  const listReview = REVIEW_ASK.test(text) && !CAN_I_TAKE.test(text) && (has('MED_LIST') || has('BRING_SEND') || drugAt.size + (has('SUPPLEMENT') ? 1 : 0) >= 3);
  if (drugAt.size >= 2 && !listReview) return 'combination';
  const take = TAKE.test(text);
  // "नींद की गोली के साथ खांसी का सिरप ले सकता हूँ?": one medicine with another, for this person
  if (take && medicine && !service && TOGETHER_WITH.test(text) && !listReview) return 'combination';
  // "can I take A with B", "does tylenol interact with my meds": a combination for this person, not a review request
  // ("can you check whether my magnesium and melatonin go with my treatment?" asks for the review, unless it asks "can I take")
  const review = REVIEW_ASK.test(text) && !CAN_I_TAKE.test(text);
  if ((has('TOGETHER') || has('INTERACTION')) && !review && (drug || (take && !service && !has('CHECK') && !has('PHARMACIST') && !has('MED_LIST')))) return 'combination';
  if (TIMING.test(text) && (medicine || take)) return 'timing';
  if (SAFE.test(text) && !service && !has('CHECK') && !has('SIDE_EFFECT') && (medicine || has('CHILD'))) return 'safety_for_person';
  if (ALLERGY.test(text) && (drug || take)) return 'allergy';
  const quantity = QUANTITY.test(text) && !A_FEW.test(text);
  const logistics = has('PRICE') || has('HOURS') || has('REFILL') || has('READY') || has('PICKUP') || has('DELIVERY') || service || (has('INTERACTION') && has('CHECK'));
  if (quantity && !logistics && (medicine || has('CHILD') || take || GIVE.test(text))) return 'dose';
  if (has('CHILD') && !service && (drug || GIVE.test(text))) return 'child_dose';
  if (drug && take && !service && !has('REFILL') && !has('GENERIC') && !(review && has('INTERACTION'))) return 'this_medicine';
  if (ALCOHOL.test(text) && (medicine || take)) return 'alcohol';
  return null;
}

/** true when the question names a medicine (a listed name or an INN ending) */
export function namesMedicine(text: AnalysedText): boolean {
  return DRUGS.find(text).length > 0 || text.tokens.some((t) => t.length >= 6 && DRUG_SUFFIX.test(t));
}

/** true when the question speaks of a medicine begun or changed lately ("since my doctor put me on something new") */
export function mentionsNewMedicine(text: AnalysedText): boolean {
  return NEW_MEDICINE.test(text);
}

export function needsClinicalJudgementIn(question: string): string | null {
  return clinicalReason(analyse(question));
}
