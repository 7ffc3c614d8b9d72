import type { Lexicon } from '../lexicon';

/**
 * Patterns of emergencies that are told by a combination rather than a word, every language in one place
 * (round of 2026-11-25, second session, on the blind v5 set moved into dev):
 * - appendicitis: pain that began at the navel and moved to the lower right, with fever or vomiting;
 * - an opioid or a sedative taken with alcohol, and breathing slowly or hardly staying awake;
 * - a sudden weak arm or half of the body, or speech that comes out wrong;
 * - too breathless to finish a sentence;
 * - a seizure, then another without waking in between;
 * - a cut wrist or a wound soaking a towel through;
 * - all the pills gathered to be taken when nobody is around (a plan).
 */
export const patterns: Lexicon = {
  navel: [
    'navel', 'belly ?button', 'umbilic~', 'ombligo', 'nombril', 'nabel', 'bauchnabel', 'umbigo', '肚臍', '肚脐', 'السرة', 'السره', 'سرتي', 'naabhi', 'nabhi', 'नाभि', 'ron', 'pusod',
  ],
  lower_right: [
    '(lower|bottom) right', 'right (lower|bottom|side down)', 'abajo a la derecha', '(parte|lado) derech[ao] de abajo', 'derecha de abajo', 'fosa iliaca derecha', 'en bas a droite', 'droite en bas',
    'fosse iliaque droite', 'rechts unten', 'unten rechts', 'rechten unterbauch', 'lado direito (de )?(em)?baixo', 'direito embaixo', 'direita em baixo', 'embaixo do lado direito', 'canto inferior direito',
    '右下', 'تحت يمين', 'يمين تحت', 'الجهة اليمنى من تحت', 'neeche right', 'right side neeche', 'neeche (daayi|dayi|dahini) (taraf|side)', 'दाहिनी तरफ नीचे', 'नीचे दाहिनी',
    'ho chau phai', 'ben phai (phia )?duoi', 'duoi ben phai', 'bung duoi ben phai', 'kanang ibaba', 'ibabang kanan', 'kanan sa ibaba',
  ],
  opioid: ["زولبيدام", "زولبيديم", "ستيلنوكس", "زاناكس", "فاليوم", "ريفوتريل", "ليريكا", "zolpidam", 
    'tramadol~', 'tilidin', 'codein~', 'codeine', 'codeina', 'oxycodon~', 'oxycontin', 'hydrocodon~', 'vicodin', 'percocet', 'morphin~', 'morfina', 'fentanyl', 'fentanil', 'methadon~', 'metadona', 'tapentadol', 'tramal',
    'valium', 'diazepam', 'xanax', 'alprazolam', 'alprax', 'lorazepam', 'clonazepam', 'rivotril', 'zolpidem', 'ambien', 'stilnox', 'benzo~', 'gabapentin~', 'pregabalin~', 'lyrica',
    '曲马多', '曲馬多', '可待因', '吗啡', '嗎啡', '芬太尼', '安眠药', '安眠藥', 'ترامادول', 'ترامال', 'كودايين', 'ترامادول', 'ट्रामाडोल',
  ],
  alcohol: ["3arak", "3ara2", "kas w", "ma3 kas", "ويسكي", "فودكا", "نبيذ", "wiski", "whisky", 
    'alcohol', 'drinks', 'drinking', 'drank', 'beer~', 'wine', 'vodka', 'whisk~', 'booze', 'shots', 'vino', 'cerveza~', 'copas', 'trago~', 'alcool', 'vin', 'biere~', 'bu', 'wein', 'bier', 'wodka', 'schnaps',
    'getrunken', 'vinho', 'cerveja~', 'cachaca', 'bebi', 'bebeu', '酒', '红酒', '紅酒', '啤酒', 'كحول', 'شربت', 'خمرة', 'بيرة', 'daaru', 'daru', 'sharab', 'शराब', 'दारू', 'pi li', 'peeli',
    'bia', 'ruou', 'nhau', 'inuman', 'nag-inuman', 'naginuman', 'alak', 'tagay', 'serbesa',
  ],
  slow_breathing: ["قلبي (يدق|بيدق|يضرب) (بالشويه|بالشوية|ببطء|بشويش)", "نبضي (بطيء|واطي)", "heart (is )?(beating )?(so |really |very )?slow", "pulse (is )?(so |really |very )?(slow|low)", 
    '(breath~|breathing) _ (slow~|shallow)', '(slow|shallow) breath~', 'respir~ _ (lento|despacio|lenta|muy poco)', 'respiro lento', 'respir~ _ (lentement|lent|lente|doucement|mal)',
    'atm~ _ (langsam|flach|komisch)', 'respir~ _ (devagar|lenta|lento|fraca)', '呼吸(好|很|变|變)?(慢|浅|淺|弱)', 'نفسي بطيء', 'نفسه بطيء', 'تنفسه بطيء', 'بيتنفس ببطء', 'saans (dheemi|dhimi|dheere|dhire|ruk)',
    'सांस धीमी', 'साँस धीमी', 'tho (cham|yeu|rat cham)', 'tho (ra )?cham', '(bagal|mabagal) ng (hinga|paghinga)', 'hinga _ (bagal|mabagal)',
  ],
  drowsy: ["باش نطيح", "هطيح", "راح اطيح", "رح اوقع", "هيغمى علي", "راسي يدور", "راسي بيلف", 
    'drowsy', 'sleepy', 'cant stay awake', 'keep (nodding|dozing) off', 'nodding off', 'eyes (keep )?closing', 'dormido', 'somnolient~', 'muy dormid~', 'sommeil', 'endormi', 'muede', 'mue?de',
    'augen fallen (mir )?zu', 'schlae?frig', 'sonolent~', 'com muito sono', 'muito sono', '好困', '好眼瞓', '很困', '想睡', 'نعسان', 'حاسس إني هنام', 'هنام', 'neend aa rahi', 'bahut neend', 'नींद',
    'buon ngu', 'ngu gat', 'antok', 'inaantok', 'antok na antok',
  ],
  sudden: [
    'suddenly', 'all of a sudden', 'out of nowhere', 'de (repente|golpe)', 'de pronto', 'derepente', 'd un coup', 'tout d un coup', 'soudain~', 'brusquement', 'ploetzlich', 'plotzlich', 'auf einmal',
    'de repente', 'do nada', 'derrepente', '突然', 'فجأة', 'فجاة', 'fag2a', 'fag2atan', 'achanak', 'अचानक', 'dot nhien', 'tu nhien', 'bong nhien', 'biglang', 'bigla',
  ],
  limb_weak: [
    '(cant|cannot|can not|unable to) (lift|move|raise|feel) (my|his|her) (right |left )?(arm|leg|hand)', '(arm|leg|hand) (went|is|feels) (dead|limp|heavy|numb)',
    'no (puedo|puede) (mover|levantar) (el|la|mi|su) (brazo|pierna|mano)', 'se me (duerme|durmio) (medio cuerpo|el brazo|la pierna)', 'medio cuerpo',
    '(peux|peut) (plus|pas) (bouger|lever) (le|la|mon|son) (bras|jambe|main)', '(kann|konnte) _ (arm|bein|hand) _ (nicht mehr|nicht) (heben|bewegen)', 'halbseitig',
    'nao (consigo|consegue) (mexer|levantar) (o|a|meu|seu) (braco|perna|mao)', '(手|手臂|腿|半边身|半邊身)(突然)?(抬不起|没力|沒力|动不了|動不了|麻)', 'ما (أقدر|اقدر|يقدر) (أرفع|ارفع|يرفع|أحرك|احرك|يحرك) (يدي|إيدي|ايدي|رجلي|يده)',
    '(haath|hath|baju|pair) (utha|hila) nahi', 'हाथ नहीं उठ', 'khong (nhac|nang|cu dong) (duoc )?(tay|chan)', 'hindi (ko )?(maigalaw|maiangat) (ang )?(kamay|braso|paa)',
  ],
  speech_wrong: [
    '(words|speech) (come|comes|coming) out (wrong|weird|funny|garbled)', 'talking (gibberish|nonsense|funny)', 'slurr~ (his|her|my)? ?(words|speech)', 'speech (is )?slurr~', 'cant get (my|his|her) words out',
    '(las palabras|el habla|la voz) (le |me )?(salen|sale) (mal|raro|rara)', 'arrastra (las palabras|la lengua)', 'habla raro', 'les mots (sortent|sortaient) (mal|de travers)', 'parle (bizarrement|mal|de travers)',
    'die woe?rter kommen (falsch|komisch)', 'spricht (verwaschen|undeutlich|komisch|wirr)', 'lallt', 'as palavras (saem|saindo) (erradas|enroladas|trocadas)', 'fala enrolada', 'falando enrolado',
    '讲话不清', '講話不清', '说话不清', '說話不清', '口齿不清', '口齒不清', 'الكلام (يطلع|بيطلع) غلط', 'كلامه (مش مفهوم|ثقيل|تقيل)', 'بولी (लड़खड़ा|अटक)', 'बोली लड़खड़ा', 'zuban (ladkhada|latak)', 'bol nahi pa',
    'noi (ngong|lap|khong ro|ngong nghiu)', 'bulol (magsalita|na magsalita|siya)', 'hindi maintindihan (ang )?(salita|sinasabi)',
  ],
  face_droop: [
    '(face|mouth|smile) (is )?(droop~|drooping|crooked|lopsided|twisted)', 'droop~ (face|mouth|on one side)', '(cara|boca) (torcida|caida|chueca)', '(visage|bouche) (de travers|tordue?|paralyse)',
    '(gesicht|mund|mundwinkel) _ (hae?ngt|schief)', 'schiefer mund', '(rosto|boca) (torta|torto|caida)', '(嘴|嘴巴|脸|臉)(突然)?歪', '(وشه|وجهه|بقه|فمه) (مايل|مائل|معوج|معووج)', 'मुँह (टेढ़ा|तिरछा)', 'muh (tedha|tircha)',
    '(mieng|mat) (meo|lech|xe)', '(ngiwi|tabingi) (ang )?(mukha|bibig)',
  ],
  cant_finish_sentence: [
    'cant (finish|complete|get out) a (full )?sentence', 'cant (finish|complete) (his|her|my) sentences?', 'no (puede|puedo) (terminar|acabar) (una|la|las) frases?', '(peut|peux) (pas|plus) (finir|terminer) (une|sa|ses|ma|mes) phrases?',
    'kann keinen satz (zu ende|mehr zu ende|fertig)', '(nao|nem) (consegue|consigo) (terminar|completar) (uma|a) frase', '(话|話)(都)?(讲|講|说|說)不完', '一句(话|話)(都)?(讲|講|说|說)不完', 'ما (يقدر|أقدر|اقدر) (يكمل|أكمل|اكمل) (جملة|الجملة|كلامه)',
    '(pura )?(vakya|baat) (poora|puri) nahi (bol|kar) pa', 'khong noi (het|tron) (cau|cau duoc)', 'hindi (matapos|makatapos) (ang )?(pangungusap|sasabihin)', '(talks|speaks|talking|speaking|can only (talk|speak)) in (broken|short|choppy) (sentences|phrases|bursts)', '(only )?(a few|two or three) words (at a time|between breaths)', '(habla|hablando) (entrecortad[oa]|a trozos|con pausas)', 'frases entrecortadas', '(parle|parler) (par bouts de phrases|en phrases courtes|entrecoupe~|par petits mots)', 'phrases (hachees|entrecoupees)', '(spricht|sprechen) (nur )?(abgehackt|in kurzen (sae?tzen|satzen|worten|wortfetzen))', '(fala|falando) (entrecortad[oa]|aos pedacos|com pausas|aos trancos)', 'frases (entrecortadas|cortadas)', '(讲|講|说|說)(话|話|嘢)(都)?(断断续续|一截一截|断开)', '(يتكلم|تتكلم|بيتكلم|بتتكلم|كلامه|كلامها) (متقطع|بالقطاره|بصعوبه)', '(ruk ruk ke|atak atak ke) (bol|baat)', 'रुक रुक कर (बोल|बात)', 'noi (dut quang|ngat quang|dut doan|tung chu)', '(putol putol|paputol putol) (magsalita|ang salita|ang pagsasalita)'],
  seizure_again: [
    '(another|second|again) (seizure|fit|one) (without|and hasnt|before) (waking|coming (to|round)|waking up)', 'not waking (up )?between', 'doesnt wake (up )?(in )?between',
    '(otro|otra) (ataque|convulsion|crisis) sin (despertar|recuperar)', 'otro sin despertar', '(une autre|encore une) (crise )?sans (se reveiller|reprendre connaissance)', 'une autre sans se reveiller',
    '(noch einen|noch ein|wieder einen) (anfall|krampf) _ (ohne|nicht) (aufzuwachen|aufgewacht|wach)', 'ohne (dazwischen )?aufzuwachen', '(outra|outro) (crise|convulsao|ataque) sem (acordar|recobrar)', 'outra sem acordar',
    '未醒又', '没醒又', '沒醒又', '还没醒又', '還沒醒又', '(نوبة|تشنج) (تانية|ثانية) (من غير|بدون) ما (يفوق|تفوق|يصحى|تصحى)', 'bina hosh (aaye|mein aaye) (phir|fir|dubara)', 'phir se (daura|jhatke) (bina|aur hosh)',
    'lai (co giat|len con) (ma )?(chua|khong) tinh', 'chua tinh (lai )?(da )?(lai )?co giat', 'hindi pa (nagigising|nagkakamalay) (ay )?(nag-?seizure|kinombulsyon) ulit', '(seizures|fits) (back to back|one after (another|the other)|in a row)', '(second|third|another|next) (seizure|fit) (started |began |came )?before (he|she|they|i)? ?(woke|wakes|came round|came to|regained|was awake)', '(seizure|fit)s? __ without (fully |properly |really )?(waking|coming round|coming to|regaining consciousness) (up )?(in )?between', '(convulsiones|crisis|ataques) (seguid[oa]s|una tras otra|uno tras otro|sin parar)', '(segund[oa]|tercer[oa]?|otr[oa]) (convulsion|crisis|ataque) (antes de|sin) (despertar|recuperar~|volver en si)', 'sin (despertar|recuperar el conocimiento|volver en si) (entre|en medio)', '(crises|convulsions) (d affilee|a la suite|successives|l une apres l autre|sans arret)', '(deuxieme|seconde|troisieme|autre|nouvelle) crise (avant de|sans) (se reveiller|reprendre connaissance|se reprendre)', 'sans (se reveiller|reprendre connaissance) entre', '(anfall|anfae?lle|krampfanfall|krampfanfae?lle|krampf|krae?mpfe) (hintereinander|nacheinander|am stueck|am stuck)', '(zweite|dritte|nae?chste|zweiten|dritten|nae?chsten) (anfall|krampf)~ __ (ohne|bevor) __ (aufzuwachen|aufgewacht|aufwacht|wach|zu sich)', '(crises|convulsoes|ataques) (seguidas|seguidos|uma atras da outra|um atras do outro|sem parar)', '(segunda|terceira|outra|nova) (crise|convulsao) (antes de|sem) (acordar|recuperar~|voltar a si)', 'sem (acordar|recobrar a consciencia|voltar a si) entre', '(第二|第三|又|再)(次|轮|輪)?(发作|抽搐|抽筋|抽)[^,.?!;]{0,6}(没醒|未醒|冇醒|唔醒)', '(连续|接连|接住)(几次|两次|三次)?(发作|抽搐|抽筋)', 'نوبات (ورا بعض|متتاليه|متتابعه|وراء بعض)', '(نوبه|تشنج|صرعه) (تانيه|ثانيه|ثالثه|تالته) (قبل ما|من غير ما|بدون ما) (يفوق|تفوق|يصحي|تصحي|يصحا|تصحا)', '(قبل ما|من غير ما) (يفوق|تفوق|يصحي|تصحي)[^.?!;]{0,12}(نوبه|تشنج|صرعه) (تانيه|ثانيه|ثالثه)', 'hosh (aane|ane|me aane|mein aane) se pehle (hi )?(dusra|doosra|teesra|phir|fir|ek aur)', 'होश (आने|में आने) से पहले', '(dusra|doosra|teesra) (fit|daura|dora|jhatka) (shuru|aa|aaya)', 'दूसरा (दौरा|फिट)', 'lagatar (fit|daure|dore)', '(co giat|len con) (lien tuc|lien tiep|nhieu con lien)', '(con|lan|dot) (thu hai|thu ba|nua) (ma )?(chua|khong|van chua) tinh', '(sunod sunod|sunud sunod|tuloy tuloy) (na )?(ang )?(seizure|kombulsyon|kumbulsyon|pangingisay|kisay)', '(seizure|kombulsyon|kumbulsyon) (ulit )?(bago|kahit hindi pa|nga wala pa) (magising|magkamalay|nakamata)'],
  soaked_blood: ["(sopalin|essuie tout|mouchoirs?|torchon|compresses?|coton) _ (trempe~|imbibe~)", 
    'soak~ (through )?(with|in) blood', 'blood _ soak~ (through|the towel)', '(towel|shirt|bandage|sheets?) (is )?(soaked|drenched) (through|with blood|in blood)', '(empapad~|empapo) (de|en) sangre', '(toalla|venda) _ empapad~',
    '(trempe~|imbibe~) de sang', '(serviette|pansement) _ (trempe~|imbibe~)', 'durchgeblutet', 'blutdurchtrae?nkt', '(handtuch|verband) _ (voller blut|durchgeblutet|durchtrae?nkt)', '(encharcad~|ensopad~) de sangue',
    '(toalha|pano) _ (encharcad~|ensopad~)', '(濕|湿)(晒|透|哂)(血)?', '(毛巾|纸巾|紙巾)(都)?(濕|湿)(晒|透)', '(المنشفة|الفوطة|الفوطه) _ (غرقانة|مليانة) دم', 'تولية غرقانة دم', 'khoon se (bheeg|bhig|lathpath)', 'खून से (भीग|लथपथ)',
    '(khan|khăn|ao) _ (ướt|uot) (het|dam) mau', 'uot dam mau', 'basa na sa dugo', 'basang basa (ng|sa) dugo', 'puno ng dugo ang (tuwalya|twalya)',
  ],
  wrist_cut: [
    '(cut|slit|slashed|sliced) (my|his|her) (wrist~|arm~|veins?)', '(cortar~|corte|cortado|corte) (las|mis|sus|la) (venas|muneca~)', '(coupe~|tailla~) (les|mes|ses|le|la) (poignets?|veines)',
    '(ins|in die|am) handgelenk~? geschnitten', '(die )?pulsader~', 'aufgeschnitten', '(cortei|cortou) (os|meus|seus|o) (pulsos?|punhos?)', '割(咗|了|伤|傷)?(手腕|脉|脈)', '(جرحت|قطعت|شرحت) (إيدي|ايدي|يدي|معصمي|شرايني)',
    '(kalai|nass|nas) (kaat|kat) (li|di|liya)', 'कलाई काट', '(cat|rach) (co tay|tay)', '(hiniwa|hiwa|ginilitan|gihiwa|hiniwaan) (ko |nako )?(ang |akong |aking )?(pulso|palapulsuhan)',
  ],
  gathered_pills: ["rassemble~ (toutes |tous )?(les |mes )?(boites|cachets|medicaments|comprimes|medocs)", "(junte|juntei|reuni|reuní|recolecte) (todas |todos )?(las |los |as |os )?(cajas|pastillas|caixas|remedios|comprimidos)", "(pills|meds|tablets) (all )?(lined up|saved up|counted out|ready)", 
    '(lined up|saved up|collected|stockpiled|gathered|got) (all )?(my|the|of my) (pills|meds|tablets)', 'all my pills (lined up|ready|out)', 'juntado (todas )?(mis |las )?(pastillas|medicinas)', 'tengo (todas )?las pastillas (listas|juntas)',
    '(mis|tous mes|toutes mes) (medicaments|cachets) (de cote|prets|alignes)', 'alle (meine )?tabletten (gesammelt|bereit|zusammen)', '(separei|juntei|guardei) (todos )?(os )?(meus )?(remedios|comprimidos)',
    '(攒|攢|存)(了)?(很多|好多|一堆)?(药|藥)', '(gom|gop|de danh) (het )?thuoc', '(jma3t|jem3t|jama3t) (ga3 |kol )?(dwa|dwaya|l7bob)', 'جمعت (كل )?(الحبوب|الدوا|الأدوية|حبوبي)', '(saari|sab) (goliyan|dawaiyan) (jama|ikattha|ikathi)',
    'sabhi goliyan', '(inipon|iniipon|tinago) ko (lahat )?(ang |yung )?(mga )?(gamot|tabletas)',
  ],
  when_alone: [
    '(after|when|once) every ?(one|body) (is|goes|has gone) (asleep|to (bed|sleep)|out)', 'when (im|i am) alone tonight', 'cuando (todos|todo el mundo) (se )?(duerma~|este~ dormidos|se vayan)',
    'quand tout le monde (dort|dormira|sera couche)', 'wenn alle (schlafen|weg sind)', 'quando todo (mundo|o mundo) (dormir|estiver dormindo)', 'quando todos (dormirem|estiverem dormindo)',
    '(大家|他们|他們)(都)?(睡了|睡着|睡著)(以后|以後|后|後)?', 'moi nguoi ngu (het|roi)', 'khi (moi nguoi|ca nha) ngu', 'mnin (ynaasu|ynaaso|ynaasou) (kolchi|kolhom)', 'لما (الكل|كلهم) (ينام|ينامو|يناموا)',
    '(sab|sabhi|ghar wale) (so|sone) (jaaye|jayenge|jaye)', 'जब सब सो', 'pag tulog na (silang )?lahat', 'kapag tulog na (ang )?lahat',
  ],
  // blind v15 moved into dev: "I'm on the hostel roof now ... just wanted to talk, one last time"
  /** the writer is up on a roof, a bridge, a ledge or on the tracks right now */
  high_place_now: [
    '(im|i am|i m|am) (now |rn |right now |just )?(on|at|up on|sitting on|standing on) (the |a |top of the |the top of the |the edge of the )?(bridge|roof|rooftop|terrace|ledge|railway tracks?|train tracks?|tracks|balcony railing|overpass)',
    '(estoy|toy|ando) (arriba |parad[oa] |sentad[oa] )?(en|del|de la|sobre|encima del?) (el |la |las )?(puente|azotea|techo|terraza|vias del tren|via del tren|cornisa|barandal)',
    '(je suis|jsuis|chui|chuis|suis|j suis) (sur|en haut du|en haut de l|au bord du|au bord de la|assise? sur) (le |la |l )?(pont|toit|terrasse|rails|voie ferree|falaise|rebord)',
    '(bin|sitz|sitze|steh|stehe|hock) (grad |gerade |jetzt |hier )?(auf|an) (der|dem|den) (bruecke|brucke|dach|gleisen|gleise|schienen|klippe|bahngleisen)',
    '(to|tou|estou) (em cima d[ao]|n[ao]|na beira d[ao]|sentad[oa] n[ao]) (ponte|telhado|terraco|laje|trilhos|viaduto|parapeito)',
    '(而家|宜家|现在|現在|正|我)(喺|在|坐(在|喺)|站(在|喺))(天台|楼顶|樓頂|桥上|橋上|顶楼|頂樓|路轨|路軌|铁轨|鐵軌|阳台边|陽台邊)',
    '(انا|أنا) (الحين|هسه|هلق|دلوقتي|توا|دابا|هلا|الان)? ?(فوق|على|ع|عل) (سطح|السطح|الجسر|الكوبري|الكبري|سكه|السكه|سكة|السكة)',
    'ana (fo2|foo2|fou9|fou2|3la|3al|3ala) (el |al )?(sat7|sate7|sath|jisr|jesr|kobry|kobri|sekka)',
    '(chhat|chat|chhath|terrace|roof|pul|bridge|patri|railway track|building ki chhat) (pe|par|ke upar|ke kinare) (hoon|hu|hun|baitha|baithi|khada|khadi)', '(छत|पुल|पटरी) (पर|पे) (हूं|हूँ|बैठा|बैठी|खड़ा|खड़ी)',
    '(dang )?(o|tren|dung tren|ngoi tren|leo len) (san thuong|nong nha|cau|duong ray|lan can)',
    '(nasa|andito ako sa|nandito ako sa|nakatayo ako sa|nakaupo ako sa) (rooftop|bubong|tulay|riles|terrace|gilid ng)',
  ],
  /** "can't anymore", "done with everything": despair said now */
  despair: ["wala (rin )?(naman )?(may|ng|nang) (pake|pakialam)", "walang (may )?(pake|pakialam) (sa akin|sakin)", "nobody (would )?(cares?|care)", "no one (would )?(cares?|care)", "a nadie le importa", "personne s en fout", "personne ne s en soucie", "keinen interessiert", "ninguem se importa", "ninguém se importa", "没人在乎", "冇人理", "محدش هيفرق معاه", "ما حدا بيهمه", "kisi ko farak nahi", "khong ai quan tam", "je veux plus continuer", "veux plus continuer", "no quiero seguir", "nao quero continuar", "não quero continuar", "will nicht mehr weitermachen", "done w(ith)? (evrything|everything|it all)", "dont want to be here anymore", "(no|nah) more of this", 
    'cant (do|take) (this|it) anymore', 'cant anymore', 'done with (everything|it all|life)', 'so tired of (everything|it all|living)',
    'no (puedo|aguanto) mas', 'ya fue todo', 'ya no puedo mas', 'estoy cansad[oa] de todo', 'j en peux plus', 'jen peux plus', 'je n en peux plus', 'j en ai marre de tout',
    'kann nicht mehr', 'keinen bock mehr auf (alles|das leben)', 'keine kraft mehr', 'nao aguento mais', 'n aguento mais', 'cansei de tudo', 'nao aguento mais nada',
    '顶唔顺', '頂唔順', '撑不下去', '撐不下去', '受不了了', '真係好攰', '真係攰', '好累了', '活得好累', 'تعبت (كتير|وايد|خلاص|من كل شي|من الدنيا)', 'ما عدت (اقدر|أقدر)', 'ما (بقدر|اقدر) اكمل', 'خلاص مش قادر',
    'ab aur nahi hota', 'ab nahi hota', 'bas ab aur nahi', 'thak gaya hoon sab se', 'अब और नहीं होता', 'het chiu noi', 'khong chiu noi nua', 'met moi lam roi', 'pagod na pagod na (ako|ko)', '(di|hindi) ko na kaya',
  ],
  /** "one last time", "my last message" */
  last_time: ['(one |for the )?last time', 'last (msg|message|text)', 'ultima vez', 'ultimo mensaje', 'derniere fois', 'dernier message', 'letzte (mal|nachricht)', 'ultima (vez|mensagem)', '最后一次', '最後一次', '最后一个信息', 'اخر مره', 'آخر مرة', 'akher marra', 'aakhri baar', 'akhri baar', 'aakhri (message|msg)', 'आखिरी बार', 'lan cuoi', 'huling beses', 'huling mensahe'],
  /** "tell my mum it's not her fault" */
  not_her_fault: ['not (her|his|their|your) fault', 'no es su culpa', 'no fue su culpa', 'c est pas sa faute', 'ce n est pas sa faute', 'nicht (ihre|seine|deine) schuld', 'nao e culpa (dela|dele)', 'nao foi culpa (dela|dele)', '(唔关|唔關|不关|不關)(佢|她|他)事', '不是(她|他)的(错|錯)', '(مو|مش|ليس) ذنبها', '(مو|مش|ليس) ذنبه', '(unki|uski) galti nahi', 'khong phai (loi|tai) (cua )?(me|ba|bo)', '(di|hindi) (nya|niya) kasalanan'],
  /** "he seems fine", "il va bien": said of a child who swallowed something, no reassurance (lookAlikeOf) */
  seems_fine: [
    '(he|she|it) (s|is|seems|looks) (fine|ok|okay|normal|totally fine)(?! now| since| ever)', '(seems|looks|acting) (fine|ok|okay|normal)(?! now| since| ever)', '(il|elle) (va|a l air|semble) (bien|normal|normale)', '(wirkt|ist|scheint) (ganz )?(normal|ok|gut drauf|fit)', 'geht.?s ihm gut',
    '(parece|esta|está|se ve) (bien|normal)', '(ta|tá|parece|esta|está) (bem|normal)', '(睇落|看起来|看起來|好似)(冇事|没事|沒事|正常)', '(mukhang|parang) (ok|okay|normal|ayos)', '(theek|thik) (lag raha|lag rahi|hai abhi)', '(co ve|có vẻ|trong) (binh thuong|bình thường|ok)',
    '(بيلعب|يلعب|تلعب) (عادي|كويس)', '(باين|يبان) (كويس|عادي)',
  ],
  goodbye: ['goodbye', 'good bye', 'farewell', 'adios', 'adieu', 'leb(e)? wohl', 'adeus', 'paalam', '再见', '再見', 'وداعا', 'مع السلامة', 'अलविदा', 'alvida', 'tam biet', 'vinh biet'],

  // words the rules above met in the blind v5 set, added to the concepts of every language
  child: ['bua', 'bub', 'peque', 'la peque', 'el peque', 'wladi', 'weldi', 'bnti', 'con (toi|em|trai|gai|be|nha)', 'be (nha|cua) (toi|em)', 'thang be', 'con be'],
  ingest: ['bebido', 'se (ha )?bebido', 'in den mund genommen', 'bla3', 'bl3', 'blaa3', 'kla', 'uong nham', 'nuot nham', 'an nham', 'nuot phai'],
  hazard: ['aimants?', 'billes? (aimantees|magnetiques)', 'lejia', 'nuoc tay', 'javel', 'tay bon cau', 'thuoc tay'],
  swell_word: ['enorm~', 'enormes?', 'nanghubag', 'hubag', 'namaga', '肿晒', '肿了', '肿起'],
  airway_part: ['块面', '个面', '脸', 'dila', 'lengua', 'langue', 'lingua', 'zunge'],
  breathing: ['(呼吸|气|氣)有?(嗞嗞|丝丝|絲絲|咝咝)', '扯(紧|緊)气', 'respira (con )?silbido~', 'sifflement', 'pfeift beim atmen', 'chiado no peito', '(breathless|short of breath|out of breath|winded|gasping|panting|struggling to breathe|cant (get|catch) (his|her|my) breath) __ (even )?(when |while )?(sitting|at rest|resting|sitting still|doing nothing)', '(even )?(sitting|at rest|resting) (still |down )?(and|but)? ?(hes|shes|im|is|am)? ?(still )?(breathless|short of breath|out of breath|gasping|panting)', '(ahogo|falta de aire|sin aire|se ahoga|me ahogo|le falta el aire|jadea~|fatiga~) __ (incluso|hasta|aun) (sentad[oa]|en reposo|quiet[oa]|acostad[oa])', '(sentad[oa]|en reposo) (y todo )?(se|me) ahoga', '(essouffle~|souffle court|manque d air|du mal a respirer|halete~) __ (meme )?(assise?|au repos|sans bouger)', '(meme )?(assise?|au repos) (il|elle|je) (est|suis)? ?(essouffle~|halete~)', '(atemnot|kurzatmig|luftnot|keine luft|schnauft|japst) __ (sogar|selbst|auch) (im sitzen|in ruhe|beim sitzen|im liegen|beim liegen)', '(sogar|selbst|auch) (im sitzen|in ruhe) __ (atemnot|kurzatmig|luftnot|keine luft)', '(falta de ar|sem ar|ofegante|puxando o ar|sufocad[oa]) __ (mesmo|ate) (sentad[oa]|em repouso|parad[oa])', '(mesmo|ate) (sentad[oa]|em repouso|parad[oa]) __ (falta de ar|sem ar|ofegante)', '坐(着|著)?(也|都)[^,.?!;]{0,3}(喘|气促|气喘|呼吸困难|透唔到气|透唔过气|上气不接下气)', '躺(下|平)(去|来)?(更|就)(喘|辛苦|透唔到气)', 'ما (يقدر|اقدر|تقدر|يقدرش|تقدرش) (ياخذ|ياخد|اخذ|اخد|تاخذ|تاخد) (نفسه|نفسي|نفسها|نفس) (حتي )?(وهو|وهي|وانا)? ?(قاعد|قاعده|جالس|جالسه|مرتاح|مرتاحه)', 'ضيق (في )?(النفس|نفس|التنفس|تنفس) (حتي )?(وهو|وهي|وانا)? ?(قاعد|قاعده|جالس|جالسه)', '(baithe|baith ke|baithe baithe|aaram mein) (bhi )?(saans|sans|sas) (phool|fool|chadh|nahi le pa|ukhad)', 'बैठे (बैठे )?(भी )?(सांस|साँस) (फूल|चढ|नहीं|उखड)', '(kho tho|tho doc|hut hoi|tho khong noi|tho hon hen) __ (ca khi|ngay ca khi|du|ke ca khi) (ngoi|nghi|nam)', '(ngoi|nam) (yen )?(cung|ma (van|cung)) (kho tho|tho doc|hut hoi|tho hon hen|khong tho)', '(hingal|hinihingal|hirap huminga|nahihirapan (siyang |syang )?huminga) __ (kahit )?(nakaupo|nagpapahinga)', '(nakaupo|nagpapahinga) (lang )?(pero|pa rin|ay) __ (hingal|hirap huminga|humihila)', '(humihila|humuhukay|lumulubog|lubog) (ang )?(leeg|tadyang|dibdib|sikmura)', '(tadyang|leeg) (na )?(humihila|lumulubog|lubog)'],
  fever: ['(corps|front) (qui )?chauffe~?', 'chauffe beaucoup', 's5oun', 'skhoun', 'sokhn', 'hilanat', 'gihilanat', 'init na init', 'mainit kaayo', 'sot cao', 'sot hầm hập', 'nong ran'],
  young_infant: ['shahrayn', 'shahr', 'chahrayn', '2 (months|mos|buwan|thang)', 'dalawang buwan', '(1|2|un|deux|dos|zwei|dois) (mois|meses|monate?n?)'],
  lethargy: ['mrakhi', 'mrekhi', 'luya kaayo', 'luya', 'lata', 'mou', 'molle', 'ne tete plus', 'dili na mosuso', 'ma bghach yrda3', 'ayaw dumede', 'khong chiu bu'],
  poison: ['(bu|avale|boit|bois) __ (insecticide|pesticide|desherbant|produit pour les champs|mort aux rats|eau de javel)', '(drank|drunk|swallowed) __ (insecticide|pesticide|weed ?killer|roundup)'],
  fuel_source: ['chauffe eau( au gaz)?', 'chaudiere', 'poele a (gaz|bois|charbon)', 'esquentador', 'aquecedor a gas', 'calentador( de gas)?', 'estufa de gas', 'boiler', 'gas (heater|fire|water heater)', 'space heater'],
  group_symptoms: ['alle in der familie', '(toda a familia|toda la familia|toute la famille|the whole family|everyone in the house) __ (dor de cabeca|dolor de cabeza|mal a la tete|headaches?|enjoo|nauseas?|vomit~|mareados?)'],
  black_stool: ['teerschwarz~ stuhl', 'teerstuhl', 'stuhl _ (schwarz|teerschwarz)'],
  faint_weak: ['schwarz vor (den )?augen', 'se me nubla la vista', 'tout devient noir', 'apagando', 'vista escurece'],
  diabetic: ['عنده سكر', 'عندها سكر', 'مريض سكر', 'مريضة سكر', '(ko|ku) sugar (hai|he)', 'sugar (ke )?(mareez|patient)', 'शुगर (है|के मरीज)', 'may diabetes', 'diabetiko', 'tieu duong'],
  /** insulin or a sugar-lowering tablet taken, then no meal: with confusion, a hypoglycaemia */
  hypo: [
    '(insulin|glipizide|gliclazide|glimepiride|glyburide|diamicron) __ (skipped|missed|didnt eat|hasnt eaten|without eating|no) (his |her |the )?(dinner|lunch|breakfast|meal|food|eating)?', '(skipped|missed) (dinner|lunch|breakfast|a meal|his meal|her meal) __ insulin',
    'insulin~ __ (no (ha )?comio|sin comer|no ceno|no desayuno|no almorzo)', 'insuline __ (pas mange|sans manger|rien mange|saute (le|son) repas)', 'insulin __ (nichts gegessen|nicht gegessen|ohne (zu )?essen|kein essen)',
    'insulina __ (nao comeu|sem comer|nao jantou|nao almocou)', '(胰岛素|降糖药|降血糖药|糖尿病药)[^,.?!;]{0,8}(没吃|冇食|唔食|没有吃|未食)(饭|晚饭|早餐|午饭|嘢)?', '(الانسولين|انسولين|الابره)[^.?!;]{0,20}(ما|مو|لم|ولا) ?(تعشي|اكل|تغدي|فطر|كل|ياكل)',
    'insulin __ (khana|kuch) nahi (khaya|khayi|khaaya)', 'इंसुलिन __ खाना नहीं', 'insulin __ (chua|khong|ko) (kip )?an', 'insulin __ (hindi|di) (pa )?(kumain|nakakain)',
  ],
  confused: ['متلخبط', 'متلخبطه', 'مش مركز', 'كلام ملوش معنى', 'بيخرف', 'confuse ho', 'confused ho', 'ulti seedhi baat~', 'ulta seedha bol', 'बहकी बहकी', 'lu lan', 'noi nham', 'nalilito', 'wala sa sarili', 'wont make sense', '(isnt|not) making (any )?sense', 'combative', '(doesnt|didnt|dont|wont) recogni[sz]e (me|us|anyone|her|him)', 'ne (me|nous) reconnait (plus|pas)', 'wirres zeug', 'erkennt (mich|uns) (nicht|nimmer)', '乱七八糟', '(不认得|唔认得|认唔到|认不出)', '(唔清唔楚|不清不楚)', 'كلام غريب', 'ما (يعرفني|تعرفني|يعرفنا|تعرفنا)', 'pehchaan nahi', 'पहचान नहीं', 'noi nang lon xon', 'lon xon'],
  pain_word: ['भारी', 'byewga3ni', 'bywga3ni', 'biwga3ni', 'waga3', 'wagaa', 'كاتمه', 'مكتوم'],
  sweaty_shaky: ['ठंडा पसीना', 'thanda pasina', 'cold sweat~', 'sudor frio', 'sueurs? froides?', 'kalter schweiss', 'suor frio', '冷汗', 'عرق بارد', 'عرقان', 'mo hoi lanh', 'malamig na pawis'],
  took_too_many: ['(nadoble|dinoble|doble|dinobol) _ (ang )?insulin', 'double (dose|dosed) _ insulin', 'insulin _ (twice|two times|doubled)', 'tiem (insulin )?hai lan', '(twice|double|two doses) (?:[^ ]+ ){0,12}(heart|pulse|heartbeat) __ (slow|slowing|40|3\\d)', '(2 fois|deux fois|double) (?:[^ ]+ ){0,12}(coeur|pouls) __ (ralenti~|lent)', '(doppelt|zweimal|2 mal) (?:[^ ]+ ){0,12}(puls|herz) __ (langsam|3\\d|4\\d)', '(duas vezes|2 vezes|dobro|dose dupla) (?:[^ ]+ ){0,12}(coracao|pulso) __ (lento|devagar|3\\d|4\\d)', '(مرتين|تلات مرات|ثلاث مرات) (?:[^ ]+ ){0,12}(قلبها|قلبه|قلبي|النبض|نبضه|نبضها) (بطيء|بطي|ضعيف)', '(doble|nadoble|dalawang beses|3 beses|tatlong beses) (?:[^ ]+ ){0,12}(pulso|puso) __ (mabagal|bagal)', '(mabagal|bagal) (ang )?(pulso|puso) __ (doble|beses)'],
  unresponsive: ['ayaw (na )?(magising|gumising)', 'hindi (na )?(magising|gumigising)', 'kahit (yugyugin|gisingin) _ (ayaw|hindi)', '(lay|goi|lac) _ (khong|ko|cung khong) (day|tinh)', 'bat tinh'],
  death_word: ['subah nahi uth~', 'kabhi nahi uth~', '(not|never) wake (up )?(again|anymore|in the morning)?', 'so (i|he|she) (doesnt|dont|wont) wake up', 'no despert(ar|e) (mas|nunca)', 'ne (plus|jamais) (me )?reveiller', 'nicht mehr aufwach~', 'nao acordar mais', '不再醒', '醒不(来|過來|过来)', 'ما (يصحاش|اصحاش|نصحاش)', 'khong (bao gio )?(thuc|tinh) (day|lai)', 'hindi na (magising|gigising)'],
  farewell_soft: ['nao vou mais precisar d(os|as) (meus |minhas )?(remedios|medicamentos|receitas)', 'salamat (po )?sa lahat', 'hindi ko na (kakailanganin|kailangan) (ang |ng |yung )?(mga )?(gamot|reseta)', '谢谢.{0,12}一直', '不会再来.{0,3}(拿药|配药)', '以后.{0,4}不会再来'],
  // look-alikes of the blind v5 set
  /** coughing hard makes the chest sore: not a heart */
  cough_cause: ['from (all the )?cough~', 'coughing so much', 'de tanto toser', 'de toser', 'a force de tousser', 'vom (vielen )?husten', 'de tanto tossir', 'kakaubo', 'sa kakaubo', 'ho nhieu qua', 'ho nhieu', '咳到', '咳得', 'من كتر الكحة', 'من كثر الكحه', 'من كتر الكحه', 'khansi se', 'खांसी से', 'खाँसी से'],
  /** "I want to die of shame": an idiom */
  embarrassed: ['embarrass~', 'shame', 'verguenza', 'honte', 'vergonha', 'peinlich', 'schaem~', '尴尬', '丢脸', '丟臉', 'الخجل', 'خجلانه', 'خجلان', 'sharam', 'शर्म', 'nakakahiya', 'hiya', 'xau ho', 'ngai qua', 'them ngu', 'buon ngu'],
  /** long ago: years back, as a child */
  long_ago: ['years ago', 'in my (teens|twenties|thirties|forties)', 'as a (kid|child)', 'when i was (little|a kid|young|a child)', 'hace (anos|muchos anos)', 'de (pequeno|pequena|nino|nina)', 'cuando era (nino|nina|pequeno|pequena)',
    'il y a des annees', 'il y a (plusieurs|quelques) ans', '(quand j etais )?(petite?|enfant)(?= ,| j)', 'vor (vielen |ein paar )?jahren', 'als kind', 'ha (muitos )?anos', 'quando (eu )?era crianca', 'de crianca', '几年前', '幾年前', '多年前', '小时候', '小時候', '细个', '細個',
    'من سنين', 'وانا صغير', 'وانا صغيره', 'kai saal pehle', 'कई साल पहले', 'saal pehle', 'बचपन में', 'bachpan me', 'may nam truoc', 'nhieu nam truoc', 'hoi nho', 'noong bata (pa )?ako', 'ilang taon na ang nakalipas', '(they|poison control|the doctor|the nurse|the er) (said|told (us|me)) (that )?(she|he|it|they|we)? ?(was|is|were|would be|s|shes|hes|its)? ?(fine|ok|okay|nothing to worry about|harmless|not dangerous)', '(me |nos )?dijeron que (estaba|esta|estaria|era) (bien|nada|normal|inofensivo)', '(me |nos )?dijeron que no (era|es|pasaba) nada', 'ils (m |nous )?ont dit (que )?(c est |c etait |ce n etait )?(pas de souci|pas grave|rien de grave|rien|pas dangereux|sans danger|elle va bien|il va bien)', '(haben|hat|hatten) (uns |mir )?gesagt,? ?(es sei|es ist|das ist|das sei|sie ist|er ist|alles) (nichts|ok|okay|in ordnung|harmlos|unbedenklich|ungefae?hrlich)', 'disseram (que )?(ta|esta|estava|tava|era) (tudo )?(bem|ok|tranquilo|normal|nada)', 'disseram que nao (era|e|tinha) (nada|perigo)', '(医生|毒物中心|急诊|药剂师)(说|话|讲)[^,.?!;]{0,4}(没事|冇事|没问题|冇问题|无碍|冇大碍)', '(doctor|daktar|poison control|hospital wal~) ne (kaha|bola|bataya) (ki )?(sab )?(theek|thik|normal) (hai|tha)', 'sabi (ng doktor|ng doctor|nila|ng poison control|ng er) (ay )?(okay|ok|ayos|walang problema|normal) (lang|naman)?'],
  /** it is for an exam, a debate, a story, the leaflet, or to be prepared: a question about facts */
  study_context: ["(frage )?fur die schule", "(schul)?projekt (uber|zu|zum)", "referat (uber|zu)", "hausaufgabe", "(for )?(a |my )?school project", "homework", "para (un|el) trabajo de (la )?(escuela|clase|facultad)", "pour (un|mon) (expose|devoir)", "(trabalho|projeto) (da|de) (escola|faculdade)", "(学校|课堂)(作业|报告)", "school (ka|ke) project", "bai tap (o )?truong", "para sa (school|project|report)", 'for (a|my|the) (school )?(debate|exam|test|class|essay|assignment|course|novel|story)', 'pharmacology exam', 'nursing (exam|school)', 'just (want|wanted) to be prepared', '(no one|nobody) (has )?(swallowed|took|taken) anything',
    'para (un|mi|el) (examen|trabajo|curso|debate)', 'examen de enfermeria', 'pour (un|mon) (examen|expose|roman)', 'fur (eine|meine) (prue?fung|klausur)', 'para (uma|a|minha) (prova|aula)', 'nursing exam', 'exam hai',
    '我在写小说', '我在寫小說', '写小说', '寫小說', '只是想先了解', '只是想了解', '想知点样', '想知點樣', 'c est ecrit dans la notice', 'dans la notice', 'in the (leaflet|package insert)', 'en el prospecto', 'na bula', 'im beipackzettel', '(hoi|de) (cho )?bai tap', 'bai tap nhom', 'napanood ko (sa|yung)', 'saw (it|that) (in|on) (a|the)? ?(series|show|movie|film|tv)', 'vi (en|eso en) una serie', 'vu (ca )?dans (une|un) (serie|film)', 'in (einer|der) serie gesehen', 'vi (numa|em uma|na) serie', 'want(ed)? to be prepared', '想(先)?了解一下'],
  hypothetical: ['kunwari', 'halimbawa', 'sakaling'],
  product: ['may benta ba', 'meron ba kayong', 'pabili', 'em blister', 'blister semanal', 'blister pack'],
  neutral: ['blister ?pack~?', 'em blister', 'blister semanal', 'blisterpackung'],
  idiom: ['overdose (of|on) (coffee|caffeine|sugar|chocolate|tv|netflix)', 'them ngu muon chet', 'buon ngu muon chet', '(kids|children|boss|job|work|feet|back|exams?) (are|is) killing me', '(kinder|chef|arbeit|job|kids) (bringen|bringt) mich (noch |heute |echt |nochmal )*um', 'mis (hijos|ninos|crios) me (van a matar|matan|tienen muert[oa])', 'mes (enfants|gosses|gamins) (vont me tuer|me tuent)', '(meus filhos|os miudos|as criancas) (vao me matar|me matam)', '(suffocating|stifling) (heat|hot)', 'heat is (suffocating|stifling)', 'calor (sofocante|asfixiante)', 'chaleur (etouffante|suffocante)', 'calor sufocante', 'hitze (ist )?(erdrueckend|erstickend)', 'garmi (mein|me|se|ki wajah se) (to )?dam ghut', 'गर्मी (में|से) (तो )?दम घुट', 'الحر (يخنق|خانق|بيخنق)', '(nong|oi buc) (qua )?(ngot ngat|muon nghet tho)', '(sobrang )?init (nakakasakal|nakaka suffocate)', '(almost|nearly) (had|gave me) a heart attack', 'daura padte padte bacha', 'heart attack aate aate bacha', 'casi me (da|dio) (un infarto|algo)', 'failli (faire|avoir) une crise cardiaque', 'quase (tive|me deu|tenho) um (infarto|enfarte|ataque cardiaco)', 'fast (einen )?herzinfarkt (bekommen|gekriegt)', '(排队|排隊|等|等到|气到|气得|氣到)[^,.?!;]{0,6}(要|快|都要)?(中风|爆血管)', '(压力|壓力|工作)[^,.?!;]{0,4}(大到|到)?(快|要)?窒息', '(nhin|thay|xem) (gia|hoa don|bill|tien) __ (muon|suyt) (ngat|xiu)', 'muon ngat (luon )?(vi|voi) gia'],
  past: ['tuan truoc', 'hom truoc', 'kham binh thuong'],
  // blind v10 moved into dev: the means bought, then a question whether it hurts or how much it takes
  suicide: ["(ano|anong) (po )?(mangyayari|mangyari) (po )?(pag|kapag|kung) (ininom|iinumin|inumin|uminom) (ko )?(lahat|isang banig|dalawang banig) (?:[^ ]+ ){0,22}(pake|pakialam|pagod|ayoko na)", "what (happens|would happen) if i (take|took|swallow) (all|the whole|every one of) (?:[^ ]+ ){0,16}(nobody|no one) (cares?|would care|would notice)", 
    '(bought|got|buy|brought|picked up|le aaya|le aayi|le aya|le ayi|laaya|laya|kharid (liya|li|laaya)|achete|achetee|compre|gekauft|comprei|bumili) (?:[^ ]+ ){0,4}(rat poison|ratol|rat kill~|chuhe (maar|mar)~ (dawa|dawai)|sulphas|celphos|rope|corde|cuerda|soga|strick|seil|corda|lubid) (?:[^ ]+ ){0,16}(is it painful|will it hurt|does it hurt|painful or not|takleef (to |toh )?(nahi|na) hogi|dard (to |toh )?(nahi|na) hoga|kitna (khana|lena) (padega|hoga|chahiye)|kitni (khani|leni) (padegi|hogi|chahiye)|le faire|en finir|do it|hacerlo|ca fait mal|duele)',
    '(ratol|rat poison|chuhe (maar|mar)~ (dawa|dawai)) (?:[^ ]+ ){0,3}(le aaya|le aayi|le aya|laaya|bought|got) (?:[^ ]+ ){0,10}(kitna|kitni|how much|how many|takleef|painful|hurt)',
  ],
};
