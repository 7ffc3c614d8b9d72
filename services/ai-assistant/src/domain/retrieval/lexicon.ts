/**
 * General pharmacy vocabulary mapped to language-neutral concepts, in en, es, fr, de, pt, zh, ar, hi (Devanagari and
 * romanised), vi and tl. Phrases are written naturally (accents allowed) and normalised on load.
 *
 * Phrase syntax: words separated by spaces; a word ending in `*` matches as a prefix ("vacun*"); a word starting with
 * `~` matches inside a longer word (German compounds: "~impf" in "grippeimpfung"). Phrases in Han, Arabic or
 * Devanagari script match as substrings.
 *
 * Tier: how much a concept says about what the question is about. 3 = a specific intent (refill, opening hours,
 * parking...), 2 = a topic that narrows an intent (prescription, brand, price...), 1 = a modifier (medication, child,
 * day...). The question's highest tier concepts are its main intent and must be covered by the entry answered.
 */

export interface ConceptDefinition {
  tier: 1 | 2 | 3;
  phrases: string[];
}

export const CONCEPTS: Record<string, ConceptDefinition> = {
  HOURS: {
    tier: 3,
    phrases: ['hanggang anong oras', 'anong oras po kayo', 'anong oras kayo', 'aabot pa ba ako', 'aabot pa kaya ako', 'abot pa ba ako', 'sonntags auch auf', 'samstags auch auf', 'feiertags auch auf', 'abends auch auf', 'auch sonntags auf', 'auch samstags auf', 'auch am sonntag auf', 'auch am samstag auf', 'nur mo-fr', 'mo-fr', 'mo bis fr', 'mo.-fr.', 'lun-ven', 'lun a ven', 'seg a sex', 'lun a vie',  'شغاله', 'شغالين', 'شغالة', 'shaghala', 'sha3ala', 'shaghaleen',  'mawa3eed', 'mawa3id', 'mwa3eed', 'mawa3eedkom', 'lam viec toi may gio', 'lam viec den may gio', 'toi may gio', 'den may gio', 'tới mấy giờ', 'đến mấy giờ',  'bte2fel', 'bt2fel', 'te2fel', 'bte2flo', 'sa3a kam', 'el sa3a kam', '营也时间', '营也', '几点到几点', 'gone by then', 'are they gone',  'pharmacien va me repondre', 'pharmacien va me répondre', 'va me repondre', 'va me répondre', 'byrudd 3layye', 'fi 7ada byrudd', '7ada byrudd', 'koi milega', 'jawab milega', 'जवाब मिलेगा', 'कितने बजे तक', 'kitne baje tak', 'ghe qua duoc', 'ghe qua dc', 'ghé qua được', 'co lam khong', 'có làm không', 'co lam ko', 'lam viec khong', 'làm việc không', 'erreichbar', 'someone answer*', 'anyone answer*', 'alguien responde', 'alguien contesta', 'quelqu un repond', 'quelqu un répond', 'jemand antwortet', 'alguem responde', 'alguém responde', '有人回', 'koi reply', 'kis time', 'किस टाइम', 'co ai tra loi', 'có ai trả lời', 'may sumasagot', 'chat funciona', 'el chat funciona', 'responde aqui no chat', 'responde aqui no domingo', 'farmaceutico responde', 'farmacêutico responde', 'حد هيرد', 'هيرد عليا', 'هيرد علي', 'استنى للصبح', 'استنى لبكره', 'maftou7a', 'maftu7a', 'maftoo7a', 'maftou7in', 'maftouha', 'wait til morning', 'wait till morning', 'wait until morning', 'wait until the morning', 'wait til the morning', 'wait till the morning', 'actually see it', 'pharmacist see it', 'antwortet dann noch', 'antwortet noch ein', 'erst am nachsten tag', 'erst am naechsten tag', 'erst am nächsten tag', 'hasta la manana', 'hasta mañana temprano', 'jusqu au matin', 'jusqu au lendemain', 'ate de manha', 'até de manhã', 'ate amanha de manha', 'chat fonctionne', 'ce chat fonctionne', 'am wochenende besetzt', 'chat besetzt', 'ins leere', 'الدردشة متاحة', 'الدردشه متاحه', 'متاحة طوال الوقت', 'متاحه طوال الوقت', 'entu fet7in', 'fet7in', 'msakrin', 'chat staffed', 'staffed at', 'is the chat open', 'before you lock up', 'lock up', 'de carne y hueso', 'puro robot', 'es un robot', 'c est un robot', 'robot jusqu', 'so robo', 'só robô', 'robo ate', 'echter mensch', 'nur n bot', 'koi insaan', 'insaan reply', 'co ai rep', 'có ai rep', 'ai rep khong', 'abris los', 'abren los domingos', 'الأحد فاتحين', 'الاحد فاتحين', 'antes de vcs fecharem', 'vcs fecharem', 'abot pa ba', 'khuli milegi', 'dukaan khuli', 'dukan khuli', 'still open', '还开着门', '還開著門', '开着门吗', '你们那天有人', '那天有人嗎', '7ada 7a yrodd', '7ada yrodd', 'emta byeje el saydali', 'qqn qui lit', 'quelqu un qui lit', 'lit les messages', 'le los mensajes', 'lee esto', 'le isso', 'lê isso', 'liest hier', 'human read', 'actual human', 'real person', 'a real person', 'just a bot', 'only a bot', 'is it a bot', '真人', '机器人', '機械人', '機器人', 'nguoi that', 'người thật', 'hay bot', 'may sasagot', 'jawab dega', 'जवाब देगा', 'فيه أحد بيرد', 'فيه احد بيرد', 'احد بيرد', 'أحد بيرد', 'حد بيرد', 'me contesta', 'contesta un farmaceutico', 'le chat marche', 'qui repond le', 'qui répond le', 'alcanzo a llegar', 'alcanzo', 'llego a tiempo', 'khula milega', 'khula rahega', 'band rehta', 'con kip', 'còn kịp', 'wann kann ich vorbeikommen', 'seid ihr morgens da', 'ab wann seid ihr', 'c est jouable', 'entre midi et deux', 'ouverts entre', 'أوقات عملكم', 'اوقات عملكم', 'أوقات العمل', 'اوقات العمل', 'are you open by', 'open by then', 'open po ba', 'bukas po ba', 'bukas ba kayo', 'does someone answer', 'does anyone answer', 'does an actual person answer', 'actual person answer', 'someone answer at night', 'alguien me contesta', 'alguien responde', 'alguien contesta', 'quelqu un qui repond', 'y a quelqu un qui repond', 'quelqu un repond', 'antwortet da jemand', 'antwortet jemand', 'alguem responde', 'alguem me responde', '有人回', '有人回复', '有人覆', 'koi reply karega', 'koi jawab dega', 'may sasagot ba', 'may sumasagot ba', 'co ai tra loi', 'có ai trả lời', 'حد يرد', 'في حد يرد', 'احد يرد', 'betefta7', 'btefta7', 'bitefta7', 'beteftaho', 'jusqu a quelle heure', 'c est ouvert jusqu', 'auch nachts', 'nachts schreiben', 'nachts erreichbar', 'rund um die uhr', 'khul jayegi', 'khul jayega', 'khulegi', 'khulega', 'khulti hai', 'khulta hai', 'khul jati', 'khul jata',
      '有冇開', '有冇开', '开唔开', '開唔開', '开门吗', 'tsakkro', 'ma tsakkro',
      'nachmittags auf', 'samstags auf', 'sonntags auf', 'habt ihr auf', 'auch nachmittags', 'mo tu may gio', 'may gio mo', 'may gio dong', 'mo cua may gio',
      'wann macht ihr', 'wann machen sie', 'wann macht die apotheke', 'wie lange offen', 'wie lange habt ihr', 'wann öffnet', 'wann schließt', 'offe', 'hend ihr offe', 'händ ihr offe', 'zue', 'hasta que hora', 'a que hora abren', 'a que hora cierran', 'jusqu a quelle heure', 'a quelle heure ouvr*', 'a quelle heure ferm*', 'ate que horas', 'que horas abre', 'que horas fecha', 'abrem que horas', '几点开', '几点关', '开门吗', '开着吗', '开不开', '有开吗', '还开吗', '打烊', '开放时间', '营业时间', '开铺', '收铺', '几点收', 'guan men', 'kai men', 'ying ye', 'ji dian kai', 'ji dian guan', 'فاتحين', 'فاتح', 'فاتحه', 'بتفتحو', 'تفتحوا', 'بتقفلوا', 'بتقفلو', 'تقفلوا', 'قافلين', 'مسكرين', 'تسكروا', 'بتسكرو', 'دوامكم', 'دوامكو', 'دوامكن', 'لحد الساعه', 'لغايه الساعه', 'لحد امتي', 'لغايه امتي', 'لامتي', 'الساعه كام تفتح', 'fat7in', 'fat7een', 'fatheen', 'fatheen', 'fate7', 'bteftaho', 'btefta7o', 'bteftahu', 'btefta7u', 'bt2flo', 'bt2felo', 'betsakro', 'btsakro', 'dawamkon', 'dawamkom', 'dawamko', 'dawam', 'band hoga', 'band hogi', 'band hote', 'band hoti hai', 'बंद होगा', 'बंद होगी', 'बंद होते', 'kholte', 'khologe', 'khulenge', 'खोलते', 'खुलेगा', 'खुलेगी', 'dukaan kab', 'shop kab', 'co mo', 'mo toi', 'mo den', 'mo luc', 'mo may gio', 'may gio mo', 'may gio dong', 'dong luc', 'lam viec may gio', 'gio lam',
      'تسكرون', 'تسكر', 'بتسكروا', 'بتفتحوا', 'oras ng pharmacy', 'oras ng botika', 'oras niyo', 'oras nyo', 
      // en
      'schaff ich das', 'schaffe ich das', 'schaff ich es', 'noch zu euch', 'noch vorbeikommen', 'te2flo', 'ma te2flo', 't2flo', 'band hone se pehle', 'band hone se pahle', 'ghe kip', 'toi kip', 'kip khong', 'kip ko',
      'hours', 'hrs', 'hour', 'opening hours', 'business hours', 'store hours', 'open', 'opened', 'opens', 'opening', 'close', 'closed', 'closes', 'closing',
      'open til', 'open till', 'open until', 'timings', 'timing', 'schedule',
      // es
      'horario*', 'abren', 'abre', 'abierto*', 'abierta*', 'cierran', 'cierra', 'cerrado*', 'atienden', 'hora de apertura',
      // fr
      'horaire*', 'ouvert*', 'ouvrez', 'ouvre', 'ouverture', 'fermez', 'ferme', 'fermé*', 'fermeture',
      // de
      'öffnungszeit*', 'geöffnet', 'wann habt ihr', 'wann haben sie', 'macht ihr auf', 'machen sie auf', 'aufmachen', 'zumachen', 'macht ihr zu', 'habt ihr auf', 'habt ihr offen', 'offen', 'öffnet', 'öffnen', 'geschlossen', 'schließt', 'schliesst', 'schließen', 
      // pt
      'horário*', 'funcionamento', 'voces funcionam', 'vcs funcionam', 'funcionam domingo', 'funcionam sabado', 'funcionam ate', 'que horas funcionam', 'abrem', 'aberto*', 'aberta*', 'fecham', 'fecha', 'fechado*',
      // zh
      '营业', '开门', '关门', '开到', '几点开', '几点关', '上班时间', '下班',
      // ar
      'ساعات العمل', 'ساعات الدوام', 'مواعيد', 'الدوام', 'تفتح', 'تفتحون', 'تغلق', 'تغلقون', 'مفتوح', 'مغلق', 'تقفل', 'تقفلون', 'يفتح', 'يغلق',
      // hi
      'khulti', 'khulta', 'khule', 'khula', 'khuli', 'खुली', 'kab tak khul*', 'कब तक खुली', 'कब तक खुला', 'khulegi', 'khulega', 'band hoti', 'band hota', 'खुलती', 'खुलता', 'खुले', 'खुला', 'बंद होती', 'बंद होता', 'समय', 'टाइमिंग',
      // vi
      'mo cua', 'dong cua', 'gio lam viec', 'gio mo cua', 'gio dong cua',
      // tl
      'nagbubukas', 'magbubukas', 'bukas', 'oras nyo', 'oras ninyo', 'oras kayo', 'nagsasara', 'magsasara', 'sarado', 'open ba',
    ],
  },
  HOLIDAY: {
    tier: 3,
    phrases: [ 'accion de gracias', 'acción de gracias', 'thanksgiving', '4 يوليو', 'july 4', '4th of july', 'fourth of july', 'independence day', '3eed', 'el 3eed', 'al 3eed', 'العيد', 'ايام العيد', 'pfingstmontag', 'pfingsten', 'ostermontag', 'karfreitag', 'himmelfahrt', 'fronleichnam', 'reformationstag', 'tag der deutschen einheit', 'heiligabend', 'silvester', 'neujahr',
      '大年初一', '年初一', '除夕', '年三十', '过年', '過年', '春節',
      '感恩节', '感恩節', '国庆节', '中秋节', '春节', 
      '24 12', '25 12', '26 12', '31 12', '12 24', '12 25', '12 31', '24 de diciembre', '25 de diciembre', '31 de diciembre', '24 de dezembro', '25 de dezembro', '24 decembre', '25 decembre', '24 dezember', '31 dezember', 'holiday*', 'public holiday*', 'thanksgiving', 'veterans day', 'mlk day', 'presidents day', 'black friday', 'boxing day', 'christmas eve', 'new year\'s eve', 'july 4th', '4th july', 'halloween', 'juneteenth', 'christmas', 'xmas', 'easter', 'new year', 'new years', 'new year\'s', 'memorial day', 'labor day', 'labour day', 'independence day', 'july 4', '4th of july', 'fourth of july', 'good friday', 'bank holiday',
      'feriado*', 'festivo*', 'dia de muertos', 'dia de los muertos', 'todos los santos', 'nochebuena', 'noche buena', 'reyes', 'dia de la independencia', 'puente', 'navidad', 'año nuevo', 'semana santa', 'pascua', 'dia festivo',
      'férié*', 'noël', 'jour de l\'an', 'toussaint', 'ascension', 'pentecote', '8 mai', '11 novembre', 'reveillon', 'nouvel an', 'pâques', '1er mai', 'premier mai', '14 juillet',
      'feiertag*', 'weihnacht*', 'karfreitag', 'ostermontag', 'tag der deutschen einheit', 'heiligabend', '1 mai', 'maifeiertag', 'ostern', 'neujahr', 'silvester', 'pfingsten',
      'natal', 'ano novo', 'tiradentes', 'finados', 'sexta-feira santa', 'sexta feira santa', 'corpus christi', 'vespera', 'páscoa', 'carnaval',
      '国庆', '春节', '清明', '端午', '劳动节', '五一', '十一', '假期', '放假', '除夕', '节日', '过年', '元旦', '节假日', '假日', '中秋', '圣诞',
      'العيد', 'عيد', 'الفطر', 'الاضحى', 'الاجازه', 'اجازه', 'العطله الرسميه', 'رمضان', 'الاعياد', 'راس السنه',
      'holi', 'diwali', 'dashehra', 'ganesh', 'navratri', 'rakhi', 'दशहरा', 'ईद', '15 august', '26 january', 'eid', 'dussehra', 'त्योहार', 'होली', 'दिवाली', 'chhutti', 'छुट्टी',
      'ngay le', 'tet', 'quoc khanh', 'nghi le', '30 4', 'gio to', 'le tet', 'giang sinh', 'nam moi',
      'pasko', 'bagong taon', 'mahal na araw', 'semana santa', 'holiday', 'araw ng kalayaan', 'noche buena', 'undas', 'piyesta',
    ],
  },
  /** a specific date: weekly opening hours do not answer "are you open on 24 December" */
  DATE: {
    tier: 1,
    phrases: [
      'jan', 'feb', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'dic', 'ene', 'dez', 'janv', 'fevr', 'juil', 'enero', 'ngay le', 'thang 1', 'thang 2', 'thang 9', 'thang 12', 'tháng 1', 'tháng 12', 'disyembre', 'enero', 'hunyo', 'hulyo', 'agosto', 'setyembre', 'oktubre', 'nobyembre', 'pebrero', 'marso', 'abril', 'mayo 1',
      'january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'may 1', 'may 1st', "mother's day", 'mothers day', "father's day", 'fathers day', "valentine's day",
      'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre', 'dia de la madre', 'dia del padre', 'dia de las madres',
      'janvier', 'fevrier', 'avril', 'juin', 'juillet', 'aout', 'septembre', 'octobre', 'decembre', 'fete des meres', 'fete des peres',
      'januar', 'februar', 'marz', 'juni', 'juli', 'oktober', 'dezember', 'muttertag', 'vatertag',
      'janeiro', 'fevereiro', 'marco', 'maio', 'junho', 'julho', 'setembro', 'outubro', 'novembro', 'dezembro', 'dia das maes', 'dia dos pais',
    ],
  },
  REFILL: {
    tier: 3,
    phrases: ['号码在哪里', '编号在哪里', '号码在哪里看', '處方號碼在哪', '处方号码在哪', '號碼在哪', '号码在哪', '编号在哪', '編號在哪', '續領', '续领', '續藥', '續配', '續方', 'nummer vom etikett', 'nummer auf dem etikett', 'die nummer vom rezept', 'brauchts ihr', 'braucht ihr dafur', 'braucht ihr dafür', '處方號碼', '处方号码', 'prescription number', 'rx number', 'numero de receta', 'número de receta', 'numero de l ordonnance', 'numéro de l ordonnance', 'numero da receita', 'número da receita', 'parchi ka number', 'parchi ki bottle', 'bottle pe jo number', 'बोतल पर जो नंबर', 'رقم الروشته', 'رقم الوصفه', 'so toa thuoc', 'số toa thuốc', 'rx number sa bote',  'resurtidos', 'quedan resurtidos', '续一下处方', '续处方', '续方', '续药', 'het luot lay thuoc', 'hết lượt lấy thuốc', 'luot lay thuoc', 'refills remaining', '0 refills', 'mas resurtidos', 'más resurtidos', 'no tiene mas resurtidos', 'volver a surtir', 'filled again', 'get my heart tablets filled', 'tablets filled', 'vuelvan a preparar', 'aviarem outra vez', 'aviarem', 'ravoir mes', 'commander mes medocs', 'commander mes médocs', 'teb2a gahza', 'emta teb2a gahza', 'الدوا جهز', 'الدواء جهز', 'thuoc xong', 'co nhan bao', 'bao thuoc xong', 'no le quedan resurtidos', 'ya no le quedan', '0 renouvellement', 'nao tem mais renovacao', 'não tem mais renovação', 'mais renovação', 'dan zi', '续好', '續好', '把药续', '把藥續', 'mein nachschub', 'nachschub', 'resurtidos', '0 resurtidos', 'plus de renouvellement', 'acabou as renovacoes', 'acabou as renovações', 'اجدد', 'أجدد', 'تجديد الدواء', 'wieder bekommen', 'bekomme ich meine', 'so i m not out', 'not out by', 'down to my last', 'resurtan', 'me resurtan', 'que me resurtan', 'repeticiones', 'cero repeticiones', 'no me quedan repeticiones', 'bestell ich', 'bestelle ich', 'nicht mehr renovacoes', 'mais renovacoes', 'mais renovações', 'nao tem mais renovacoes', 'keine wiederholung', 'keine wiederholungen', 'wiederholung mehr', 'zur neige', 'an neue tabletten', 'an neue kommen', 'wie kommen wir an neue', 'wie komme ich an neue', 'wala nang refill', 'wala ng refill', 'ubos na ang refill',
      'almost finish', 'almost finished', 'more of the same medicine', 'ask for more',
      'renouvelement', 'renouvèlement', 'renovacoes', 'renovações', 'renovacao', 'tekrar', 'yegadded', 'ygadded', 'yegaddedha', 'tagdeed', 'dat lai thuoc', 'dat lai',
      'se me acaba', 'se me acaban', 'se me esta acabando', 'se me estan acabando', 'pedir mas', 'pido mas', 'vuelvo a pedir', 'me quedan pocas', 'me quedan pocos', 'ya no me quedan', 'ya no tengo pastillas', 'redemander', 'redemande', 'les recommander', 'les recommande', 'le recommander', 'la recommander', 'recommander mes', 'commander la suite', 'la suite du traitement', 'la suite de mon traitement', 'la suite de son traitement', 'presque plus de', 'bientot plus de', 'bientot plus', 'reste presque plus', 'a court de', 'neu bestellen', 'wieder bestellen', 'nochmal bestellen', 'neues rezept', 'gehen mir aus', 'geht mir aus', 'fast leer', 'fast aufgebraucht', 'bald leer', 'pedir de novo', 'pedir novamente', 'ta acabando', 'esta acabando', 'quase acabando', 'acabando o remedio', '快用完', '用完了', '快没药', '再拿药', '再拿', '再配', '补药', '续药', '再开药', 'قرب يخلص', 'قربت تخلص', 'يخلص', 'بيخلص', 'رح يخلص', 'خلص الدوا', 'خلصت الدوا', 'خلصت حبوبي', 'اطلب غيره', 'اطلبه مره', 'اطلب مره', 'اطلب كمان', 'اعيد طلب', 'اعاده طلب', 'علبه جديده', 'tajdeed', 'ta2deed', 'khatam hone wali', 'khatam ho rahi', 'khatam ho gayi', 'खत्म', 'dobara mangwa', 'mangwana', 'मंगवाना', 'lay tiep', 'mua tiep', 'lay tiep thuoc', 'ke tiep don', 'lanh thuoc', 'gan het', 'paubos na', 'ubos na', 'naubos', 'mauubos',
      'nachfullung*', 'nachfuellung*', 'nachfüllung*', 'keine nachfullungen', '续配', '续开', 'اعاده صرف', 'إعادة صرف', 'اعاده الصرف', 'repor a receita', 
      'refill*', 'refil', 'refils', 're-fill', 'repeat', 'repeats', 'repeat prescription', 'renew', 'renewal', 'renewed', 'reorder', 're-order', 'top up', 'more of my', 'run out', 'running out', 'ran out', 'out of my', 'almost gone', 'almost out', 'nearly out', 'get more', 'zero refills', '0 refills', 'no refills left',
      'resurtir', 'resurtido', 'recarga', 'recargar', 'reponer', 'reposicion', 'surtir', 'rellenar', 'renovar', 'renovacion', 'volver a pedir', 'pedir otra vez', 'pido otra vez', 'las pido', 'acabando', 'se me acabo', 'se me acabaron',
      'renouveler', 'renouvellement', 'ravoir', 'reste plus', 'en ravoir',
      'dauermedikation', 'dauermedikamente', 'aviar', 'aviar outra vez', 'medicação habitual', 'medicacao habitual', 'erneuern', 'erneuerung', 'bald alle', 'fast alle', 'gehen bald aus', 'gehen aus', 'bestell ich nach', 'nachbestell*', 'sind alle', 'aufgebraucht', 'neue holen', 'neue bekommen', 'nachbestellen', 'nachbestellung', 'nachschub', '~folgerezept', 'wiederholungsrezept', 'nachkaufen',
      'renovação', 'reposição', 'reposicao', 'repor', 'repetir', 'pedir mais', 'pedir de novo', 'acabando', 'acabou',
      '续处方', '续药', '再开', '配药', '快没了', '快吃完', '续方',
      'تجديد', 'اعاده تعبئه', 'تعبئه', 'اطلب المزيد', 'المزيد', 'نفد', 'قارب على الانتهاء', 'ينتهي',
      'dobara', 'fir se', 'phir se', 'रिफिल', 'दोबारा', 'फिर से', 'khatam',
      'mua lai', 'gia han', 'lay lai thuoc', 'lay lai', 'toa cu', 'don cu', 'lay them', 'sap het', 'het thuoc roi', 'da het thuoc', 'gan het thuoc', 'sap het thuoc', 'mua them',
      'magpa-refill', 'magparefill', 'ulit', 'paulit',
    ],
  },
  PRESCRIPTION: {
    tier: 2,
    phrases: [
      'prescription*', 'prescribed', 'script', 'scripts', 'scrip', 'rx', 'presc',
      'receta*', 'recetado', 'ordonnance*', '~rezept', 'receita*', 'prescrição',
      '处方', '药方', 'وصفه', 'الوصفه', 'روشته', 'روشتة',
      'parchi', 'parcha', 'पर्ची', 'प्रिस्क्रिप्शन', 'नुस्खा',
      'don thuoc', 'toa thuoc', 'don cu', 'reseta',
    ],
  },
  SIDE_EFFECT: {
    tier: 3,
    phrases: [ 'el dawa el gdeed', 'el dawa el gded', 'dawa gdeed', 'bey3mely', 'bey3melly', 'bi3melli',  'sau khi uong thuoc', 'sau khi uống thuốc', 'sau khi uong',  'fu zuo yong', 'fuzuoyong', 'recetaron algo nuevo', 'revuelve el estomago', 'le revuelve', 'me revuelve', 'faz mal ao estomago', 'lhe faz mal', 'medicacao nova', 'medicação nova', 'medicamento novo',  'اعراضا مزعجه', 'اعراض مزعجه', 'el dawa el gedid', 'dawa gedid', 'el dawa el jdid', 'me cae mal', 'le cae mal', 'me caen mal', 'cae mal', 'me esta a fazer mal', 'esta me fazendo mal', 'ta me fazendo mal', 'me faz mal', 'le sienta mal', 'les sienta mal', 'nos sienta mal', 'sienta mal', '新开的药', '新開的藥', 'sentando mal', 'me esta sentando mal', 'me está sentando mal', 'sentado mal', 'a3rad el janabiye', 'a3rad janabiye', 'el a3rad el janabiye', 'ne nous reussit pas', 'ne nous réussit pas', 'ne reussit pas', 'nao cai bem', 'não cai bem', 'nao caiu bem', 'não caiu bem', 'changé son médicament', 'change son medicament', 'le cambiaron el remedio', 'desde que le cambiaron', 'mudaram a medicacao', 'mudaram a medicação', 'desde que lhe mudaram', 'bagong gamot ng doktor', 'nayi goli shuru', 'tratamiento nuevo', 'empece un tratamiento', 'empecé un tratamiento', 'mn nhar bdito', 'من نهار بديتو', 'حبوب جديدة', 'حبوب جديده', 'doi thuoc', 'đổi thuốc', 'komisch wirkt', 'wem sag ich bescheid', 'me cae pesimo', 'me cae pésimo', 'remedio nuevo', 'algo raro con un medicamento', 'noto algo raro', 'quand appeler le 911', 'faut appeler le 911', 'appeler le 911', 'ligar para a emergencia', 'ligar para a emergência', '打911', 'call 911 instead', 'dawai khane ke baad', 'دوا جديد', 'me cae pesado', 'me cae pesao', 'cae pesado al estomago', 'neue medis', 'neuen medis', 'dwa jdid', 'had dwa jdid', 'bagong meds', 'bagong gamot ko', 'nouveau traitement', 'neuen tabletten', 'neue tabletten', 'new tablet', 'remedio novo', 'remédio novo', 'nayi goli', 'नई गोली', 'a3rad janebeya', 'a3rad janabeya', 'a3rad gan*', 'a3rad janibiya', 'athar janebeya', 'empezo un medicamento', 'empezó un medicamento', 'empezo una pastilla', 'empezo a tomar', 'empezó a tomar', 'bdat dwa', 'بدا دواء جديد', 'بدات دواء', 'بدأت دواء', 'بدات دوا', 'بدأت دوا', 'started a new', 'started taking', 'a commence un', 'a commencé un', 'hat mit einem neuen', 'comecou um remedio', 'começou um remédio', 'começou a tomar', 'comecou a tomar', 'moi uong thuoc', 'uong thuoc moi', 'nagsimula ng bagong gamot', 'nagsimulang uminom',
      'neben wirkungen', 'neben wirkung',
      'cayendo mal', 'me esta cayendo mal', 'me hace sentir raro', 'sentir raro', 'me cae fatal', 'me sienta mal', 'effet bizarre', 'effets bizarres', 'me reussit pas', 'supporte mal', 'supporte pas', 'nicht bekommt', 'ich vertrag', 'vertrag mein', 'vertrag meine', 'vertrag das', 'vertrag die', 'vertrag den', 'bekommt mir nicht', 'nicht gut vertragen', 'nicht vertragen', 'vertrag ich nicht', 'efeito* secundario*', 'me fez mal', 'me faz mal', 'caiu mal', '不对劲', '不太对劲', '副作用', 'جانبيه', 'اعراض جانبيه', 'اثار جانبيه', 'साइड इफेक्ट', 'साइड-इफेक्ट', 'side effect', 'thuoc ko hop', 'khong hop thuoc', 'ko hop thuoc',
      'medicament nouveau', 'médicament nouveau', 'nehme neue tablette*', 'nehme eine neue tablette*', 'efecto raro', 'efectos raros', 'efecto extrano', 'ever since', 'since i started', 'new med*', 'new pill*', 'new medicine', 'new medication', 'nuevo medicamento', 'pastilla nueva', 'medicina nueva', 'nouveau medicament', 'nouveau médicament', 'neue* medikament*', 'remedio novo', 'remédio novo', 'comecei um remedio', 'comecei um remédio', '新药', 'الدواء الجديد', 'من بديت', 'نئی دوا', 'नई दवा', 'नई दवाई', 'nayi dawai', 'thuoc moi', 'bagong gamot', 
      'side effect*', 'side-effect*', 'sideeffect*', 'side affect*', 'side-affect*', 'since starting', 'since i began', 'since taking',
      'me cae mal', 'me cayo mal', 'me cayó mal', 'jab se', 'जब से', 'nayi dawai se', 'नई दवाई से', 'नई दवा से', 'shuru ki', 'शुरू की', 'desde que empec*', 'desde que comence', 'desde que tomo', 'desde que estoy tomando', 'depuis que j ai commence', 'depuis que je prends', 'seit ich', 'desde que comecei', 'desde que tomo',
      'mula nung uminom', 'mula nang uminom', 'simula nung uminom', 'mula nung ininom', 'tu khi uong', 'tu luc uong', 'tu khi bat dau uong', '吃了以后', '吃了之后', '自从吃', 'adverse', 'reaction*', 'reacting', 'react',  'since i started',
      'efecto* secundario*', 'efectos adversos', 'reaccion*', 
      'effet* secondaire*', 'effet* indesirable*', 'reaction', 
      '~nebenwirkung', 'reaktion', 'unverträglich*', 'wird mir', 'vertrage',
      'efeito* colatera*', 'efeito* adverso*', 'reação', 'reacao', 'deixando', 'me deixa',
      '副作用', '不良反应', '反应', '过敏反应',
      'اثار جانبيه', 'الاثار الجانبيه', 'اعراض جانبيه', 'رد فعل', 'تفاعل تحسسي', 'يسبب لي',
      'साइड इफेक्ट', 'दुष्प्रभाव', 'रिएक्शन', 'side effect', 'reaction', 
      'tac dung phu', 'phan ung', 'bi di ung',
      'epekto', 'side effects', 
    ],
  },
  SYMPTOM: {
    tier: 2,
    phrases: ['müed', 'mued', 'immer mued', 'immer müed',  'doo5a', 'dokha', 'do5a', 'dau5a', 'ghoma2', '3oma2', 'zagha2',  '胃一直不太舒服', '胃不舒服', '不太舒服', 'kho chiu bung', 'khó chịu bụng', 'me3detti', 'me3dti', 'somnolente', 'somnolent', '反胃', '恶心', '噁心', 'chehra ya gala', 'gala sujne', 'chehra sujne', 'saans lene me dikkat', 'saans lene mein dikkat', 'زوري بيتقفل', 'صدري بيوجعني', 'होंठ सूज', 'सांस लेने में दिक्कत', 'namaga mukha', 'namaga ang mukha', 'lalamunan', '喉咙发紧', '喉嚨發緊', '脸肿', '臉腫', '胃里翻江倒海', 'pet kharab', 'estomago revuelto', 'estómago revuelto', 'lakhma', 'لخمة', 'نعاس', 'inaantok', 'buồn ngủ', 'sleepy at my desk', 'platt', 'ko au boulot', 'ulti jaisa', 'ulti', 'لعيان', 'بلعيان', 'queasy', 'schlapp', 'swell up', 'swells up', 'swelling', 'swollen', 'se me hincha', 'hincha la cara', 'me cuesta respirar', 'du mal a respirer', 'brustschmerzen', 'dor no peito', 'chest pain', 'lips and throat', '臉開始腫', '脸开始肿', '喉嚨也緊', 'ينتفخ', 'نفسي ضايق', 'sung moi', 'sưng môi', 'kho tho', 'khó thở', 'namamaga', 'hirap huminga', 'saans phool', 'सांस भी फूल', 'सीने में दर्द', 'chopfweh', 'kerchi', 'f kerchi', 'm9elle9', 'sumasakit tyan', 'sakit tyan', 'queasy', 'sleepy all day', 'somnolent', 'schlecht', 'dor de estomago e sono', 'duele la cabeza', 'le duele la cabeza', 'me duele la cabeza', 'dor na cabeca', 'dói a cabeça', 'doi a cabeca', 'kopf tut weh', 'sakit ng ulo', 'masakit ang ulo niya',
      'kopfweh', 'bauchweh', 'nhuc dau', 'dau bao tu', 'buon non', 'ko on', 'khong on', 'k on', 'sumasakit ulo', 'sumasakit ang ulo', 'masakit ulo', 'masakit ang ulo', 'sakit ulo', 'lost weight', 'lost some weight', 'lost my appetite', 'lost appetite', 'weight loss', 'me siento raro', 'je me sens bizarre', 'sinto estranho', '头晕', '胃不舒服', 'ghabrahat', 'घबराहट', 'chakkar aa',
      'feel off', 'feeling off', 'kinda off', 'feel weird', 'upset', 'stomach ache', 'stomachache', 'stomach hurts', 'mal au ventre', 'mal a l estomac', 'dolor de estomago', 'dolor de panza', 'me duele la panza', 'diarrea', 'bauchweh', 'bauchschmerz*', 'magenschmerz*', 'dor de barriga', 'dor de estomago', '不舒服', '胃疼', '胃痛', '肚子疼', '肚子痛', 'لخبطه', 'لخبطة', 'وجع بطن', 'مغص', 'نعسان', 'पेट दर्द', 'pet dard', 'pet me dard', 'dau bung', 'dau da day', 'sumasakit tiyan', 'sakit ng tiyan', 'masakit tiyan', 
      'nausea', 'nauseous', 'feeling sick', 'feel bad', 'feeling bad', 'feel awful', 'feel terrible', 'me siento mal', 'जी मिचला', 'ji michla', 'jee michla', 'je me sens mal', 'schlecht', 'me sinto mal', 'masama pakiramdam', 'masama ang pakiramdam', 'feel sick', 'felt sick', 'feeling unwell', 'feeling weird', 'feel weird', 'nauseated', 'sick to my stomach', 'vomit*', 'throwing up', 'dizzy', 'dizziness', 'lightheaded', 'drowsy', 'drowsiness', 'sleepy', 'tired', 'headache*', 'rash', 'itchy', 'itching', 'upset stomach', 'diarrhea', 'constipat*', 'insomnia',
      'nauseas', 'mareo*', 'mareado*', 'vomito*', 'somnolencia', 'sueño', 'dolor de cabeza', 'sarpullido', 'comezon', 'diarrea',
      'fatigue', 'fatigué', 'fatiguee', 'dors tout le temps', 'nausee*', 'vertige*', 'somnolence', 'mal de tete', 'mal a la tete', 'maux de tete', 'envie de vomir', 'demangeaison*', 'diarrhee',
      'übel', 'ubel', 'übelkeit', 'schwindel*', 'müde', 'kopfschmerz*', 'ausschlag', 'durchfall', 'juckreiz',
      'enjoo*', 'enjoad*', 'tontura*', 'tonto', 'sonolência', 'sono', 'dor de cabeça', 'coceira', 'diarreia', 'vomitar',
      '恶心', '想吐', '呕吐', '头痛', '头疼', '头晕', '犯困', '嗜睡', '皮疹', '拉肚子', '腹泻',
      'دوخه', 'دوار', 'غثيان', 'صداع', 'نعاس', 'طفح', 'اسهال', 'استفراغ', 'قيء',
      'ulti', 'chakkar', 'sir dard', 'neend', 'khujli', 'उल्टी', 'चक्कर', 'सिर दर्द', 'सिरदर्द', 'नींद', 'खुजली', 'दस्त',
      'chong mat', 'buon non', 'dau dau', 'buon ngu', 'non mua', 'noi man', 'tieu chay',
      'nasusuka', 'nahihilo', 'hilo', 'sakit ng ulo', 'antok', 'inaantok', 'makati', 'pagtatae',
    ],
  },
  GENERIC: {
    tier: 3,
    phrases: ['loai tuong duong', 'loại tương đương', 'thuoc tuong duong', 'thuốc tương đương', 'tuong duong re hon', 'tương đương rẻ hơn', 'gleichwertiges', 'gleichwertige', '等效药', '同等药', 'equivalent medicine', 'cheaper equivalent', 'equivalente mas barato', 'equivalente más barato', 'équivalent moins cher', 'equivalent moins cher', 'equivalente mais barato',  'kaparehong gamot', 'kapareho ng gamot', 'kaparehong gamot ng', 'parehong gamot',  'katumbas', 'mas murang katumbas', 'parehas ng active ingredient', 'pareho ng active ingredient', 'cheaper version', 'same stuff in it', 'same ingredients', 'same active ingredient*', '普通版本', '同样成分', '一样成分', '同樣成分', 'cung thanh phan', 'cùng thành phần', 'sasta version', 'sasta wala', 'sasti wali', 'misma sustancia', 'mismos mg', 'non-brand option', 'non brand option', 'meme molecule', 'même molécule', 'misma molecula', 'misma molécula', 'mesma substancia', 'mesma substância', '平价替代', '平價替代', '便宜的那种', '便宜的那種', '没牌子', '沒牌子', 'non-brand', 'non brand', 'no-name', 'no name version', 'meme chose en moins cher', 'même chose en moins cher', 'kapareho lang', 'na kapareho', 'cheaper equivalent', 'equivalent moins cher', 'équivalent moins cher', 'un equivalent', 'un équivalent', 'equivalente mas barato', 'equivalente más barato', 'equivalente mais barato',
      'genero de mi medicamento', 'el genero de', 'gene rique', 'géné rique', 'mas murang version', 'murang version',
      'same active ingredient', 'same ingredient', 'same salt', 'same composition', 'mismo principio activo', 'misma sustancia activa', 'mismo componente', 'meme principe actif', 'même principe actif', 'meme molecule', 'même molécule', 'gleichen wirkstoff', 'demselben wirkstoff', 'selben wirkstoff', 'gleicher wirkstoff', 'wirkstoffgleich*', 'mesmo principio ativo', 'mesmo princípio ativo', 'mesma substancia', '学名药', '副厂药', '副厂', '非原厂', '成分一样', '成分相同', '同成分', 'جنريك', 'جينيريك', 'جنيريك', 'badeel', 'el badeel', 'gerneric', 'wahi salt', 'same salt wali', 'cung hoat chat', 'thuoc thay the', 'parehong sangkap', 'parehas lang ba epekto', 'pareho lang ba epekto', 'parehas ba epekto', 'pareho ba ang epekto', 'parehong epekto',
      'cheaper version', 'cheaper one', 'cheaper alternative', 'works the same', 'version mas barata', 'version moins chere', 'günstigere variante', 'guenstigere variante', 'versao mais barata', 'mesmo efeito que o de marca', 'epekto ng generic', 'epekto ng branded', 'generic*', 'genric', 'generico*', 'genérico*', 'générique*', 'generique*', 'generika', 'generikum', '~nachahmer', 'biosimilar',
      '仿制药', '仿制', '非专利', '通用名',
      'جنيس', 'جنيسه', 'الجنيس', 'البديل', 'بديل', 'مثيل',
      'जेनेरिक', 'जेनरिक',
      'thuoc generic', 'thuoc tuong duong',
    ],
  },
  BRAND: {
    tier: 2,
    phrases: [
      '原厂', '原厂药', 'asly', 'el asly', 'الاصلي', 'اصلي', 'originalpraparat', 'name-brand',
      'brand*', 'brand-name', 'name brand', 'marca', 'de marca', 'marque', 'princeps', '~markenpräparat', 'original*', 'marke', 'de marca',
      '原研', '品牌', '进口药', 'الماركه', 'ماركه', 'الاصلي', 'ब्रांड', 'ब्रांडेड', 'branded', 'biet duoc', 'thuong hieu',
    ],
  },
  CHEAP: {
    tier: 2,
    phrases: [
      'dinheiro nao ta dando', 'dinheiro não tá dando', 'dinheiro nao da', 'nao tenho dinheiro', 'mais em conta', 'mas murang', 'mas mura',
      'pricey', 'too pricey', 'zu teuer', 'so teuer', 'muy caro', 'muy cara', 'muito caro', 'muito cara', 'trop cher', 'tres cher', '太贵', '好贵', '平啲', '平d', 'غالي', 'غاليه', 'مكلف', 'mehenga', 'mehngi', 'mahanga', 'महंगा', 'महंगी', 'dat qua', 'mac qua', 'sobrang mahal',
      "can't afford", 'cant afford', 'afford', 'no puedo pagar', 'no me alcanza', 'condicoes de pagar', 'condições de pagar', 'nao posso pagar', 'pas les moyens', 'kann mir nicht leisten', 'cheaper', 'cheap', 'cheapest', 'pay less', 'spend less', 'pagar menos', 'gastar menos', 'payer moins', 'weniger zahlen', 'weniger bezahlen', 'less expensive', 'lower price', 'lower cost', 'affordable', 'save money', 'expensive', 'too expensive',
      'barato*', 'barata*', 'más barata', 'economico*', 'moins cher', 'moins chere', 'pas cher', 'économique', 'günstiger', 'billiger', 'günstig', 'preiswert*', 'mais barato', 'mais barata',
      '便宜', '实惠', '太贵', 'ارخص', 'رخيص', 'سعر اقل', 'सस्ती', 'सस्ता', 'sasti', 'sasta', 're hon', 'loai re', 'mura', 'mas mura', 'murang', 'mahal',
    ],
  },
  PRICE: {
    tier: 2,
    phrases: [ 'kitne ki', 'kitne ke', 'kitne mein', 'कितने की', 'giá bao nhiêu', 'gia bao nhieu', 'قديش سعر', 'قديش', 'بقديش', 'il coute combien', 'il coûte combien', 'coute combien', 'was kostet', 'wieviel kostet', 'magkano', 'quanto custa', 'quanto sai','c est combien', 'combien ca coute', 'combien coute', 'combien pour', 'cuanto es', 'cuanto sale', 'quanto e', 'quanto fica', 'free', 'for free', 'free of charge', 'gratis', 'gratuit*', 'payant', 'kostenlos', 'umsonst', 'gratuito', 'gratuita', 'paga', 'pago', '免费', '收费', 'مجاني', 'مجانيه', 'muft', 'मुफ्त', 'mien phi', 'mat phi', 'may bayad', 'libre', 'cobran', 'charge', 'paisa', 'paise', 'पैसा', 'पैसे', 'kharcha', 'खर्चा', 'fee', 'fees', 'price*', 'how much is', 'how much are', 'how much does', 'how much for', 'cost', 'costs', 'pricing', 'precio*', 'cuesta', 'cuanto cuesta', 'prix', 'coute', 'preis*', 'kostet', 'kosten', 'preço', 'custa', '价格', '多少钱', 'سعر', 'السعر', 'بكم$', 'कीमत', 'दाम', 'kitne ka', 'keemat', 'gia bao nhieu', 'bao nhieu tien', 'het bao nhieu', 'ton bao nhieu', 'mat bao nhieu',  'presyo', 'magkano'],
  },
  INTERACTION: {
    tier: 3,
    phrases: ['betet3arad', 'bet3arad', 'tet3arad', 'yet3arad', 'byet3arad', 'btet3arad', 'tata3arad', 'ta3arod', 'بتتعارض', 'تتعارض', 'بيتعارض',  'mixes', 'mixes ok', 'mixes okay', 'mix ok', 'se crucen', 'se cruzan', 'se cruza',  'gegenseitig beeinflussen', 'sich gegenseitig', 'beeinflussen sich', 'nagkakasalungat', 'magkasalungat', 'salungat', 'nagkakasalungat ba', 'milke nuksaan', 'मिलके नुकसान',  'atrapalha o outro', 'um atrapalha', 'se atrapalham', 'mauvais menage', 'mauvais ménage', 'bon menage', 'bon ménage', 'sich das alles vertragt', 'sich das alles verträgt', 'sich das vertragt', 'sich das verträgt', 't3arod', 'تعارض', 'تضارب', 'tafa3ol', 'tafaaol', 'tada5ol', 'tadakhol', 'ob sich das vertragt', 'ob sich das verträgt', 'alles zusammen durchschauen', 'आपस में react', 'aapas me react', 'आपस में रिएक्शन', 'aapas mein reaction', 'aapas me reaction', 'आपस में कोई रिएक्शन', 'verifier les interactions', 'vérifier les interactions', 'faire verifier les', 'faire vérifier les', 'dans la verif', 'dans la vérif', 'schaut ihr das auch durch', 'das auch durch', 'med check', 'the med check', 'coi gium', 'coi giùm', 'nhờ dược sĩ coi', 'does that check cover', 'check cover', 'revision incluye', 'revisión incluye', 'esa revision', 'esa revisión', 'vous les regardez aussi', 'dans la verification', 'dans la vérification', 'la verif de mes', 'pour la verif', 'entram na analise', 'entram na análise', 'essa revisao', 'essa revisão', 'revisao dos remedios', 'revisão dos remédios', 'zahlen da auch', 'zählen da auch', 'se peleen', 'no se peleen', 'batem um com o outro', 'nao batem', 'não batem', 'nagpa-review', 'pag nagpa-review', 'para macheck', 'macheck', 'cho duoc si coi', 'dược sĩ coi', 'duoc si coi', 'تبصوا عليه', 'تبصوا', 'كيس ادويتي', 'كيس أدويتي', 'thaila leke', 'dawaiyon ka thaila', 'pharmacist dekh lenge', '核对一遍', '整体核对', '一起吃会不会', 'ek dusre ko kuch nahi batate', 'kaunsi dawai kiske saath', 'se llevan bien', 'se lleven bien', 'clash karti', 'clash', '打架', '相冲', '相沖', 'combinam', 'se combinam', 'tout est compatible', 'est compatible', 'ichecheck', 'pag-review', 'pag review', 'review nyo', 'checking free', 'medication review', 'med review', 'go through everything', 'im ganzen anschauen', 'tudo bem junto', 'ta tudo bem junto', 'uong chung', 'uống chung', 'ky nhau', 'kỵ nhau',
      'ob sich da was beisst', 'ob sich da was beißt', 'sich beisst', 'sich beißt', 'zusammenpasst', 'zusammen passt', '会不会冲突', '會不會衝突', 'co ky nhau', 'có kỵ nhau', 'ky nhau',
      'bon menage', 'fait bon menage', 'interaksyon', '相互做用', '相互作用', 'ob sich was nicht vertragt', 'ob sich was nicht verträgt', 'sich nicht vertragen', 'sich nicht vertragt', 'sich nicht verträgt',
      'chocan', 'se pueden mezclar', 'zusammen passt', 'zusammenpasst', 'passt zusammen', 'zusammen passen', '~medikationscheck', 'medikationsanalyse', 'revisao de medicacao', 'revisão de medicação', 'revisao de medicamentos', 'tomar tudo junto', 'react with', 'reacts with', 'react with each other', 'reaccionan entre', 'reagissent entre', 'reagieren miteinander', 'reagem entre', '交互作用', '交互', '用药审查', '用药评估', '药物重整', '相互影响', '冲不冲突', 'تتعارض', 'يتعارض', 'تعارض', 'تداخل', 'تتداخل', 'aapas me react', 'aapas mein react', 'आपस में रिएक्ट', 'ek dusre se react', 'medicine review', 'dawai review', 'dawa review', 'medicine check', 'dawai check', 'dawaiyon ki jaanch', 'ra soat thuoc', 'ra soat', 'tuong ky',
      'choquen', 'no choquen', 'conflito', 'conflict*', 'conflicts', 'medis vertragen', 'untereinander', 'टकराव', 'tak raav', 'takrav', 'تداخلات', 
      'interact*', 'interfere*', 'medication review', 'med review', 'review my med*', 'review my pill*', 'check my med*', 'check my pill*', 'go over my med*', 'drug interaction*', 'mix', 'mixing', 'combine', 'combining', 'combination', 'compatible', 'clash',
      'interaccion*', 'interactuan', 'interactua*', 'mezclar*', 'revisar mis medicamentos', 'revisen mis medicamentos', 'checar mis medicamentos', 'revision de medicamentos', 'revisión de medicamentos', 'combinar',
      'interagi*', 'interagissent', 'interaction*', 'melanger', 'verifier mes medicaments', 'vérifier ses médicaments', 'verifier ses medicaments', 'bilan de medication', 'bilan médicamenteux', 'faire verifier', 'contre-indication*',
      '~wechselwirkung', 'zusammenpassen', 'vertragen sich', 'sich vertragen', 'medikamente vertragen', 'miteinander vertragen', 'untereinander vertragen', 'medikamenten-check', 'medikamentencheck', 'medikamente checken', 'medikamente prüfen', 'kombinieren',
      'interagem', 'interagir', 'revisao dos medicamentos', 'revisão dos medicamentos', 'revisar meus remedios', 'tomar junto', 'tomar juntos', 'tomar juntas', 'lista dos meus remedios', 'lista de meus remedios', 'interação', 'interações', 'interacao', 'interacoes', 'misturar',
      '相互作用', '药物核查', '核查药物', '查药物', '冲突', '相冲', '配伍',
      'تداخل*', 'التداخلات', 'تعارض', 'تتعارض', 'مراجعه الادويه', 'مراجعه ادويتي', 'تفاعل', 'التفاعلات', 'تتفاعل',
      'इंटरैक्शन', 'interaction', 'साथ में लेना', 'saath mein lena', 'sath me lena', 'dawaiyon ka review', 'दवाइयों का रिव्यू',
      'tuong tac', 'ky nhau', 'kiem tra thuoc', 'kiểm tra thuốc',
      'pagsabayin', 'pagsasabay', 'magkasama', 'pag-review ng gamot', 'pagreview ng gamot', 'review ng gamot',
    ],
  },
  TOGETHER: {
    tier: 2,
    phrases: [ 'm3 ba3d', 'ma3 ba3d', 'maa ba3d', 'مع بعض', 
      'uong chung',
      'के साथ ले', 'ke saath le', 'ke sath le', 'ke saath lu', 'ke sath lu', 'aapas me', 'aapas mein', 'आपस में', 'saath me', 'sath me', 'saath mein', 'साथ में', 'sab saath', '一齐', 'ob das zusammen', 'tudo junto', 'tout ensemble', 'todo junto', 'lahat sabay','untereinander', 'together', 'each other', 'with each other', 'juntos', 'juntas', 'entre si', 'ensemble', 'entre eux', 'zusammen', 'miteinander', 'junto', 'juntos', '一起', '同时', 'معا', 'مع بعض', 'ek saath', 'ek sath', 'एक साथ', 'saath mein', 'cung luc', 'cung nhau', 'voi nhau', 'sabay'],
  },
  VACCINE: {
    tier: 3,
    phrases: [ 'ta63eem', 'ta6eem', 'tat3eem', 'ta3eem', 'tat3im', 'ابره الكريب', 'ابرة الكريب',  'फ्लू शॉट', 'flu shot', 'फ्लू का टीका', 'lich tiem', 'dat lich tiem', 'di tiem', 'la2a7', 'la2a7 el grippe', 'يتطعموا', 'يتطعمو', 'chich o cho minh', 'chích ở chỗ mình', 'إبرة بتحميني', 'ابره بتحميني', 'ابره تحميني', 'injection lagwa', 'injection lagate', 'tinuturok', 'may tinuturok', 'chich gi phong', 'chích gì phòng', 'mui phong', 'mũi phòng', 'ta6eem', 'el ta6eem', 'مصل الانفلونزا', 'مصل', 'vacunarnos', 'vacunarme', 'vacunar', 'antigripal', 'la antigripal', 'pabakunahan', 'magpabakuna', 'pabakunahan anak', 'بتطعموا', 'بتطعمو', 'تطعموا', 'تطعمو', 'اطعم', 'طعم ولادي', 'ta3met', 'ta3meem', 'tat3eem', 'ta3meen', 'el ta3met',
      'ta3em', 'ta3eem', 'tat3eem', 'ta3em el flu',
      'refuerzo', 'reforco', 'reforço', 'dose de rappel', 'rappel du vaccin', 'auffrischung', '加强针', '流感针', '新冠针', '预防针', '疫苗针', 'ابره الانفلونزا', 'ابره انفلونزا', 'ابره الكورونا', 'حقنه الانفلونزا', 'حقنه انفلونزا', 'مطعوم', 'المطعوم', 'تطعيم الانفلونزا', 'tika lagwana', 'teeka lagwana', 'vaccine lagwa', 'टीकाकरण', 'tiem ngua cum', 'chich ngua cum', 'magpaturok', 'turok',
      'vaccin*', 'vacine', 'vax', 'vaxx', 'shot', 'shots', 'jab', 'jabs', 'immuniz*', 'immunis*', 'booster',
      'vacuna*', 'vacunan', 'vacunar*', 'inmuniza*',
      'vaccin*', 'vacciner', 'vaccinez',
      '~impf', 'impfen', 'impft',
      'vacina*', 'vacinar*', 'vacinação',
      '疫苗', '打针', '接种', '打流感',
      'لقاح*', 'اللقاح', 'اللقاحات', 'تطعيم', 'التطعيم', 'تطعيمات',
      'टीका', 'टीके', 'वैक्सीन', 'tika', 'teeka', 'vaccine',
      'vac xin', 'vacxin', 'tiem phong', 'tiem chung', 'tiem ngua', 'chich ngua', 'chích ngừa', 'tiem cum', 'tiêm cúm', 'tiem vac xin', 'tiem vaccine', 'تطعمون', 'تطعيم الاطفال',
      'bakuna', 'nagbabakuna', 'magpabakuna', 'pabakuna', 'flu shot',
    ],
  },
  TRAVEL_VACCINE: {
    tier: 3,
    phrases: [ 'vph', 'hpv', 'papiloma*', 'gardasil', 'التيفوئيد', 'التيفويد', 'تيفوئيد', 'تيفويد', 'الحصبه', 'fievre typhoide', '~tollwut', '~gelbfieber', '~typhus', 'tollwutimpfung', 'hepa a', 'hep a', 'hepatitis a', 'uuwi kami', 'uuwi ako', 'pauwi ng pinas', 'pauwi kami', 'bakasyon sa pinas', 'dengue', 'qdenga', 'japanese enceph*', 'viem nao nhat ban', 'encefalite', 'encephalite', 'enzephalitis',
      'meningitis', 'meningococ*', 'الحمى الشوكيه', 'الحمى الشوكية', 'السحايا', 'للحج', 'العمره', 'hajj', 'umrah', 
      'for travel', 'for my trip', 'before my trip', 'before i travel', 'travel vaccine', 'africa', 'para viajar', 'pour voyager', 'avant mon voyage', 'fur die reise', 'für die reise', 'vor der reise', 'para viagem', 'antes da viagem', 'pang travel', 'bago bumiyahe', 'bago ako bumiyahe', 'yellow fever', 'typhoid', 'rabies', 'japanese encephalitis', 'cholera', 'travel vaccin*', 'travel shot*', 'travel jab*', 'malaria', 'shingles', 'shingrix', 'zoster',
      'fiebre amarilla', 'tifoidea', 'rabia', 'colera', 'vacuna* de viaje', 'viajero', 'fievre jaune', 'typhoide', 'rage', 'vaccin* du voyageur', 'zona',
      '~gelbfieber', 'typhus', 'tollwut', '~reiseimpf', 'gürtelrose', 'guertelrose', 'febre amarela', 'tifoide', 'raiva', 'vacina* de viagem', 'herpes zoster', 'cobreiro',
      '黄热病', '伤寒', '狂犬', '霍乱', '疟疾', '带状疱疹', 'الحمى الصفراء', 'التيفود', 'السعار', 'داء الكلب', 'الملاريا', 'पीला बुखार', 'रेबीज', 'टाइफाइड',
      'येलो फीवर', 'yellow fever ka', 'पीत ज्वर', 'sot vang', 'thuong han', 'zona than kinh', 'rabies shot', 'anti-rabies', 'anti rabies',
    ],
  },
  /** "refill early", "before the date": with a refill, an early refill (an insurance rule the entries do not state) */
  EARLY: {
    tier: 1,
    phrases: [ 'badri', 'bakkir', 'todavia no me toca', 'todavía no me toca', 'aunque todavia no', 'aunque todavía no', 'no me toca todavia', 'schon fruher', 'schon früher', 'while i m away', 'when i m away', 'while i am away', 'before i leave', 'before my trip', 'estando alla', 'estando allá', 'estando fuera', 'antes de irme', 'antes de viajar', 'avant de partir', 'quand je serai parti', 'wenn ich weg bin', 'vorher', 'quando eu estiver fora', 'antes de ir', 'time se pehle', 'pehle mil', 'sans attendre', 'ohne neues rezept', 'schon jetzt', 'noch nicht leer', 'not due yet', 'isnt due', 'is not due', 'no me toca todavia', 'pas encore fini','early', 'earlier', 'sooner', 'ahead of time', 'before the date', 'before it s due', 'before its due', 'antes de tiempo', 'antes de la fecha', 'adelantado', 'plus tot', 'plus tôt', 'en avance', 'avant la date', 'fruher', 'früher', 'vorzeitig', 'antes da data', 'antes do tempo', 'mais cedo', 'adiantado', 'بكير', 'بدري', 'قبل موعده', 'قبل الموعد', 'jaldi', 'advance me', 'som', 'sớm', 'truoc han', 'maaga', 'mas maaga', 'agahan', '提前', '早啲', '早点', '早點', 'ahead'],
  },
  /** the patient leaflet that comes with a medicine ("the paper that lists the side effects") */
  LEAFLET: {
    tier: 3,
    phrases: ['leaflet', 'package insert', 'patient information', 'info sheet', 'information sheet', 'paper that lists', 'paper that came with', 'the paper with', 'another copy', 'new copy', 'prospecto', 'otra copia', 'la notice', 'une notice', 'autre exemplaire', 'beipackzettel', 'packungsbeilage', 'waschzettel', 'bula', 'a bula', 'outra via', '说明书', '說明書', 'النشره', 'النشرة', 'نشره الدواء', 'parcha jo dawai', 'to huong dan', 'tờ hướng dẫn', 'huong dan su dung', 'papel na kasama'],
  },
  /** a record, a certificate, a printout or the patient's file: a document the entries do not offer */
  RECORDS: {
    tier: 3,
    phrases: [ 'ورقه فيها كل التطعيمات', 'كل التطعيمات اللي', 'شهاده تطعيم', 'سجل التطعيمات', 'vaccination record*', 'immunization record*', 'vaccine record*', 'carnet de vacunacion', 'carnet de vacunación', 'carnet de vaccination', 'impfpass', 'cartao de vacina', 'cartão de vacina', 'carteira de vacinacao', '疫苗记录', '接种记录', 'so tiem', 'sổ tiêm', 'vaccination card', 'comprovativo', 'declaracao', 'declaração','dans mon dossier', 'noté dans mon dossier', 'note dans mon dossier', 'in my record', 'in my file', 'on my file', 'on my record', 'en mi expediente', 'en mi historial', 'in meiner akte', 'in meiner kartei', 'na minha ficha', 'no meu cadastro', 'vaccination record', 'vaccine record', 'immunization record', 'immunisation record', 'shot record', 'copy of my', 'copy of her', 'copy of his', 'certificate', 'proof of', 'printout', 'print out', 'print me', 'print a list',
      'cartilla de vacunacion', 'cartilla de vacunación', 'certificado', 'constancia', 'comprobante', 'imprimir', 'imprimirme', 'carnet de vacunas', 'attestation', 'certificat', 'carnet de vaccination', 'imprimer', 'm imprimer', 'nachweis', 'bescheinigung', 'impfpass', 'impfausweis', 'ausdrucken', 'ausdruck',
      'comprovante', 'atestado', 'carteira de vacinacao', 'carteira de vacinação', 'cadastro', 'registrado', 'ficar registrado', '证明', '證明', '开个证明', '接种记录', '疫苗本', '打印', 'شهاده', 'شهادة', 'كرت التطعيم', 'طباعه', 'printout', 'print', 'certificate chahiye', 'in ra', 'giay chung nhan', 'giấy chứng nhận', 'so tiem chung', 'sổ tiêm chủng', 'record ng bakuna', 'i-print', 'iprint'],
  },
  /** a refill programme, a 90-day supply: an arrangement the entries do not offer */
  REFILL_PROGRAM: {
    tier: 3,
    phrases: ['automatic refill*', 'auto refill*', 'auto-refill*', 'autorefill', 'refill reminder*', '90 day supply', '90 days supply', '90-day supply', '90 day', '3 month supply', 'resurtido automatico', 'resurtido automático', 'programa de resurtido', 'renouvellement automatique', 'automatische nachbestellung', 'automatische nachlieferung', 'refil automatico', 'reposição automática', 'reposicao automatica', '自动续药', '自動續藥', 'تجديد تلقائي', 'auto refill', 'tu dong', 'tự động'],
  },
  /** a pharmacist who speaks the patient's language */
  LANGUAGE_SERVICE: {
    tier: 3,
    phrases: ['speaks spanish', 'speak spanish', 'speaks vietnamese', 'speaks arabic', 'speaks chinese', 'speaks tagalog', 'speaks hindi', 'habla espanol', 'habla español', 'hablan espanol', 'hablen español', 'parle francais', 'parle français', 'spricht deutsch', 'spricht turkisch', 'fala portugues', 'fala português', '会说中文', '會說中文', '讲广东话', '講廣東話', 'يتكلم عربي', 'يحكي عربي', 'بيتكلم عربي', 'hindi bolne', 'hindi bolta', 'noi tieng viet', 'nói tiếng việt', 'tieng viet', 'marunong mag-tagalog', 'nagsasalita ng tagalog', 'arabic-speaking', 'arabic speaking', 'vietnamese-speaking', 'spanish-speaking'],
  },
  /** another pharmacy for when this one is closed, a drive-thru */
  OTHER_PHARMACY: {
    tier: 3,
    phrases: [ 'drop box', 'drop-box', 'dropbox', 'buzon', 'buzón', 'boite aux lettres', 'boîte aux lettres', 'briefkasten', 'caixa de correio','di dau mua', 'đi đâu mua', 'where else', 'where can i go', 'where do i go', 'pharmacie de garde', 'notdienst', 'notapotheke', 'apotheken-notdienst', 'farmacia de turno', 'farmacia de guardia', 'farmácia de plantão', 'farmacia de plantao', '24 hour pharmacy', '24-hour pharmacy', '24h pharmacy', 'drive-thru', 'drive thru', 'drive-through', 'drive through', 'autoservicio', '值班药房', 'صيدليه مناوبه', 'صيدلية مناوبة', 'night chemist'],
  },
  /** a messaging app or an e-mail address to send things to */
  CONTACT_CHANNEL: {
    tier: 3,
    phrases: ['whatsapp', 'whats app', 'wa number', 'email address', 'e-mail address', 'your email', 'tu correo', 'correo electronico', 'correo electrónico', 'adresse mail', 'adresse e-mail', 'e-mail-adresse', 'mailadresse', 'seu email', 'seu e-mail', '微信', 'wechat', 'line id', 'viber', 'zalo', 'واتساب', 'واتس', 'الايميل', 'ایمیل'],
  },
  /** who makes a medicine, where it comes from */
  MANUFACTURER: {
    tier: 3,
    phrases: ['manufacturer', 'manufactured', 'who makes', 'which company makes', 'which company', 'made in', 'where are they made', 'fabricante', 'que laboratorio', 'qué laboratorio', 'fabricant', 'quel laboratoire', 'hersteller', 'welcher hersteller', 'wo hergestellt', 'que laboratório', 'fabricado', 'fabricados', '药厂', '藥廠', '哪个厂', '哪個廠', '生产的', '生產的', '产地', '產地', '印度产', '印度產', 'الشركه المصنعه', 'الشركة المصنعة', 'مصنوع', 'صنع', 'किस कंपनी', 'kis company', 'कंपनी की', 'बनती हैं', 'banti hain', 'made in india', 'nhap tu', 'nhập từ', 'nuoc nao', 'nước nào', 'hang nao san xuat', 'saan gawa', 'gawa sa', 'gawa ba sa'],
  },
  SUPPLEMENT: { tier: 1, phrases: ['supplement*', 'vitamin*', 'suplemento*', 'complement* alimentaire*', 'nahrungserganzung*', 'nahrungsergänzung*', 'suplemento*', '保健品', 'مكملات', 'مكملات غذائيه', 'सप्लीमेंट', 'thuc pham chuc nang', 'thực phẩm chức năng', 'thuc pham bo sung'] },
  BP_CHECK: {
    tier: 3,
    phrases: ['اقيس السكر', 'أقيس السكر', 'نقيس السكر', 'قياس السكر', 'تحليل السكر', 'افحص السكر', 'check my sugar', 'check my blood sugar', 'blood sugar check', 'blood sugar test', 'sugar test', 'glucose test', 'test my sugar', 'medir el azucar', 'medir el azúcar', 'medir la glucosa', 'prueba de glucosa', 'glucometria', 'mesurer ma glycemie', 'mesurer ma glycémie', 'test de glycemie', 'test de glycémie', 'blutzucker messen', 'blutzuckermessung', 'zucker messen', 'medir a glicose', 'medir o acucar', 'medir o açúcar', 'medir a glicemia', 'teste de glicemia', '测血糖', '量血糖', '測血糖', 'sugar check', 'sugar test karwa', 'sugar check karwa', 'शुगर चेक', 'शुगर टेस्ट', 'do duong huyet', 'đo đường huyết', 'thu duong huyet', 'thử đường huyết', 'check ng sugar', 'magpa-check ng sugar', 'pacheck ng sugar', 'cbg', 
      'check ng bp', 'magpa check ng bp', 'magpacheck ng bp', 'pa check ng bp', 'bp ko','blood pressure check*', 'check my blood pressure', 'bp check', 'take my blood pressure', 'tomar la presion', 'medir la presion', 'prise de tension', 'prendre la tension', 'blutdruck messen', 'blutdruckmessung', 'medir a pressao', 'aferir a pressao', '量血压', 'قياس الضغط', 'بي पी चेक', 'bp check karte', 'do huyet ap', 'đo huyết áp', 'kuha ng bp', 'magpa-bp', 'magpakuha ng bp'],
  },
  FLU: { tier: 1, phrases: [ 'الكريب', 'كريب', 'الكريپ', 'grippe shot',  'antigripal','flu', 'influenza', 'gripe', 'grippe', '~grippe', 'gripa', '流感', 'انفلونزا', 'الانفلونزا', 'الانفلونزا الموسميه', 'फ्लू', 'cum', 'trangkaso'] },
  COVID: { tier: 1, phrases: ['covid*', 'corona*', 'coronavirus', 'sars-cov-2', '新冠', 'كورونا', 'كوفيد', 'कोविड', 'कोरोना'] },
  DELIVERY: {
    tier: 3,
    phrases: ['courier', 'couriers', 'courier se', 'kurier', 'coursier', 'lalamove', '~lalamove', 'grab express', 'grabexpress', 'angkas', 'borzo', 'mr speedy', 'rappi', 'ifood', 'glovo', 'uber eats', 'ubereats', 'doordash', 'motoboy', 'motoqueiro', 'mensajeria', 'mensajería', 'mensajero', 'dunzo', 'swiggy', 'blinkit', 'zepto', 'porter se', 'shipper', 'ship cod', 'grab giao', 'ahamove', '闪送', '跑腿', 'مرسول', 'مندوب توصيل', 'कूरियर',  'mail my', 'post my',  'per post', 'per post zugeschickt', 'zugeschickt', 'zuschicken', 'by mail', 'in the mail', 'mail it', 'mail them', 'por correo', 'par la poste', 'par courrier', 'pelo correio', 'por correio', 
      'manden a la casa', 'me lo manden', 'a domicilio', 'mandar a mi casa', '寄到', '寄过来', '寄過來', '邮寄', '快递',
      '~deliver', 'ghar par', 'ghar pe', 'ghar tak', 'घर पर', 'घर तक', 'tan nha', 'giao', 'ship', '上门', '送到家', '外卖', 'توصلون', 'توصلوا', 'توصلو', 'يوصل', 'ديليفري', 'دليفري', 'envian', 'mandan a casa', 'tele-entrega', 'hauslieferung','deliver*', 'delivery', 'shipping', 'ship', 'mail order', 'by mail', 'home delivery', 'entrega*', 'a domicilio', 'domicilio', 'envio', 'livraison', 'livrer', 'livrez', '~liefer', 'zustellung', 'entregam', 'entregar', '送货', '配送', '送药', '快递', 'توصيل', 'التوصيل', 'डिलीवरी', 'home delivery', 'giao hang', 'giao thuoc', 'ship thuoc', 'padala', 'magpadala'],
  },
  /** a discount or a discount card (seniors, students, a loyalty card): a policy the entries do not state */
  DISCOUNT: {
    tier: 2,
    phrases: ['discount*', 'senior citizen', 'senior discount', 'loyalty card', 'coupon*', 'descuento*', 'cupon', 'cupón', 'tarjeta de puntos', 'remise', 'reduction senior', 'carte de fidelite', 'carte de fidélité', 'rabatt*', 'kundenkarte', 'treuekarte', 'desconto*', 'cartao fidelidade', 'cartão fidelidade', '优惠', '會員卡', '会员卡', 'خصم', 'تخفيض', 'كوبون', 'chhoot', 'छूट', 'giam gia', 'giảm giá', 'the thanh vien', 'thẻ thành viên', 'senior card', 'pwd discount', 'diskwento'],
  },
  /** a pill that looks different (colour, shape, size): a question about this pack, not about generics in general */
  APPEARANCE: {
    tier: 2,
    phrases: ['look different', 'looks different', 'different colou*', 'changed colou*', 'new colou*', 'different shape', 'different size', 'cambio de color', 'cambió de color', 'color diferente', 'otro color', 'se ve diferente', 'forma diferente', 'change de couleur', 'couleur differente', 'couleur différente', 'autre couleur', 'forme differente', 'andere farbe', 'sieht anders aus', 'andere form', 'mudou de cor', 'cor diferente', 'outra cor', 'formato diferente', '颜色不一样', '颜色变了', '变色', '形状不一样', 'لون مختلف', 'لونها تغير', 'لونه تغير', 'شكلها مختلف', 'rang alag', 'rang badal', 'रंग अलग', 'रंग बदल', 'khac mau', 'khác màu', 'doi mau', 'đổi màu', 'iba ang kulay', 'iba na ang kulay', 'iba yung kulay'],
  },
  /** a list of prices, or a prescription sent electronically or through an app: services the entries do not state */
  PRICE_LIST: {
    tier: 2,
    phrases: ['price list', 'pricelist', 'prices list', 'list of prices', 'lista de precios', 'liste des prix', 'liste de prix', 'preisliste', 'tabela de precos', 'tabela de preços', 'lista de precos', '价格表', '价目表', 'قائمه الاسعار', 'قايمه الاسعار', 'प्राइस लिस्ट', 'रेट लिस्ट', 'rate list', 'bang gia', 'bảng giá'],
  },
  E_PRESCRIPTION: {
    tier: 2,
    phrases: ['e-prescription*', 'eprescription*', 'e prescription*', 'electronic prescription*', 'e-script', 'escript', 'receta electronica', 'receta electrónica', 'receta digital', 'ordonnance electronique', 'ordonnance électronique', 'ordonnance numerique', 'e-rezept', 'erezept', 'e rezept', 'receita digital', 'receita eletronica', 'receita eletrônica', '电子处方', '電子處方', 'وصفه الكترونيه', 'روشته الكترونيه', 'ई प्रिस्क्रिप्शन', 'don thuoc dien tu', 'đơn thuốc điện tử', 'e-reseta'],
  },
  INSURANCE: {
    tier: 3,
    phrases: ['farmacia popular', 'farmácia popular', 'programa farmacia popular', 'aqui tem farmacia popular', 'philhealth', 'ayushman', 'ayushman card', 'cghs', 'esic', 'seguro popular', 'imss', 'issste', 'insabi', 'obra social', 'pami', 'eps', 'bhyt', 'the bhyt', 'thẻ bhyt', 'bao hiem y te', 'bảo hiểm y tế', '医保卡', '醫保', '社保卡', 'hmo', 'maxicare', 'intellicare', 'senior citizen booklet',  'zuzahlung*', 'zuzahlungsbefreit', 'zuzahlungsbefreiung', 'belastungsgrenze', 'von der zuzahlung',  'plan would pay', 'plan will pay', 'plan pays', 'plan would cover', 'التامين بيغطيه', 'التأمين بيغطيه', 'insurance would pay', 'insurance will pay', 'insurance pay for', 'insurance pays', 'insurance to pay','insurance', 'insurer', 'insured', 'coverage', 'medicare', 'medicaid', 'blue cross', 'aetna', 'cigna', 'copay', 'co-pay', 'seguro', 'aseguranza', 'mutuelle', 'carte vitale', 'tiers payant', '~versicherung', 'krankenkasse', 'plano de saude', 'convenio', 'convênio', '保险', '医保', 'تامين', 'التامين', 'बीमा', 'insurance', 'bao hiem', 'philhealth', 'hmo'],
  },
  LOCATION: {
    tier: 2,
    phrases: ['where are you', 'where r u', 'where is', 'wheres', 'where s the', 'where exactly', 'whereabouts', 'where you at', 'address', 'located', 'location', 'directions', 'donde', 'direccion', 'ubicad*', 'ubicacion', 'ou se', 'ou est', 'ou etes', 'adresse', 'se trouve', 'situe*', 'wo ist', 'wo sind', 'wo seid', 'wo liegt', 'wo befindet', 'wo genau', 'wo finde ich euch', 'wo kann', 'wo gibt', 'anschrift', 'onde', 'endereco', 'onde fica', 'localizad*', '哪里', '在哪', '地址', '位置', 'اين', 'عنوان', 'موقع', 'kahan', 'kaha', 'kidhar', 'कहां', 'कहाँ', 'पता', 'o dau', 'dia chi', 'cho nao', 'saan', 'nasaan', 'banda',
      // somewhere near the patient: another place, not this pharmacy's hours ("a 24-hour pharmacy nearby?")
      'nearby', 'near me', 'around here', 'close to me', 'around downtown', '附近', '周边', 'paas me', 'paas mein', 'aas paas', 'malapit sa inyo', 'malapit dito', 'cerca de aqui', 'por aqui cerca', 'cerca de mi casa', 'pres de chez moi', 'a proximite', 'in der nahe', 'in meiner nahe', 'perto de mim', 'por perto', 'gan day', 'gan nha', 'قريب مني', 'قريبه مني'],
  },
  PARKING: {
    tier: 3,
    phrases: [
      'gui xe', 'cho gui xe', 'cho dau xe', 'bai xe', 'dau xe','parking', 'park', 'parken', '~parkpl', 'estacionamiento', 'estacionar', 'aparcamiento', 'aparcar', 'stationnement', 'se garer', 'garer', 'estacionamento', 'estacionar', '停车', 'موقف', 'مواقف', 'ركن السياره', 'पार्किंग', 'dau xe', 'do xe', 'bai xe', 'paradahan', 'magpark'],
  },
  PAYMENT: {
    tier: 3,
    phrases: [ 'the tin dung', 'thẻ tín dụng', 'tra bang the', 'trả bằng thẻ', 'quet the', 'quẹt thẻ', 'credit card*', 'debit card*', 'card', 'cards', 'pay', 'payment*', 'cash', 'apple pay', 'paypal', 'tarjeta*', 'pagar', 'formas de pago', 'forma de pago', 'metodo de pago', 'metodos de pago', 'pago con', 'pago en', 'efectivo', 'carte bancaire', 'carte bleue', 'paiement', 'payer', 'especes', 'mit karte', 'per karte', 'karte zahlen', 'karte bezahlen', 'nehmt ihr karte', 'nehmen sie karte', 'ec-karte', 'ec karte', '~kreditkart', '~girokart', '~bankkart', '~kartenzahl', 'ec karte', 'bezahlen', 'zahlen',  'cartao', 'cartão', 'dinheiro', 'pix', '刷卡', '付款', '支付', '微信', '支付宝', 'بطاقه', 'الدفع', 'دفع', 'نقدا', 'कार्ड', 'भुगतान', 'upi', 'paytm',  'thanh toan', 'tien mat', 'bayad', 'gcash'],
  },
  SELL: {
    tier: 2,
    phrases: [
      'available', 'availability', 'disponible*', 'en existencia', 'en stock', 'vorratig', 'vorrätig', 'auf lager', 'lieferbar', 'em estoque', 'no estoque', 'disponivel', '现货', '有货', '库存', 'متوفر', 'متوفره', 'stock me', 'stock mein', 'stock hai', 'stock ba', 'uplabdh', 'con hang', 'het hang', 'co san', 'may stock', 'available ba','sell', 'sells', 'selling', 'in stock', 'out of stock', 'carry', 'rent', 'rental', 'lend', 'venden', 'vende', 'alquilan', 'alquiler', 'vendez', 'louez', 'location de', 'verkauft', 'verkaufen', 'verleih*', 'vermiet*', 'vendem', 'vende', 'alugam', 'aluguel', '卖', '出售', '有货', '租', 'تبيع', 'تبيعون', 'بيع', 'تاجير', 'bechte', 'bechti', 'bechta', 'बेचते',  'co ban', 'cho thue', 'nagbebenta', 'benta', 'binebenta', 'paupahan'],
  },
  EQUIPMENT: {
    tier: 3,
    phrases: ['wheelchair*', 'crutch*', 'walker', 'cane', 'silla* de ruedas', 'muletas', 'fauteuil* roulant*', 'bequilles', '~rollstuhl', '~rollstühle', 'gehhilfe', 'cadeira* de rodas', 'muletas', '轮椅', '拐杖', 'كرسي متحرك', 'الكراسي المتحركه', 'كراسي متحركه', 'عكاز', 'व्हीलचेयर', 'wheel chair', 'xe lan', 'cay nang', 'nang chong', 'nang go'],
  },
  /** medicines for animals: a vet's prescription is not the patient's refill */
  VETERINARY: {
    tier: 3,
    phrases: [
      'con cho', 'cho meo', 'con meo', 'meo', 'قطط', 'كلاب', 'للقطط', 'للكلاب', 'kutte ki', 'billi ki', 'vermifuge', 'wurmkur',
      'dog', 'dogs', 'dog s', 'puppy', 'cat', 'cats', 'kitten', 'my pet', 'pet s', 'pets', 'vet', 'vets', 'veterinar*', 'carprofen', 'rimadyl', 'apoquel', 'nexgard', 'bravecto', 'simparica', 'heartgard', 'frontline', 'flea and tick',
      'perro', 'perrito', 'perrita', 'gato', 'gatito', 'mascota*', 'veterinari*', 'chien', 'chienne', 'chiot', 'mon chat', 'chaton', 'animal de compagnie', 'animaux', 'vétérinaire', 'veterinaire', 'véto', 'veto',
      '~hund', 'hündin', 'welpe', 'katze', 'kater', 'haustier*', 'tierarzt', 'tierärzt*', 'tierarzt*', 'cachorro', 'cão', 'cao', 'cadela', 'gatinho', 'veterinário', 'veterinario',
      '狗', '猫', '宠物', '寵物', '兽医', '獸醫', 'كلب', 'كلبي', 'قطه', 'قطتي', 'قطة', 'حيوان اليف', 'حيواني الاليف', 'بيطري', 'البيطري',
      'kutta', 'kutte', 'kutiya', 'billi', 'पालतू', 'कुत्ता', 'कुत्ते', 'बिल्ली', 'पशु चिकित्सक', 'jaanwar', 'janwar', 'thu cung', 'thú cưng', 'thu y', 'thú y', 'aso ko', 'aso namin', 'pusa', 'alaga kong', 'beterinaryo', 'vet ng',
    ],
  },
  /** preparing a medicine to order (compounding): not something the knowledge base answers */
  COMPOUNDING: {
    tier: 3,
    phrases: [
      'custom', 'custom made', 'custom-made', 'a medida', 'sur mesure', 'nach mass', 'personalizad*', 'dawai banate', 'dawa banate', 'दवा बनाते', '定制', 'دواء خاص', 'تحضرون دواء', 'pha thuoc','compound*', 'compounded', 'magistral*', 'formula magistral', 'preparado magistral', 'preparación magistral', 'préparation magistrale', 'preparation magistrale', 'rezeptur*', 'anfertigen', 'selbst herstellen', 'individuell hergestellt', 'manipulad*', 'manipulação', 'manipulacao', 'farmacia de manipulacao', '配制', '配药膏', 'تركيب دواء', 'تحضير دواء', 'pha che', 'pha chế', 'timplahin'],
  },
  TRANSFER: {
    tier: 3,
    phrases: [ 'galing pilipinas', 'reseta galing', 'from abroad', 'foreign prescription', 'prescription from another country', 'receta de otro pais', 'receta de otro país', 'receta extranjera', 'ordonnance etrangere', 'ordonnance étrangère', 'auslandisches rezept', 'ausländisches rezept', 'receita estrangeira', 'receita de outro pais', 'receita de outro país', '国外的处方', '國外的處方', 'وصفه من برا', 'وصفه من الخارج', 'videsh ka prescription', 'toa nuoc ngoai', 'toa nước ngoài', 'toa tu viet nam', 'toa từ việt nam', 'alten apotheke', 'old pharmacy', 'previous pharmacy', 'antigua farmacia', 'ancienne pharmacie', 'farmacia antiga', 'farmácia antiga', 'nha thuoc cu', 'nhà thuốc cũ', 'dating botika', 'purani pharmacy', 'zu euch ruber', 'zu euch rüber', 'zu euch rueber', 'apotheke am bahnhof', 'von der apotheke', 'rezept ubernehmen', 'rezept übernehmen', 'von der bahnhofsapotheke', 'bahnhofsapotheke', 'von einer anderen apotheke',
      'drogasil', 'droga raia', 'drogaria sao paulo', 'passar minha receita', 'de outra farmacia',
      'dusri branch', 'doosri branch', 'दूसरी ब्रांच', 'other branch', 'another branch', 'different branch', 'otra sucursal', 'otra tienda', 'autre succursale', 'andere filiale', 'anderen filiale', 'outra filial', 'outra loja', '别的分店', '其他分店', '另一家分店', 'فرع تاني', 'فرع ثاني', 'الفرع الثاني', 'chi nhanh khac', 'chi nhánh khác', 'ibang branch', 'kabilang branch',
      'traslad*', 'pasar mis recetas', 'pasar mi receta', 'de walgreens', 'from walgreens', 'from cvs', 'walgreens', 'cvs', 'rite aid', 'over from', 'move all my prescriptions', 'move my prescriptions', 'move my scripts', 'ilipat', 'ilipat ko', 'ipalipat', 'ट्रांसफर', 'ट्रान्सफर', 'chuyen toa', 'chuyển toa', 'tiem khac', 'tiệm khác', 'nha thuoc khac', 'ibang botika', 'ilipat ang reseta', 'transfer*', 'move my prescription', '转过来', '转到你们', '别的药店', '其他药店', '别家药店', 'switch pharmacies', 'another pharmacy', 'transferir', 'otra farmacia', 'transferer', 'autre pharmacie', 'andere apotheke', 'anderen apotheke', 'einer anderen apotheke', 'outra farmacia', '转药', '转处方', '转过嚟', '屈臣氏', '万宁', 'watsons', 'mercury drug', 'نقل الوصفه', 'انقل الوصفه', 'انقل الروشته', 'نقل الروشته', 'صيدليه ثانيه', 'صيدليه تانيه', 'صيدليه اخري', 'صيدليه اخرى', 'dusri pharmacy', 'nha thuoc khac', 'ibang botika'],
  },
  /** the patient sending their details ("que dados é que vos envio"): not a delivery */
  /** a business offering its goods or services to the pharmacy (suppliers, distributors, wholesale): not a patient's question */
  SUPPLIER: { tier: 3, phrases: [ 'zusammenarbeit', 'kooperation', 'partnership', 'partner with', 'colaboracion', 'colaboración', 'collaboration', 'parceria', '合作', 'شراكه', 'hop tac', 'hợp tác', 'pflegedienst*','supplier*', 'new suppliers', 'distributor*', 'wholesale*', 'vendor*', 'sales rep*', 'proveedor*', 'distribuidor*', 'mayorista*', 'al por mayor', 'fournisseur*', 'grossiste*', 'lieferant*', 'großhandel', 'grosshandel', 'haendler', 'fornecedor*', 'distribuidora', 'atacado', 'atacadista', '供货商', '供应商', '供應商', '批发', '批發', 'موزع', 'مورد', 'موردين', 'الجمله', 'بالجمله', 'sapplayar', 'supplier hoon', 'thok', 'होलसेल', 'wholesale mein', 'nha phan phoi', 'nhà phân phối', 'ban si', 'bán sỉ', 'nha cung cap', 'nhà cung cấp', 'bagong supplier', 'distributor ako', 'nagbebenta ako ng'] },
  /** bringing or sending something to the pharmacy: with the list of all one's medicines, the medication review */
  BRING_SEND: { tier: 1, phrases: ['ageblko', 'agiblko', 'ageblkom', 'ajiblkom', 'ajeeblkom', 'ageeb', 'ajeeb', 'bring', 'bring in', 'send', 'llevar', 'llevarle', 'traer', 'mandar', 'enviar', 'apporter', 'envoyer', 'vorbeibringen', 'mitbringen', 'schicken', 'levar', 'trazer', 'mandar', 'enviar', '带来', '带过去', '发给', '拍照', 'اجيب', 'أجيب', 'ابعت', 'ارسل', 'bhej', 'bhejna', 'lekar', 'le kar', 'le aana', 'लेकर', 'भेज', 'gui', 'gui qua', 'mang', 'mang toi', 'chup hinh', 'dalhin', 'dalhin ko', 'i-send', 'isend', 'ipadala', 'magdala'] },
  SEND_INFO: { tier: 1, phrases: ['vos envio', 'lhes envio', 'te envio', 'les envio', 'le envio', 'os envio', 'que envio', 'vos mando', 'les mando', 'le mando'] },
  /** whether a product is in stock now: the entries do not say */
  IN_STOCK: { tier: 3, phrases: ['em falta', 'ta em falta', 'tá em falta', 'esta em falta', 'faltando ai', 'esgotado', 'esgotou', 'agotado', 'agotada', 'sin stock', 'no hay stock', 'rupture de stock', 'en rupture', 'ausverkauft', 'nicht vorratig', 'nicht vorrätig', 'lieferengpass', 'out of stock', 'sold out', 'back in stock', 'hết hàng', 'het hang', 'con thuoc khong', 'còn thuốc không', 'ubos na stock', 'wala nang stock', 'wala kayong stock', '缺货', '缺貨', '断货', '斷貨', '没货', '沒貨', '有没有货', '有沒有貨', 'موجود عندكم دلوقتي', 'موجود دلوقتي', 'موجود الحين', 'موجود هلق', 'موجود هلا', 'موجود حاليا', 'متوفر حاليا', 'متوفر الحين', 'متوفر دلوقتي', 'نفد', 'نفذ من عندكم', 'خلصان', 'مقطوع', 'stock khatam', 'stock me nahi', 'khatam ho gaya hai kya', 'milega kya abhi', 'स्टॉक',  'stock me', 'stock mai', 'stock me hai','in stock', 'stock', 'auf lager', 'vorratig', 'vorrätig', 'em estoque', 'en stock', 'en existencia', '有货', '有冇貨', '有冇货', '有貨', 'stock mein', 'con hang', 'còn hàng', 'may stock'] },
  /** a fax line (a doctor's office sending a prescription): the entries give no fax number */
  FAX: {
    tier: 3,
    phrases: ['fax', 'fax number', 'fax no', 'faxear', 'faxen', 'faxnummer', 'fax-nummer', 'telefax', 'número de fax', 'numero de fax', 'numéro de fax', '传真', '傳真', 'فاكس', 'الفاكس', 'फैक्स', 'so fax'],
  },
  APPOINTMENT: {
    tier: 2,
    phrases: ['apartar hora', 'apartar cita', 'apartar lugar', 'appointment*', 'book', 'booking', 'schedule an', 'walk in', 'walk-in', 'cita', 'reservar', 'rendez-vous', 'rdv', 'einen termin', 'termin machen', 'termin vereinbaren', 'termin buchen', 'agendar', 'marcar', '预约', 'موعد', 'حجز', 'appointment', 'dat lich', 'hen', 'magpa-schedule'],
  },
  PICKUP: {
    tier: 2,
    phrases: [ 'ipakuha', 'ipapakuha', 'pakuha', 'kukunin',  '去取', '取药', 'يستلمه', 'يستلمها', 'يستلم', 'تستلم', 'استلام', 'يستلم', 'تستلم', 'نستلم', 'يستلمها', 'يستلمه', 'يجيب دوائي', 'ياخذ دوائي', 'kumuha', 'kukuha', 'kunin ang', 'kuhanin','pickup', 'pick up', 'pick-up', 'collect', 'recoger', 'retirer', 'recuperer', 'abholen', 'abholung', 'retirar', 'buscar', '取药', '拿药', 'استلام', 'استلم', 'le jaun', 'lene aau', 'den lay', 'kunin', 'kukunin'],
  },
  /** someone else than the patient: "for my mother", "on her behalf", "in his name" (a pickup for them is a policy question) */
  SOMEONE_ELSE: {
    tier: 1,
    phrases: [ '替我', '代取', '代领', '我老婆', '我老公', 'أخوي', 'اخوي', 'أختي', 'اختي', 'زوجتي', 'جوزي', 'mi cuñada', 'mi cunada', 'mi cuñado', 'mi cunado', 'mi yerno', 'mi nuera', 'mi suegra', 'mi suegro', 'meu genro', 'minha nora', 'minha cunhada', 'meu cunhado', 'minha sogra', 'meu sogro', 'kapatid ko', 'pinsan ko', 'bayaw ko', 'hipag ko', 'ma belle soeur', 'mon beau frere', 'meine schwagerin', 'mein schwager', 'daughter s gonna', 'daughter is gonna', 'daughter is going to', 'daughter will', 'son s gonna', 'son is gonna', 'son is going to', 'son will', 'husband s gonna', 'husband is gonna', 'husband is going to', 'husband will', 'wife s gonna', 'wife is gonna', 'wife is going to', 'wife will', 'mom s gonna', 'mom is gonna', 'mom is going to', 'mom will', 'mum s gonna', 'mum is gonna', 'mum is going to', 'mum will', 'mother s gonna', 'mother is gonna', 'mother is going to', 'mother will', 'dad s gonna', 'dad is gonna', 'dad is going to', 'dad will', 'father s gonna', 'father is gonna', 'father is going to', 'father will', 'neighbor s gonna', 'neighbor is gonna', 'neighbor is going to', 'neighbor will', 'neighbour s gonna', 'neighbour is gonna', 'neighbour is going to', 'neighbour will', 'friend s gonna', 'friend is gonna', 'friend is going to', 'friend will', 'sister s gonna', 'sister is gonna', 'sister is going to', 'sister will', 'brother s gonna', 'brother is gonna', 'brother is going to', 'brother will', 'partner s gonna', 'partner is gonna', 'partner is going to', 'partner will', 'caregiver s gonna', 'caregiver is gonna', 'caregiver is going to', 'caregiver will', 'carer s gonna', 'carer is gonna', 'carer is going to', 'carer will', 'mi esposo va a', 'mi esposa va a', 'mi marido va a', 'mi mujer va a', 'mi hija va a', 'mi hijo va a', 'mi mama va a', 'mi mamá va a', 'mi papa va a', 'mi papá va a', 'mi vecina va a', 'mi vecino va a', 'mi hermana va a', 'mi hermano va a', 'mon mari va', 'ma femme va', 'ma fille va', 'mon fils va', 'ma mere va', 'ma mère va', 'ma voisine va', 'mon voisin va', 'meu marido vai', 'minha esposa vai', 'minha mulher vai', 'minha filha vai', 'meu filho vai', 'minha mae vai', 'minha mãe vai', 'minha vizinha vai', 'mein mann holt', 'meine frau holt', 'meine tochter holt', 'mein sohn holt', 'meine mutter holt', 'meine nachbarin holt', 'mein nachbar holt', 'بدالي', 'بدلي', 'مكاني', 'عني', 'ابوي يقدر', 'امي تقدر', 'اخوي يقدر', 'زوجي يقدر', 'زوجتي تقدر', 'darf meine tochter', 'darf mein sohn', 'darf meine mutter', 'darf mein vater', 'darf meine nachbarin', 'darf mein nachbar', 'darf meine schwester', 'darf mein bruder', 'darf meine freundin', 'darf mein freund', 'si misis', 'si mister', 'si asawa', 'yung asawa ko', 'asawa ko na lang', 'anak ko na lang', 'authorization letter', 'ang asawa ko', 'si mrs', 'si hubby', 'si kuya', 'si ate', 'ng kapitbahay', 'si nanay ang', 'si tatay ang', 'anak ko ang',
      'mi hija puede', 'mi hijo puede', 'mi esposo puede', 'mi esposa puede', 'mi marido puede', 'mi mujer puede', 'mi mamá puede', 'mi mama puede', 'mi papá puede', 'mi papa puede', 'mi vecina puede', 'mi vecino puede', 'mi nieta puede', 'mi nieto puede', 'mi hermana puede', 'mi hermano puede', 'मेरे भाई', 'मेरी बहन', 'मेरे पति', 'मेरी पत्नी', 'मेरे पापा', 'मेरी मम्मी', 'mere bhai', 'meri behen', 'mere pati', 'meri patni',
      'kann meine nachbarin', 'kann mein nachbar', 'kann meine tochter', 'kann mein sohn', 'kann meine frau', 'kann mein mann', 'kann meine mutter', 'kann mein vater', 'kann meine freundin', 'kann mein freund', 'kann meine schwester', 'kann mein bruder', 'kann meine partnerin', 'kann mein partner',
      'for my mom', 'for my mum', 'for my mother', 'for my dad', 'for my father', 'for my husband', 'for my wife', 'for my grandma', 'for my grandmother', 'for my grandpa', 'for my neighbor', 'for my neighbour', 'for someone else', 'on behalf', 'on his behalf', 'on her behalf', 'in his name', 'in her name', 'for him', 'for her', 'my mom s', 'my mum s', 'my mother s', 'my dad s', 'my father s', 'my husband s', 'my wife s', 'my grandma s', 'my neighbor s', 'my neighbour s', "someone else's", 'someone else s',
      'de mi mama', 'de mi mamá', 'de mi madre', 'de mi papa', 'de mi papá', 'de mi padre', 'de mi esposo', 'de mi esposa', 'de mi abuela', 'de mi abuelo', 'de mi vecina', 'de mi vecino', 'a su nombre', 'en su nombre', 'en nombre de', 'por ella', 'por el', 'en su lugar', 'de otra persona',
      'pour ma mere', 'pour ma mère', 'pour mon pere', 'pour mon père', 'pour mon mari', 'pour ma femme', 'pour ma grand mere', 'pour ma voisine', 'de ma mere', 'de ma mère', 'de mon pere', 'de mon père', 'de mon mari', 'a sa place', 'à sa place', 'de la part de', 'pour quelqu un d autre',
      'fur meine', 'für meine', 'fuer meine', 'fur meinen', 'für meinen', 'fuer meinen', 'von meiner', 'von meinem', 'an ihrer stelle', 'an seiner stelle', 'in vertretung', 'fur jemand anderen', 'für jemand anderen',
      'da minha mae', 'da minha mãe', 'do meu pai', 'do meu marido', 'da minha esposa', 'da minha avo', 'da minha avó', 'da minha vizinha', 'no lugar dela', 'no lugar dele', 'em nome dela', 'em nome dele', 'para minha mae', 'para minha mãe', 'pra minha mae', 'pra minha mãe', 'de outra pessoa',
      '帮我妈', '帮我爸', '帮我老公', '帮我老婆', '帮奶奶', '帮外婆', '帮家人', '替我妈', '替我爸', '代领', '代取', '代拿', '帮别人', '我妈的', '我爸的', '我媽的', '幫我媽', '幫我爸',
      'بداله', 'بدالها', 'بدلا عنه', 'بدلا عنها', 'بالنيابه', 'نيابه عن', 'لامي', 'لابوي', 'لابي', 'لزوجي', 'لزوجتي', 'دوا ابوي', 'دوا امي', 'دواء ابي', 'دواء امي', 'دوا جدتي', 'عن امي', 'عن ابوي',
      'maa ke liye', 'mummy ke liye', 'papa ke liye', 'pati ke liye', 'dadi ke liye', 'unki jagah', 'uski jagah', 'maa ki dawai', 'papa ki dawai', 'मां के लिए', 'माँ के लिए', 'पापा के लिए', 'उनकी जगह', 'मां की दवा', 'पापा की दवा',
      'cho me', 'cho bo', 'cho ba', 'cho chong', 'cho vo', 'cho ba noi', 'cho ba ngoai', 'lay giup', 'lay gium', 'lay ho', 'lay dum', 'thuoc cua me', 'thuoc cua ba', 'thuoc cua bo', 'nhan thay',
      'can my husband', 'can my wife', 'can my son', 'can my daughter', 'can my mom', 'can my mum', 'can my mother', 'can my dad', 'can my father', 'can my friend', 'can my neighbor', 'can my neighbour', 'can my partner', 'can my boyfriend', 'can my girlfriend', 'can my sister', 'can my brother', 'can my caregiver', 'can my carer', 'can my roommate', 'can my grandson', 'can my granddaughter', 'could my husband', 'could my wife', 'could my son', 'could my daughter', 'could my mom', 'could my mum', 'could my mother', 'could my dad', 'could my father', 'could my friend', 'could my neighbor', 'could my neighbour', 'could my partner', 'could my boyfriend', 'could my girlfriend', 'could my sister', 'could my brother', 'could my caregiver', 'could my carer', 'could my roommate', 'could my grandson', 'could my granddaughter', 'may my husband', 'may my wife', 'may my son', 'may my daughter', 'may my mom', 'may my mum', 'may my mother', 'may my dad', 'may my father', 'may my friend', 'may my neighbor', 'may my neighbour', 'may my partner', 'may my boyfriend', 'may my girlfriend', 'may my sister', 'may my brother', 'may my caregiver', 'may my carer', 'may my roommate', 'may my grandson', 'may my granddaughter', 'will my husband', 'will my wife', 'will my son', 'will my daughter', 'will my mom', 'will my mum', 'will my mother', 'will my dad', 'will my father', 'will my friend', 'will my neighbor', 'will my neighbour', 'will my partner', 'will my boyfriend', 'will my girlfriend', 'will my sister', 'will my brother', 'will my caregiver', 'will my carer', 'will my roommate', 'will my grandson', 'will my granddaughter', 'in my place', 'instead of me', 'on my behalf', 'no meu lugar', 'em meu lugar', 'no lugar de mim', 'en mi lugar', 'en lugar mio', 'à ma place', 'a ma place', 'an meiner stelle', 'statt mir', 'meu marido pode', 'minha esposa pode', 'minha mulher pode', 'meu filho pode', 'minha filha pode', 'minha mae pode', 'minha mãe pode', 'mi esposo puede', 'mi esposa puede', 'mi marido puede', 'mi hijo puede', 'mi hija puede', 'mi mamá puede', 'mi mama puede', 'mon mari peut', 'ma femme peut', 'mon fils peut', 'ma fille peut', 'kann mein mann', 'kann meine frau', 'kann mein sohn', 'kann meine tochter', 'darf mein mann', 'darf meine frau', 'asawa ko pwede', 'pwede ba asawa ko', 'anak ko pwede', 'pwede ba ang asawa ko', 'chong em lay', 'vo em lay', 'con em lay',
      'puede mi hija', 'puede mi hijo', 'puede mi esposo', 'puede mi esposa', 'puede mi marido', 'puede mi mujer', 'puede mi mama', 'puede mi mamá', 'puede mi papa', 'puede mi papá', 'puede mi vecina', 'puede mi vecino', 'puede mi nieta', 'puede mi nieto', 'puede mi hermana', 'puede mi hermano', '我老公可以', '我老婆可以', '老公帮我', '老婆帮我', '帮我去取', '帮我去拿', '帮我取药', '帮我拿药', '替我取', '替我去', '幫我去取', '幫我去拿', '幫我取藥', '幫我拿藥',
      'para sa nanay', 'para sa tatay', 'para sa asawa', 'para sa lola', 'para sa lolo', 'para sa kanya', 'para sa kaniya', 'ng nanay ko', 'ng tatay ko', 'ng asawa ko', 'ng lola ko', 'ng lolo ko', 'para kay',
    ],
  },
  READY: {
    tier: 2,
    phrases: [ 'قديش بتاخد وقت', 'قديش بتاخد', 'قديش بياخد', 'قديش بتطول', 'كم ياخذ', 'كم بتاخد',  'قديش بياخد وقت', 'قديش بدو وقت', 'قديش بيطول', 'كم ياخذ وقت', 'كم بياخد وقت', 'قد ايش ياخذ','ready', 'listo', 'esta lista', 'estara lista', 'este lista', 'lista para', 'ya lista', 'listos', 'pret', 'prete', 'fertig', 'bereit', 'pronto', 'pronta', '好了', '准备好', 'جاهز', 'جاهزه', 'tayyar', 'taiyar', 'तैयार', 'xong chua', 'san sang', 'handa', 'ready na'],
  },
  MEDICATION: {
    tier: 1,
    phrases: [ 'pastis', 'maintenance', 'tratamento', 'tratamiento', 'mittel', 
      'medocs', 'médocs', 'medoc', 'médoc', 'الدوا', 'دوا', 'دوايي', 'ادويتي', 'dawaiyan', 'dawaiyaan', 'दवाइयाँ', 'दवाइयां', 'दवाएं', 'medis', 'remedios', 'iniinom ko',
      'medication*', 'medicine*', 'meds', 'med', 'medz', 'pill*', 'tablet*', 'drug*', 'capsule*', 'treatment',
      'medicamento*', 'medicina*', 'pastilla*', 'remedio*', 'médicament*', 'medicament*', 'cachet*', 'traitement', 'comprimé*',
      '~medikament', 'tablette*', 'arznei*', 'remédio*', 'comprimido*',
      '药', '药物', 'دواء', 'دوائي', 'الدواء', 'ادويه', 'ادويتي', 'حبوب', 'dawai', 'dawa', 'dawaiyon', 'dawaiyan', 'goli', 'दवा', 'दवाई', 'दवाएं', 'दवाइयां', 'गोली',
      'thuoc', 'vien', 'gamot', 'tableta',
    ],
  },
  PHARMACIST: { tier: 1, phrases: [
      'apothekerin', 'الصيدلانيه', 'pharmacist ko', 'duoc si', 'dược sĩ', 'parmasyutiko', 'pharmacist','pharmacist*', 'chemist', 'farmaceutic*', 'farmaceuta', 'pharmacien*', 'apotheker*', 'farmacêutic*', '药剂师', '药师', 'صيدلي', 'الصيدلي', 'फार्मासिस्ट', 'duoc si', 'parmasyutiko'] },
  CHECK: { tier: 1, phrases: ['tshofo', 'tshoufo', 'tshufu', 'teshofo', 'تشوفوا', 'تشوفو',  'chequee', 'chequeen', 'chequear', 'checar',  'te4ofoly', 'te4ofo', 'teshofoly', 'tshofoli', 'tshoufouli', 'تشوفولي', 'تشوفوا لي', 'تراجعونها', 'تراجعوها', 'تراجعونهم', 'check karwane', 'check karwana', 'check karane',  'revisao', 'revisão', 'las mire', 'los mire', 'les eche un ojo', 'eche un vistazo', 'dar uma olhada', 'druberschaut', 'drüberschaut', 'drueberschaut', 'look thru', 'look through', 'schaut die durch', 'ihr schaut', 'olharem', 'olhar se', 'silipin', 'de coi', 'để coi', 'dekh sakta', 'dekh sakti', 'que los revisen', 'pa que los revisen', 'para que los revisen', 'durchchecken', 'durchchecken lassen', 'komplett durchchecken', 'tout revoir', 'revoir tout', 'revoir', 'check lahat', 'i-check lahat',
      'schauen', 'mal schauen', 'durchgehen',
      'تشوفوا', 'تشوفو', 'تشوف', 'شوفوا', 'يشوف', 'تفحص', 'تفحصوا', 'تراجعوا', 'يراجعوا', 'تشيك', 'druberschauen', 'drüberschauen', 'drueberschauen', 'anschauen', 'durchsehen', 'durchschauen', 'uberprufen', 'überprüfen', 'dekh sakte', 'dekh lo', 'देख सकते', 'देख लें', 'देख', 'xem gium', 'xem giup', 'i-review', 'ireview', 'tignan', 'revisa', 'revisar mis', 'verifique', 'regarder',
      '看一下', '帮我看', '查看', 'يراجع', 'يراجعها', 'تراجع', 'check kar', 'देखकर', 'dekh kar', 'revisar todo', 'revisar tudo', 'look over', '查一下', '查查', '帮我查', '核对', 'check', 'review', 'look at', 'go over', 'revisar', 'revisen', 'revisar*', 'verificar', 'verifier', 'controler', 'prufen', 'prüfen', 'checken', 'kontrollieren', 'ver se', 'conferir', '检查', '看看', 'مراجعه', 'تتحققون', 'تحقق', 'चेक', 'जांच', 'kiem tra', 'xem', 'tingnan', 'i-check'] },
  /** someone else collecting for the patient ("can my brother collect it?"): a policy the entries do not state (also derived in concepts.ts) */
  PROXY_PICKUP: { tier: 3, phrases: ['भाई लेने', 'लेने आ सकता', 'लेने आ सकती', 'लेने आ जाए', 'bhai lene', 'lene aa sakta', 'lene aa sakti', 'le ja sakta', 'le ja sakti', 'koi aur le', 'कोई और ले', 'meri jagah', 'मेरी जगह',  'ipakuha', 'ipapakuha', 'pakuha ko', 'ipakuha ko', 'no lugar dele', 'no lugar dela', 'pegar no lugar',  'recogerla mi', 'recogerlo mi', 'recogerlas mi', 'recogerlos mi', 'puede ir mi', 'puede pasar mi', 'no puedo ir yo', 'cant come myself', 'cant make it myself', 'cant pick it up myself', 'ne peux pas venir moi meme', 'kann nicht selbst kommen', 'kann es nicht selbst abholen', 'nao posso ir eu', 'nao posso ir buscar', 'buscar no meu lugar',  'a ma place', 'à ma place', 'ले जा सकता', 'ले जा सकती', 'le ja sakta', 'le ja sakti','替我去取', '替我取', '帮我去取', '帮我取', '代取', '代领', 'يستلمه عني', 'يستلمها عني', 'يستلمه بدالي', 'بدالي', 'أخوي يستلم', 'اخوي يستلم', 'pick it up for me', 'pick them up for me', 'collect it for me', 'lo recoja por mi', 'la recoja por mi', 'recogerlo por mi', 'le chercher a ma place', 'fur mich abholen', 'für mich abholen', 'buscar por mim', 'pegar por mim', 'lay giup', 'lấy giùm', 'lay ho', 'lấy hộ', 'kunin para sa akin'] },
  /** words that read like a concept and are not one: "that kind of thing" (not the German "Kind", a child), "2 hrs a day" of a commute, "I work delivery" */
  INCIDENTAL: { tier: 1, phrases: ['بدفع فيه', 'tengo libre', 'estoy libre', 'dia libre', 'día libre', 'libre el', 'que me recomendo', 'que me recomendó', 'me recomendo una', 'me recomendó una', 'kind of', 'that kind', 'this kind', 'any kind', 'some kind', 'what kind', 'these kinds', 'those kinds', 'hrs a day', 'hours a day', 'hrs a week', 'hours a week', 'hrs each way', 'hours each way', 'do deliveries', 'delivery driver', 'delivery guy', 'delivery rider', 'i deliver', 'repartidor', 'livreur', 'entregador', 'lieferfahrer', 'shipper', 'rider ako', 'شغال دليفري', 'بشتغل دليفري', '跑外卖', '送外卖', 'delivery karta', 'delivery boy'] },
  CHILD: {
    tier: 1,
    phrases: ['child', 'children', 'kid', 'kids', 'baby', 'babies', 'toddler', 'infant',  'daughter', 'year old', 'years old', 'month old', 'months old',  'niño*', 'nino*', 'niña*', 'bebé', 'bebe', 'hijo*', 'hija*', 'enfant*', 'bébé', 'fils', 'fille', 'kind', 'kinder', 'kindern', 'säugling', 'sohn', 'tochter', 'criança*', 'bebê', 'filho*', 'filha*', '孩子', '小孩', '宝宝', '儿童', '婴儿', '几岁', '个月大', '岁的孩子', '岁小孩', '岁的小孩', '岁宝宝', '岁的宝宝', '岁的女儿', '岁的儿子', '岁女儿', '岁儿子', 'طفل', 'طفلي', 'اطفال', 'الاطفال', 'ابني', 'بنتي', 'رضيع', 'bachcha', 'bacche', 'bachche', 'bacha', 'beta', 'beti', 'saal', 'बच्चे', 'बच्चा', 'बच्चों', 'tre em', 'tre',  'chau', 'tuoi', 'bata', 'anak', 'sanggol'],
  },
  /** a list of everything the patient takes: with a check, a medication review */
  MED_LIST: {
    tier: 1,
    phrases: ['kol el 3elab', 'kol el adwya', 'kol el adweya', 'kol eladwya', 'كل العلب', 'كل الادويه',  'alles durchschauen', 'das alles', 'alle medikamente', 'voll medikamente', 'schuhkarton', '清单', '清單', 'kel l adwiye', 'kel el adwiye', 'todos os remedios', 'todos os remédios', 'todas las medicinas', 'todos los medicamentos', 'todos mis medicamentos', 'tous ses medicaments', 'tous ses médicaments', 'tous mes medicaments', 'tous mes médicaments', 'all his medicines', 'all her medicines', 'all my medicines', 'all his meds', 'all her meds', 'all my meds',
      'todas las cajas', 'alle packungen', 'alle medikamentenpackungen', 'verschiedenen arzten', 'verschiedenen ärzten', 'distintos medicos', 'distintos médicos', 'medicines ki list', 'dawaiyon ki list', 'saare dabbe', 'sare dabbe', 'danh sach thuoc', 'mang het thuoc', 'listahan ng mga gamot', 'listahan ng gamot', 'list of medicines', 'list of my medicines', 'todo lo que tomo', 'lista de todo lo que tomo',  'all my bottles', 'bag with all my', 'bag of all my', 'todos los frascos', 'una bolsa con todos', 'allen meinen packungen', 'alle meine packungen', 'mit allen meinen', 'todas as caixas', 'todas as caixas dos meus', 'dawaiyan lete', 'saari dawaiyon', 'sari dawaiyon', 'het may hop thuoc', 'hết mấy hộp thuốc', 'may hop thuoc', 'mấy hộp thuốc', 'dami niyang iniinom', 'dami niyang iniinom na gamot', '6-7 dawaiyan', 'kai saari dawaiyan', 'whole list', 'the whole list', 'a handful of things', 'handful of meds', 'verschiedene tabletten', 'von verschiedenen arzten', 'von verschiedenen ärzten', 'von 3 arzten', 'von drei arzten', 'different doctors', 'several doctors', 'medicaments de plusieurs medecins', 'médicaments de plusieurs médecins', 'medecins differents', 'médecins différents', 'diferentes medicos', 'varios medicos', 'medicos diferentes', 'iba-ibang doctor', 'iba ibang doctor', 'iba ibang doktor', 'ibat ibang doctor', 'dami niyang meds', 'dami niyang gamot', 'ang dami ng gamot', 'nhieu bac si', 'nhiều bác sĩ', '好几个医生', '不同医生', 'اكتر من دكتور', 'كذا دكتور', 'alag alag doctor',
      'revise todas', 'las revise todas', 'revisar todas', 'verschiedene medikamente', 'viele medikamente', 'lots of meds', 'a lot of meds', 'a lot of medications', 'many medications', 'several medications', 'bunch of meds', 'so many pills', 'un monton de medicamentos', 'muchos medicamentos', 'muchas medicinas', 'plusieurs medicaments', 'plusieurs médicaments', 'varios remedios', 'muitos remedios', 'muitos remédios', '一堆新药', '一堆药', '很多药', '八九种', 'nhieu loai thuoc', 'nhiều loại thuốc', 'maraming gamot', 'madaming gamot', 'bahut saari dawaiyan', 'kai dawaiyan', 'ادويه كتير', 'كتير ادويه', 'كذا دوا', 'ktir adwiye','all my med*', 'all my pill*', 'all the med*', 'all of my med*', 'everything i take', 'everything i m taking', 'list of my med*', 'my med list', 'todas mis pastillas', 'todos mis medicamentos', 'todas mis medicinas', 'la lista de lo que tomo', 'lista de mis medicamentos', 'tous mes medicaments', 'tous mes médicaments', 'liste de mes medicaments', 'alle meine medikamente', 'alle meine tabletten', 'meine medikamentenliste', 'todos os meus remedios', 'todos os meus remédios', 'lista dos meus remedios', '所有的药', '全部的药', '我吃的药', 'كل ادويتي', 'كل الادويه', 'الادويه اللي اخذها', 'saari dawaiyan', 'sari dawaiyan', 'saari dawai', 'सारी दवाएं', 'सारी दवाइयां', 'सारी दवाइयाँ', 'tat ca thuoc', 'het thuoc va', 'lahat ng gamot', 'lahat ng iniinom'],
  },
  /** a medicine causing something ("the pill makes me dizzy"): with a symptom, a side effect */
  CAUSE: {
    tier: 1,
    phrases: ['药吃了', '藥吃了', '药吃完', '吃完药', '吃完藥', '吃了藥', '食咗藥', '藥食咗',  '吃了医生开的药', '吃了药', 'uong thuoc bac si ke', 'uống thuốc bác sĩ kê', 'depuis ses nouveaux', 'depuis mes nouveaux', 'depuis son nouveau', 'depuis mon nouveau', 'sa gamot na', 'sa gamot', 'lam em bi', 'làm em bị', 'lam minh bi', 'làm mình bị', 'lam toi bi', 'làm tôi bị', 'khien em', 'khiến em', 'بلعت دوا', 'किसी दवा के बाद', 'after uminom ng gamot', 'dawai se', '吃完药', '吃完藥', 'after taking a pill', 'after taking a medicine', 'despues de tomar', 'después de tomar', 'apres avoir pris', 'après avoir pris', 'nach ner tablette', 'nach einer tablette', 'depois de tomar', '吃完藥', '吃完药', 'بعد ما أخذت', 'بعد ما اخذت', 'uong thuoc xong', 'uống thuốc xong', 'after uminom', 'sa bagong meds', 'ne nayi goli li', 'mli bdit','makes me', 'made me', 'making me', 'gives me', 'giving me', 'gave me', 'after taking', 'after i take', 'when i take', 'me da', 'me hace', 'me provoca', 'me causa', 'me deu', 'me faz', 'me fait', 'macht mich', 'macht mir', 'macht', 'bekomme ich', 'krieg ich', '吃药后', '吃了药', '服药后', '吃完药', '药后', 'بعد الدواء', 'بعد ما اخذت', 'من الدوا', 'من الدواء', 'بسبب الدواء', 'dawa se', 'dawai se', 'दवा से', 'दवाई से', 'lene ke baad', 'लेने के बाद', 'uong thuoc bi', 'uong thuoc thay', 'uong vo', 'uong vao', 'sau khi uong', 'dahil sa gamot', 'pagkainom', 'matapos uminom'],
  },
  /** an injection word: with flu or covid, the vaccine */
  INJECTION: {
    tier: 1,
    phrases: [ 'ابره', 'الابره', 'ابرة', 'injection*', 'inyeccion*', 'piqure', 'piqûre', '~spritze', 'injecao', 'injeção', '针', 'ابره', 'حقنه', 'sui', 'injection', 'इंजेक्शन', 'iniksyon', 'rappel', 'booster'],
  },
  /** a lost prescription or medicine: the pharmacist sorts it out with the doctor */
  LOST: {
    tier: 3,
    phrases: [ 'left my prescription', 'left my paper', 'left my script', 'left it on the', 'left them on the', 'lost my prescription', 'lost my paper', 'lost my script', 'se me cayo', 'se me cayó', 'se rompio', 'se rompió', 'se me rompio', 'fait tomber', 'tombe dans les toilettes', 'tombée dans les toilettes', 'liegen lassen', 'liegen gelassen', 'left my pills', 'left my tablets', 'left my meds', 'dropped my pills', 'dropped them in', 'se me cayeron', 'deixei cair', 'esqueci meus remedios', 'esqueci os remedios', 'lam roi mat', 'làm rơi mất', 'roi mat', 'rơi mất', 'mat lo thuoc', 'broke the bottle', 'broken bottle', 'se me rompio el frasco', 'se rompio el frasco', 'tossed the', 'threw away the','lost my', 'lost the', 'lost our', 'misplaced', 'cant find my', 'can t find my', 'perdi mi', 'perdi la', 'perdi el', 'perdi las', 'perdi los', 'se me perdio', 'se me perdieron', 'extravie', 'ai perdu', 'perdu mon', 'perdu ma', 'perdu mes', 'egare', 'verloren', 'verlegt', 'perdi minha', 'perdi meu', 'perdi a', 'perdi o', 'perdi os', 'perdi as', '丢了', '弄丢', '丢失', '遗失', '不见了', '找不到', 'ضاعت', 'ضاع', 'ضيعت', 'kho gayi', 'kho gaya', 'kho gai', 'kho di', 'gum ho', 'खो गई', 'खो गया', 'खो दी', 'lam mat', 'danh mat', 'mat don', 'mat toa', 'that lac', 'naiwala ko', 'nawala ko', 'nawala ang reseta', 'nawala yung reseta', 'nawawala ang reseta', 'فقدت الوصفه', 'فقدت الروشته', 'فقدت الدواء'],
  },
  /** taking back or refunding a product */
  RETURNS: {
    tier: 3,
    phrases: [ 'बदल सकते', 'खुला नहीं', 'badal sakte', 'exchange kar sakte', 'la rendre', 'le rendre', 'les rendre', 'pas ouverte', 'pas ouvert', 'non ouverte', 'non ouvert', 'jamais ouvert', 'sin abrir', 'nao aberto', 'não aberto', 'ungeoffnet', 'ungeöffnet', 'originalverpackt', 'zuruckgeben', 'zurückgeben', 'chua mo', 'chưa mở', 'hindi pa nabubuksan', 'me lo aceptan de vuelta', 'aceptan de vuelta', 'regresan el dinero', 'me regresan', 'reembolso', 'reembolsar', 'money back', 'take it back', 'me devuelven', 'geld zuruck', 'geld zurück', 'dinheiro de volta', 'reembolsam','return policy', 'return a', 'return an', 'return my', 'return the', 'return this', 'return unused', 'returns', 'refund*', 'exchange a', 'unopened', 'devolver', 'devolucion*', 'rapporter', 'retourner', 'rendre un', 'rendre le', 'rendre des', 'rendre les', 'non ouvert*', 'zuruckgeben', 'zurückgeben', 'zuruckbringen', 'umtauschen', 'umtausch', 'ruckgabe', 'rückgabe', 'ungeoffnet', 'ungeöffnet', 'devolucao', 'devolução', 'troca', 'lacrado', '退货', '退款', '退药', '可以退吗', '能退吗', '退换', '退吗', 'ارجع الدواء', 'ارجاع', 'استرجاع', 'استرداد', 'ترجيع', 'wapas kar', 'wapas le', 'वापस कर', 'वापस ले', 'doi tra', 'tra lai', 'hoan tien', 'ibalik', 'isauli'],
  },
  /** home tests and test kits (pregnancy, covid, glucose) */
  HOME_TEST: {
    tier: 3,
    phrases: ['pregnancy test*', 'home test*', 'test kit*', 'self test*', 'self-test*', 'rapid test*', 'antigen test*', 'covid test*', 'ovulation test*', 'glucose meter*', 'glucometer', 'test strips', 'prueba* de embarazo', 'prueba* de covid', 'prueba casera', 'pruebas caseras', 'autotest*', 'test de grossesse', 'test antigenique', 'test covid', '~schwangerschaftstest', '~selbsttest', '~schnelltest', 'teste* de gravidez', 'autoteste*', 'teste rapido', 'teste* de covid', '验孕', '早孕', '检测试剂', '试纸', '抗原', '自测', '试剂盒', 'اختبار حمل', 'اختبار الحمل', 'اختبار كورونا', 'فحص كورونا', 'فحص منزلي', 'اختبار منزلي', 'جهاز فحص', 'جهاز سكر', 'pregnancy test', 'test kit', 'टेस्ट किट', 'प्रेगनेंसी टेस्ट', 'que thu thai', 'que thu', 'test nhanh', 'kit test', 'bo test', 'may do duong huyet'],
  },
  /** passport and ID photos */
  PHOTO: {
    tier: 3,
    phrases: ['passport photo*', 'passport pic*', 'passport size', 'visa photo*', 'id photo*', '2x2 photo*', 'photo print*', 'print photos', 'foto* para pasaporte', 'foto* de pasaporte', 'foto* carnet', 'foto* tamano infantil', 'photo* d identite', 'photomaton', '~passfoto', '~passbild', '~bewerbungsfoto', 'biometrische* foto*', 'foto 3 x 4', 'foto* para passaporte', 'foto* para documento', '证件照', '护照照片', 'صور جواز', 'صوره جواز', 'صور شخصيه', 'صوره شخصيه', 'صور للجواز', 'पासपोर्ट फोटो', 'photo khich', 'anh the', 'anh ho chieu', 'anh 3x4', 'anh 4x6'],
  },
  /** jobs at the pharmacy */
  JOBS: {
    tier: 3,
    phrases: [ 'tumatanggap ba kayo', 'tumatanggap kayo', 'walang experience', 'no experience', 'sin experiencia', 'sans experience', 'sans expérience', 'ohne erfahrung', 'sem experiencia', 'sem experiência','stagiaire*', 'stage de', 'aushilfe*', 'minijob*', 'nebenjob*', 'praktikum*', 'praktikant*', 'intern', 'interns', 'internships', 'estagio', 'estágio', 'estagiario*', 'pasantia', 'pasantía', 'pasante*', 'part time job', 'part-time job', '实习', '兼职', 'تدريب صيفي', 'وظيفه', 'ojt', 'hiring', 'job*', 'career*', 'vacanc*', 'employment', 'work for you', 'work there', 'work at your', 'internship', 'contratando', 'empleo*', 'vacante*', 'busco trabajo', 'ofertas de trabajo', 'trabajar con ustedes', 'trabajar en su', 'recrut*', 'embauche*', 'emploi', 'offre d emploi', 'candidature', 'postuler', 'travailler chez', '~stellenangebot', 'offene stelle*', 'freie stelle*', 'mitarbeiter gesucht', 'buscan farmaceutico', 'buscan personal', 'buscan empleados', 'necesitan personal', 'sucht ihr mitarbeiter', 'suchen sie mitarbeiter', 'ausbildungsplatz', 'bewerben', 'bewerbung', 'praktikum', 'emprego*', 'vaga de emprego', 'vagas', 'trabalhar com voces', 'trabalhar ai', 'contratam', 'estagio', '招人', '招聘', '应聘', '求职', '职位', '招工', '请人', 'وظيفه', 'وظايف', 'توظيف', 'تتوظفون', 'naukri', 'नौकरी', 'vacancy', 'tuyen nhan vien', 'tuyen dung', 'tuyen duoc si', 'viec lam', 'xin viec', 'naghahanap kayo ng', 'mag-apply ng trabaho', 'trabaho sa inyo'],
  },
  DAY: {
    tier: 1,
    phrases: [
      'thu 2', 'thu 3', 'thu 4', 'thu 5', 'thu 6', 'thu 7', 'thu hai', 'thu ba', 'thu tu', 'thu nam', 'thu sau', 'ngay mai', 'mai', 'jin tian', 'ming tian', 'zhou mo', 'xing qi tian', 'xing qi liu', '今日', '听日', '聽日', '礼拜六', '礼拜日', 'sunntig', 'samschtig', 'sonntags', 'samstags', 'feiertags', 'يوم الحد', 'الحد', 'بكره', 'بكرا', 'غدا', 'الخميس', 'الاثنين', 'الجمعه', 'bokra', 'bukra', 'el7ad', 'el had', 'el sabt', 'yom el 7ad', 'bel osbo3', 'osbo3', 'الاسبوع', 'kal', 'इतवार', 'sanivar', 'somvar', 'lunes', 'mardi', 'dienstag', 'segunda', 'sabado', 'bukas ng', 'sabado','monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday*', 'sunday*', 'sat', 'sun', 'weekend*', 'wknd', 'wkend', 'today', 'tonight', 'tomorrow', 'tmrw', 'sabado*', 'domingo*', 'fin de semana', 'hoy', 'manana', 'samedi', 'dimanche', 'week-end', 'weekend', "aujourd'hui", 'ce soir', 'samstag*', 'sonntag*', 'wochenende', 'heute', 'morgen', 'hoje', 'amanha', '星期天', '星期日', '星期六', '周末', '今天', '明天', '周六', '周日', '礼拜天', 'السبت', 'الاحد', 'الجمعه', 'نهايه الاسبوع', 'اليوم', 'shanivar', 'ravivar', 'itvaar', 'sunday', 'शनिवार', 'रविवार', 'aaj', 'आज', 'thu bay', 'chu nhat', 'hom nay', 'cuoi tuan', 'linggo', 'ngayon', 'weekends'],
  },
  TIME: { tier: 1, phrases: ['what time', 'when', 'until', 'til', 'till', 'late', 'early', 'hora', 'heure', 'uhr', 'wann', 'bis', 'horas', 'até', '几点', '到几点', 'متى', 'kab', 'kitne baje', 'baje', 'may gio', 'gio', 'oras', 'anong oras', 'hanggang'] },
};

