/**
 * Traditional -> Simplified Chinese for the characters patients use about symptoms, medicines and pharmacy
 * services (hours, refills, prices, insurance, appointments), so that the safety lexicons and the knowledge-base
 * concepts, written in Simplified, read Taiwanese and Hong Kong messages too. Character by character: enough for
 * matching, not a translation.
 */
const TRADITIONAL = '發燒熱頭暈嘔藥過腫嚨難臉說話風癲癇電寶嬰兒歲個週兩殺結東開車買賣續處劑劇壓悶緊腦嚴頸無沒應該麼辦樣會們這還時現點軟鬆氣滅蟲農誤顆鐵腸醫診療傷邊動彈識綜徵燙紅脫膚潰瘍綿塊體溫聽見覺讓樂謝價錢帳單貴餓鬧試從後裡種專門問題幾針劑瀉濕腳夠類隻倆帶襪墊護盒漿錯將麻痺癱瘓顫攣陣蟄蜂蠍噁癢瘡膿腎臟壞斷傳與為們給對貼陽糾關閉們術險檢驗網頁們喚喪蘇醒厲' + '營業間請領師幫換學廠費預約號訂鐘嗎運務來報銷補優證戶碼選擇產標準區場雙歡確認據條當備訊節貨庫維寫參員絡聯繫';
const SIMPLIFIED = '发烧热头晕呕药过肿咙难脸说话风癫痫电宝婴儿岁个周两杀结东开车买卖续处剂剧压闷紧脑严颈无没应该么办样会们这还时现点软松气灭虫农误颗铁肠医诊疗伤边动弹识综征烫红脱肤溃疡绵块体温听见觉让乐谢价钱账单贵饿闹试从后里种专门问题几针剂泻湿脚够类只俩带袜垫护盒浆错将麻痹瘫痪颤挛阵蛰蜂蝎恶痒疮脓肾脏坏断传与为们给对贴阳纠关闭们术险检验网页们唤丧苏醒厉' + '营业间请领师帮换学厂费预约号订钟吗运务来报销补优证户码选择产标准区场双欢确认据条当备讯节货库维写参员络联系';

const TRAD_MAP = new Map<string, string>();
{
  const trad = [...TRADITIONAL];
  const simp = [...SIMPLIFIED];
  trad.forEach((ch, i) => {
    const s = simp[i];
    if (s && s !== ch) TRAD_MAP.set(ch, s);
  });
}
const TRAD_RE = new RegExp(`[${[...TRAD_MAP.keys()].join('')}]`, 'gu');

export function toSimplified(text: string): string {
  return text.replace(TRAD_RE, (c) => TRAD_MAP.get(c) ?? c);
}

/** a pinyin syllable: an optional initial, then a final of vowels with an optional n, ng or r */
const SYLLABLE = '(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?[aeiouv](?:[aeiouv]|ng|n|r)*';
/** a word of toned syllables: "wo3", "xing1qi1tian1", "kai1men2", "ma" after "ni3men" is left as it is */
const TONED_WORD = new RegExp(`(?<![\\p{L}\\p{N}])(?:${SYLLABLE}[1-5])+(?:${SYLLABLE})?(?![\\p{L}\\p{N}])`, 'giu');

/**
 * Pinyin typed with tone numbers ("wo3 peng2 you3 chi1 le5 san1 shi2 ke1", "xing1qi1tian1") read as plain pinyin,
 * one syllable per word ("wo peng you chi le san shi ke", "xing qi tian"). Only when toned words make up half of the
 * Latin words or more, at least three of them: "b4", "me2" or "room 3" in an English message keep their digits.
 */
export function stripPinyinTones(text: string): string {
  const toned = text.match(TONED_WORD)?.length ?? 0;
  if (toned < 3) return text;
  const latinWords = text.match(/\p{Script=Latin}+[\p{Script=Latin}\p{N}]*/gu)?.length ?? 0;
  if (toned * 2 < latinWords) return text;
  return text.replace(TONED_WORD, (word) => word.replace(/[1-5]/g, ' ').trim());
}
