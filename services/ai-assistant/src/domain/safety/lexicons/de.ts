import type { Lexicon } from '../lexicon';

/**
 * German. Umlauts are folded to the bare vowel (ü -> u) while patients also type "ue": sources spell both
 * with "ue?" / "oe?" / "ae?". ß -> ss.
 */
export const de: Lexicon = {
  chest_pain: [
    '(schmerz~|druck|enge~|stechen|brennen|ziehen|engegefue?hl) _ (brust|herz|brustkorb)', 'brust _ (schmerz~|tut weh|eng|druck|brennt|sticht|zieht|zu)', 'brustschmerz~', 'brustenge',
    'thoraxschmerz~', '(hae?lt|hae?lt sich|fasst sich an) _ brust', 'brustdruck', 'brust _ (zerquetsch~|zusammengedrueckt|zugeschnuert)', '(zerquetsch~|erdrueck~) _ brust', '(druecken|drucken|stechen) _ brust'],
  heart_attack: ['herzinfarkt', 'infarkt', 'herzanfall', 'herzstillstand', 'herzattacke'],
  breathing: [
    '(keine|kaum|schwer|schlecht|nicht genug) luft', 'atemnot', 'luftnot', '(kann|koennen|konnte|kann er|kann sie) (nicht|kaum) (mehr )?atmen', 'atmet (nicht|kaum|schwer|ganz schnell|schnell|komisch)',
    'ringt nach luft', 'schnapp~ nach luft', 'erstick~', 'lippen _ blau', 'blaue lippen', 'zieht _ (brustkorb|rippen) ein', 'pfeif~ beim atmen', 'asthma ?anfall',
    '(spray|inhalator|asthmaspray|salbutamol|notfallspray) _ (hilft nicht|wirkt nicht|bringt nichts)', 'atmen fae?llt schwer', 'kurzatmig', '(nicht|kaum) (mehr )?geatmet', 'aufgehoert zu atmen', '(blau|grau) (geworden|angelaufen)', 'lippen _ (grau|blau)', 'atmet (ganz )?(flach|schwach|langsam)'],
  airway_swelling: [
    '(zunge|hals|lippen?|gesicht|augen|rachen|mund) _ (schwill~|schwell~|geschwollen|zugeschwollen|dick|schnue?rt)', '(schwill~|schwell~) _ (zunge|hals|lippen|gesicht)',
    'hals (schnue?rt|zieht) sich zu', 'angioo?e?dem', 'quincke', 'hals _ eng'],
  allergic_reaction: ['allergische reaktion', 'anaphyla~', 'allergischer schock', 'anaphylaktischer schock'],
  overdose: ['ue?berdosis', 'ue?berdosiert', 'tablettenvergiftung'],
  took_too_many: [
    '(die |eine |ne )?(ganze|komplette|volle) (packung|flasche|schachtel|dose|blisterpackung|tablettenpackung)', 'zu viele ~(tabletten|pillen|medikamente|kapseln)', 'zu viel (genommen|geschluckt)',
    '(alle|sae?mtliche) (meine |seine |ihre )?(tabletten|pillen)', '(haufen|handvoll) (tabletten|pillen)', '(ganze|volle|komplette) ~(packung|schachtel|flasche)', 'zu viel insulin', 'insulin _ zu viel', 'leere~ ~(tablettenpackungen|tablettenschachteln|packungen|flaschen)'],
  pill: ['~tabletten?', 'pillen?', 'kapseln?', 'medikamente?', 'medis', 'dragees?', 'vitamine', 'medikamentenschrank', 'tablettendose', '~tablettenpackung~', '~tablettenschachtel~'],
  child: ['sohn', 'tochter', 'kind', 'kinder', 'baby', 'kleinkind', 'sae?ugling', 'kleine', 'kleiner', 'enkel~', 'neffe', 'nichte', '\\d+ ?jae?hrig~', 'junge', 'mae?dchen'],
  ingest: ['verschluckt', 'geschluckt', 'gegessen', 'getrunken', 'in den mund gesteckt', 'abgebissen', 'genascht', 'gekaut', 'abgeleckt', 'im mund', 'gefunden und _ gegessen', 'erwischt'],
  hazard: [
    'batterie~', 'knopfzelle~', 'knopfbatterie~', 'uhrenbatterie~', 'magnet~', 'magnetkugeln', 'bleichmittel', 'chlor~', 'domestos', 'putzmittel', 'reiniger', 'waschmittel~', 'spue?lmaschinentab~',
    'geschirrspue?ltab~', 'entkalker', 'rohrreiniger', 'frostschutz~', 'benzin', 'lampenoe?l', 'grillanzue?nder', 'nagellackentferner', 'desinfektionsmittel', 'rattengift', 'gift', 'pestizid~',
    'chemikalien', 'eisen~', 'spue?lmittel', 'fentanyl ?pflaster', '~pflaster', 'cannabis', '(cannabis|thc|gras) ?(gummis|kekse|brownies)', 'gummis', 'scheibenreiniger', 'scheibenwischwasser'],
  carbon_monoxide: ['kohlenmonoxid~', 'co ?vergiftung', '(co|kohlenmonoxid) ?melder _ (piept|schlae?gt an|geht|alarm)'],
  fuel_source: ['gastherme', 'gasofen', 'gasheizung', 'heizpilz', 'holzkohlegrill', 'kamin', 'generator', 'stromaggregat', 'durchlauferhitzer', 'gasleck', 'gas leck', 'riecht nach gas', 'gasgeruch'],
  group_symptoms: ['(alle|wir alle|die ganze familie|wir haben alle|beide) _ (kopfschmerzen|schwindl~|ue?belkeit|erbrech~|ue?bel|schlae?frig)'],
  mix_verb: ['gemischt', 'vermischt', 'zusammen', 'zusammengekippt', 'mischen'],
  bleach: ['chlor~', 'bleichmittel', 'domestos', 'danklorix'],
  bleach_partner: ['ammoniak', 'essig~', 'sae?ure', 'wc reiniger', 'entkalker', 'salzsae?ure', 'reiniger'],
  poison: [
    '(getrunken|gegessen|geschluckt|eingenommen) _ (gift|rattengift|frostschutz~|bleichmittel|chlor~|pilze|pestizid~|benzin)', '(gift|rattengift|frostschutz~|pilze) _ (getrunken|gegessen|geschluckt)',
    'giftpilz~', 'gesammelte pilze', 'vergiftet', '(chlor~|bleichmittel|reiniger|spue?lmittel|putzmittel) _ (getrunken|geschluckt)'],
  suicide: [
    'umbringen', 'bring~ mich _ um', 'selbstmord~', 'suizid~', 'mich (toe?ten|tot machen)', '(will|moe?chte|mag) nicht mehr leben', 'nicht mehr leben (will|moe?chte)', '(will|moe?chte) sterben',
    'mach~ schluss', 'ein ende machen', 'meinem leben ein ende', 'besser (ohne mich|tot)', 'nicht mehr aufwachen', 'lebensmue?de', 'mich aufhae?ngen', '(tabletten|pillen) gesammelt', '(will|moechte) dass alles aufhoe?rt', '(tabletten|flasche|pistole|messer) vor mir', 'von (der|einer) (bruecke|dach|hochhaus) (zu )?spring~', 'schmerzlos~ (weg|art) zu sterben', '(tabletten|pillen) liegen bereit', 'das ist (ein|mein) abschied', 'keinen sinn mehr (im leben|zu leben)', '(die )?waffe (von )?_ (vater|mir)', 'nehm~ ich alle (tabletten|pillen)'],
  death_word: ['sterben', 'tot', 'toe?ten', 'umbringen', 'nicht mehr aufwachen', 'nie wieder aufwachen', 'toe?dlich', 'letal'],
  how_much: ['wie ?viele?', 'welche (tabletten|medikamente|pillen)', 'toe?dliche dosis', 'letale dosis'],
  self_harm: ['(mich|mir) _ (geritzt|geschnitten|verletzt|aufgeschnitten)', 'ritze mich', 'ritzen', 'selbstverletz~', 'pulsadern', 'zu tief geschnitten', 'absichtlich _ geschnitten'],
  heavy_bleeding: [
    'blut~ _ nicht (aufhoe?rt|stoppt|aufzuhalten|zu stillen)', 'blut~ _ ho?e?rt _ nicht auf', 'ho?e?rt nicht auf zu bluten', 'blutung _ (nicht zu stoppen|nicht stillen|stoppt nicht)',
    'blut~ (stark|sehr stark|heftig|wie verrue?ckt|ohne ende)', '(viel|so viel|ue?berall|massiv) blut', 'blut (ue?berall|lae?uft|durchs handtuch|geht durch)', 'blut (erbrochen|gespuckt|gehustet)',
    '(erbreche|huste|spucke|kotze) _ blut', 'blut im (urin|stuhl|erbrochenen)', 'nasenbluten _ (nicht auf|seit)', 'es spritzt', 'spritzt blut', 'wie (ein )?wasserfall', 'viel (hellrotes |rotes )?blut', 'nicht gestoppt', 'krieg~ _ blutung nicht'],
  bleeding: ['blut~', 'nasenbluten', 'bluterguss', 'blaue flecken'],
  black_stool: ['schwarz~ stuhl', 'stuhl _ schwarz', 'teerstuhl', 'schwarzer kot'],
  anticoagulant: ['marcumar', 'phenprocoumon', 'falithrom', 'blutverdue?nner', 'gerinnungshemmer', 'antikoagul~', 'heparin', 'clexane', 'fragmin', 'xarelto', 'eliquis', 'lixiana', 'pradaxa'],
  faint_weak: ['schwach', 'schwindl~', 'ohnmae?chtig', 'blass', 'kreislauf'],
  stroke_signs: [
    '(mundwinkel|gesicht|gesichtshae?lfte|mund) _ (hae?ngt|schief|gelae?hmt|taub)', 'hae?ngender mundwinkel', 'schiefes gesicht', 'lallt', 'lallen', 'spricht _ (komisch|verwaschen|undeutlich|seltsam)',
    '(rede|redet|spreche|spricht) (komisch|verwaschen|undeutlich|wirr)', 'verwaschen~ sprache', '(kann|konnte) _ (arm|bein|hand) _ nicht (mehr )?(heben|bewegen)',
    '(arm|bein|seite|koe?rperhae?lfte) _ (taub|gelae?hmt|schwach|lahm)', '(linke|rechte) seite _ (taub|gelae?hmt|schwach)', 'plo?e?tzlich _ nicht (mehr )?(richtig )?(sprechen|reden)', 'findet keine worte', '(sehe|sieht) doppelt', 'doppelbilder'],
  stroke: ['schlaganfall', 'hirnschlag', 'apoplex', 'tia', 'hirninfarkt'],
  seizure: ['krampfanfall', '(nen|einen|ein|grad|gerade) anfall', 'epileptisch~ anfall', 'krampft', 'krampfen', 'zuckt am ganzen koe?rper', 'grand mal', 'fieberkrampf', 'augen (sind )?verdreht', 'zittert unkontrolliert', '(baby|kind) zuckt'],
  unresponsive: [
    'bewusstlos', 'reagiert (nicht|kaum)', 'nicht ansprechbar', 'wacht nicht (mehr )?auf', 'nicht (mehr )?wach zu kriegen', 'zusammengebrochen', 'umgekippt', 'umgefallen', 'ohnmae?chtig', 'kollabiert',
    'atmet nicht', 'wird nicht (richtig |mehr )?wach', 'antwortet nicht', 'macht die augen nicht auf', 'keine reaktion', '(kriegen|kriege|krieg|bekommen) _ nicht wach'],
  skin_blistering: ['blasen _ (haut|koe?rper|mund|lippen)', 'haut _ (wirft blasen|lo?e?st sich|schae?lt sich|pellt sich|geht ab)', 'wunde stellen im mund', 'lyell', 'stevens johnson'],
  serotonin_syndrome: ['serotonin ?syndrom'],
  serotonergic: ['sertralin', 'fluoxetin', 'paroxetin', 'citalopram', 'escitalopram', 'venlafaxin', 'duloxetin', 'antidepressiv~', 'ssri'],
  serotonin_trigger: ['tramadol', 'tramal', 'sumatriptan', 'triptan~', 'johanniskraut', 'lithium', 'dextromethorphan'],
  toxic_symptoms: ['zitter~', 'schwitz~', 'zuck~', 'fieber', 'herzrasen', 'unruhig', 'verwirrt', 'glue?he'],
  antipsychotic: ['haloperidol', 'haldol', 'olanzapin', 'zyprexa', 'risperidon', 'quetiapin', 'seroquel', 'aripiprazol', 'clozapin', 'neuroleptik~', 'antipsychotik~'],
  rigid: ['steif', 'starr', 'rigide'],
  fever: ['fieber', 'temperatur', 'glue?ht', 'glue?hend', 'heiss', 'fiebrig', '(3[89]|4[01])(\\.\\d)? (grad|rektal)', 'rektal'],
  high_fever: ['hohes fieber', '(fieber|temperatur) (von )?(39\\.[5-9]|4[0-2])', '(4[0-2]) fieber'],
  young_infant: [
    'neugeboren~', '([1-9]|1[0-2]) wochen alt~', '([12]|ein|eins|zwei) monate? alt~', '\\d+ tage alt~', '(baby|sae?ugling|sohn|tochter|kind) (ist )?([1-9]|1[0-2]) wochen',
    '(baby|sae?ugling|sohn|tochter|kind) (ist )?([12]|ein|zwei) monate?', 'sae?ugling',
  ],
  lethargy: ['wird nicht (richtig |mehr )?wach', 'schlapp', 'apathisch', 'teilnahmslos', 'kaum (wach|ansprechbar)', 'schwer (wach zu kriegen|zu wecken)', 'nicht wach zu kriegen', 'reagiert kaum', 'lethargisch'],
  non_blanching: ['(nicht|kaum) (weggehen|verschwinden|wegdrue?ckbar|verblassen)', 'glastest', 'lila (punkte|flecken)', 'petechien', 'punktfo?e?rmige blutungen', 'wie blaue flecken'],
  abdominal_pain: ['bauchschmerz~', 'bauchweh', 'magenschmerz~', 'schmerz~ _ (bauch|unterbauch|magen)', 'bauch tut _ weh', 'unterbauch~'],
  severe: [
    'unertrae?glich~', 'extrem~', 'heftig~', 'sehr stark~', 'ganz stark~', 'schlimmst~', 'kann (mich )?nicht (mehr )?(aufrecht|bewegen|laufen|stehen|gerade)', 'weine', 'schreie', '10 von 10',
    'wird (immer )?schlimmer', 'krue?mme mich', 'bretthart', 'stechend~', 'kann nicht laufen', 'erbreche gru?e?n', 'hoe?llisch~'],
  abdominal_emergency: ['blinddarm~', 'bauch _ (bretthart|steinhart|hart wie)'],
  sugar: ['zucker', 'blutzucker', 'bz', 'glukose', 'glucose', 'messgerae?t', 'sensor', 'libre'],
  hypo: ['unterzucker~', 'hypo', 'hypoglykae?mie', 'zucker _ (im keller|niedrig|abgesackt)'],
  confused: ['verwirrt', 'desorientiert', 'nicht klar denken', 'kann nicht denken', 'redet wirr', 'durcheinander'],
  sweaty_shaky: ['schwitz~', 'verschwitzt', 'zitter~', 'kaltschweissig', 'schweissnass'],
  diabetic: ['diabetiker~', 'diabetes', 'typ 1', 'insulin'],
  dka: ['keto ?azidose', 'ketoacidose'],
  fruity_breath: ['(atem|mundgeruch) _ (obst|frucht~|aceton|nagellack|sue?ss)'],
  ketones_high: ['ketone? _ (hoch|erhoe?ht|positiv)', 'hohe ketone', 'ketonkoe?rper'],
  sugar_hi: ['(messgerae?t|sensor|gerae?t) _ (zeigt|sagt) hi', 'zucker (ue?ber|bei) [4-9]\\d\\d'],
  vomiting: ['erbrech~', 'erbricht', 'kotz~', 'ue?bergeb~'],
  now: [
    'gerade', 'grad', 'im moment', 'momentan', 'seit (einer|ner|\\d+|ue?ber \\d+|einer halben) (stunde|stunden|minute|minuten|min)', 'vor (einer|\\d+) (stunde|minuten)', 'ho?e?rt nicht auf',
    'geht nicht weg', 'immer noch', 'wird schlimmer', 'hilfe', 'was (soll|kann) ich (tun|machen)', 'notarzt', '112', 'krankenwagen', '(und|aber) jetzt (?!(alles|wieder|gut|ok|besser))',
  ],
  first_person: ['ich (hab|habe|bin|kriege|krieg|bekomme)', 'mir (ist|tut)', 'meine (brust|zunge|lippen)', 'mein (bauch|hals|herz)'],
  info: [
    'nebenwirkung~', '(kann|koe?nnen|koe?nnte) _ (verursachen|machen|auslo?e?sen|fue?hren)', 'verursach~', '(was sind|welche sind) (die )?(anzeichen|symptome)', '(anzeichen|symptome) (fue?r|von|einer|eines)',
    'woran erkenne', 'wie (fue?hlt|erkennt) (sich|man)', '(ho?e?chst|maximal|normal|tages)dosis', 'normale dosis', 'ab wie viel', 'wie viel _ (am tag|pro tag|maximal|zu viel)', 'darf ich _ (mit|zusammen)',
    'ist es gefae?hrlich', 'gefae?hrlich _ (zu mischen|mischen)', 'risiko', 'erho?e?ht _ risiko', 'wie lange dauert', 'unterschied zwischen', 'wechselwirk~', 'vertragen sich nicht'],
  hypothetical: [
    'wenn(?! ich (ihn|sie|atme|drue?cke|rufe|anspreche|aufstehe|liege|gehe))', 'falls', 'was (passiert|wae?re|tun|mach ich) wenn', 'angenommen', 'hypothetisch', 'im fall',
    'bei einem (krampfanfall|herzinfarkt|anfall|schlaganfall)', 'soll man bei',
  ],
  past: [
    'letzt~ (jahr|monat|woche|winter|sommer|frue?hling|herbst)', 'vor (\\d+|einem|einer|zwei|drei|ein paar|mehreren|vielen) (jahren|jahr|monaten|monat|wochen)', 'im (19|20)\\d\\d', '(19|20)\\d\\d',
    'als (kind|teenager|jugendliche~)', 'im (januar|februar|mae?rz|april|mai|juni|juli|august|september|oktober|november|dezember)', '(am )?(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)',
    '(alles )?wieder gut', 'jetzt (alles )?gut', 'geht (es |ihm |ihr )?(wieder )?(gut|besser)', 'arzt _ (untersucht|gesagt|umgestellt|gesehen|meint|sagt)', 'vor jahren', 'geht (mir|es mir) (jetzt )?(viel |deutlich )?besser', '(hat )?(schnell|von selbst|gleich) (wieder )?aufgehoe?rt'],
  product: [
    'haben sie', 'gibt es', 'verkaufen sie', 'rezept', 'folgerezept', 'brauche (ein|einen|eine|mein|meine|neue|nachschub)', 'ich brauche', 'hol~ _ ab', 'bestellen', 'nachschub', 'vorrae?tig', 'geht (mir )?aus',
    'monatspackung~', 'bezahlt', 'krankenkasse', 'kann ich _ bekommen',
  ],
  mild: ['ein bisschen', 'bisschen', 'etwas', 'leicht~', 'ein wenig', 'kleine~'],
  idiom: [
    'sterbe vor', 'sterbe drauf', 'bringt mich um', 'bringen mich um', 'koe?nnte morden', 'lach mich tot', '(krieg|kriege|bekomme) (gleich |fast )?(nen|einen) (herzinfarkt|schlaganfall)',
    'fast (nen|einen) (herzinfarkt|schlaganfall) (bekommen|gekriegt)', 'lebensretter', 'leben gerettet', 'wahnsinnig', 'herzinfarkt verpasst', 'bringt mich (noch )?um', 'bringen mich (noch )?um'],
  laugh: ['haha~', 'hihi', 'xd'],
  trivial_context: ['preis~', 'rechnung', 'zuzahlung', 'warten', 'wartezeit', 'app', 'hitze', 'bestellung', 'schlange'],
  neutral: ['lebensmittelvergiftung', 'hitzschlag', 'sonnenstich', 'antiepileptik~', 'sodbrennen', 'anfallsmedikament~'],
  thunderclap: ['schlimmsten kopfschmerzen (meines|seines|ihres) lebens', 'vernichtungskopfschmerz'],
  blister: ['blasen'],
  rash: ['ausschlag', 'haut', 'quaddeln', 'augen brennen'],
  instead: ['statt', 'anstatt', 'anstelle'],
  emergency_product: ['adrenalin ?pen', 'nitrospray', 'nitro ?kapseln', 'naloxon', 'traubenzucker', 'co ?melder', 'aktivkohle'],
};