/** Common drug names and classes (for clinical judgement: a specific medicine named). */
export const DRUG_PHRASES: string[] = [
  'meloxicam', 'piroxicam', 'lornoxicam', 'tenoxicam', 'movalis', 'mobic', 'neosaldina', 'smecta', 'dorflex',
  'lexomil', 'bromazepam*', 'levothyrox', 'سودوافدرين', 'سودوإفدرين', 'لاموتريجين', 'جنكه', 'الجنكه', 'جنكو', 'مميع للدم', 'مميع الدم', 'crestor', 'rosuvastatin*', 'lipitor', 'sortis', 'lexapro', 'escitalopram', 'cipralex', 'seroplex', 'zoloft', 'plavix', 'januvia', 'jardiance', 'ventolin', 'seroquel', 'lyrica', 'pregabalin*', 'neurontin', 'norvasc', 'zocor', 'glucophage', 'concor', 'bisoprolol', 'telma', 'telmisartan', 'sintrom', 'marcumar', 'marevan', 'previscan', 'euthyrox', 'eltroxin', 'thyronorm', 'methotrexat*', 'metotrexato', 'fevadol', 'adol', 'congestal', 'kardegic', 'doliprane', 'dafalgan', 'efferalgan', 'nolotil', 'ecosprin', 'pan 40', 'meftal',
  'اوميبرازول', 'الاوميبرازول', 'بلافيكس', 'البلافيكس', 'ليبيتور', 'الليبيتور', 'كريستور', 'فيفادول', 'ادول', 'كونجستال', 'بريدنيزولون', 'وارفارين', 'ماريفان', 'التروكسين',
  'ibuprofen*', 'ibuprofeno', 'ibuprofène', 'advil', 'motrin', 'nurofen', 'brufen', 'tylenol', 'acetaminophen*', 'paracetamol*', 'paracétamol', 'panadol', 'calpol', 'crocin', 'dolo', 'biogesic', 'tempra', 'aspirin*', 'aspirina', 'aspirine', 'naproxen*', 'aleve', 'diclofenac*', 'voltaren',
  'sudafed', 'pseudoephedrine', 'benadryl', 'diphenhydramine', 'claritin', 'loratadin*', 'cetirizin*', 'zyrtec', 'allegra', 'nyquil', 'dayquil', 'mucinex', 'robitussin', 'dextromethorphan', 'imodium', 'loperamid*', 'pepto', 'tums', 'omeprazol*', 'pantoprazol*', 'prilosec', 'nexium', 'ranitidin*', 'famotidin*',
  'metformin*', 'insulin*', 'insulina', 'ozempic', 'lisinopril', 'losartan*', 'losartán', 'losartana', 'amlodipin*', 'metoprolol', 'atenolol', 'atorvastatin*', 'simvastatin*', 'statin*', 'warfarin*', 'eliquis', 'xarelto', 'clopidogrel', 'levothyroxin*', 'synthroid', 'prednison*', 'prednisolon*',
  'amoxicillin*', 'amoxicilina', 'amoxicilline', 'amoxicillin', 'augmentin', 'azithromycin*', 'zithromax', 'penicillin*', 'penicilina', 'doxycyclin*', 'ciprofloxacin*', 'cipro', 'antibiotic*', 'antibiotico*', 'antibiotique*', 'antibiotikum', 'antibiotika',
  'antidepress*', 'antidépresseur*', 'antidepresseur*', 'antidepresiv*', 'antidepressiv*', 'anticoncepcional', 'anticonceptiv*', 'sertralin*', 'zoloft', 'fluoxetin*', 'prozac', 'xanax', 'alprazolam', 'zolpidem', 'ambien', 'melatonin*', 'gabapentin*', 'tramadol', 'codein*', 'oxycodon*', 'hydrocodon*', 'viagra', 'sildenafil', 'birth control', 'contraceptive*', 'pilule', 'plan b',
  'dipirona', 'novalgin', 'metamizol*', 'buscopan', 'combiflam', 'alaxan', 'neozep', 'decolgen', 'solmux', 'antihistamin*', 'antiinflamatorio*', 'painkiller*', 'pain killer*', 'pain reliever*', 'cough syrup', 'fiebersaft', 'sirop', 'jarabe', 'xarope', 'syrup', 'decongestant*',
  '布洛芬', '阿司匹林', '对乙酰氨基酚', '扑热息痛', '泰诺', '感冒药', '降压药', '抗生素', '退烧药', '止痛药', '消炎药', '头孢', '安眠药', '二甲双胍',
  'الجلوكوفاج', 'جلوكوفاج', 'ميتفورمين', 'मेटफॉर्मिन', 'मेटफार्मिन', 'ग्लूकोफेज',
  'بنادول', 'البنادول', 'ليريكا', 'لليريكا', 'الليريكا', 'فولتارين', 'جلوكوفاج', 'كونكور', 'بروفين', 'البروفين', 'اسبرين', 'الاسبرين', 'باراسيتامول', 'مضاد حيوي', 'المضاد الحيوي', 'مسكن', 'شراب',
  'पैरासिटामोल', 'डोलो', 'क्रोसिन', 'एंटीबायोटिक', 'sirap',
  'thuoc cam', 'thuoc ha sot', 'thuoc giam dau', 'khang sinh', 'thuoc ho',
];
