import type { Lexicon } from '../lexicon';

/**
 * Vietnamese, with or without diacritics: the normaliser strips them ("đau ngực" -> "dau nguc"), so one
 * unaccented source matches both. Teen-code spellings: ko/k/hok/hong = khong, dc = duoc.
 * Unaccented syllables are ambiguous (con = child / còn / cơn; mau = máu / màu / mau), so sources use phrases.
 */
const NOT = '(khong|ko|k|hok|hong|hem|chang)';

export const vi: Lexicon = {
  chest_pain: ['(dau|tuc|nang|that|nhoi|buot|ep) (giua |o |vung |trong )?(nguc|long nguc)', 'nguc _ (dau|tuc|nang|that|nhoi|ep|bop)', 'om nguc', 'nhu co (da|tang da|tang) de', 'nguc nhu bi (ai )?(de|bop|ep)'],
  heart_attack: ['nhoi mau co tim', 'len con dau tim', 'ngung tim', 'dau tim'],
  breathing: [
    `${NOT} tho (duoc|noi|dc)`, 'kho tho', `tho ${NOT} (duoc|noi|ra hoi)`, 'ngat tho', 'nghet tho', 'tho gap', 'tho hut hoi', 'tho (rat )?nhanh', 'tho la', 'tho khong binh thuong', 'kho khe',
    'moi _ (tim|tai|xanh)', 'tim tai', 'rut lom long nguc', 'len con hen', 'hen suyen (len|nang)', '(thuoc xit|binh xit|xit) _ (khong do|ko do|k do|het|khong an thua)', 'gan nhu khong tho',
    `${NOT} tho`, 'het tho', 'ngung tho', 'tho (rat )?yeu', 'moi tai xam', 'tim tai'],
  airway_swelling: ['(luoi|hong|co hong|moi|mat|mi mat|mieng) _ (sung|phu|that lai|nghen)', 'sung (moi|luoi|hong|mat)', 'co hong (nhu )?(bi )?that lai', 'phu mach', 'phu quincke'],
  allergic_reaction: ['soc phan ve', 'phan ve', 'di ung nang', 'phan ung di ung'],
  overdose: ['qua lieu', 'soc thuoc', 'ngo doc thuoc'],
  took_too_many: ['(uong|nuot|an) het (ca )?(lo|hop|vi|chai|goi)', 'het ca (lo|chai|hop|vi)', '(qua nhieu|nhieu qua|mot nam) (thuoc|vien)', 'uong (nham )?qua nhieu', 'uong het thuoc', 'het nguyen (hop|lo|vi)', '(tiem|chich) qua nhieu insulin', 'qua nhieu insulin', 'lo thuoc rong', 'mot (dong|nam|vốc) thuoc'],
  pill: ['lo thuoc', '(dong|nam) thuoc', 'vien', 'vien thuoc', 'siro', 'vitamin', 'tu thuoc', 'hop thuoc', 'thuoc (cua|huyet ap|ngu|tim|giam dau)'],
  child: ['con (em|toi|minh|trai|gai|be)', 'be', 'chau', 'tre', 'thang be', 'con be', 'em be', 'tre so sinh', '\\d+ tuoi'],
  ingest: ['nuot', 'an (nham|phai)', 'uong (nham|phai)', 'ngam', 'cho vao mieng', 'an (may|het|ca|nua) (vien|lo|hop)', 'uong (nuoc tay|javel|thuoc tay|xang|dau hoa|thuoc diet|nuoc rua)', 'luc tu thuoc', 'ngam mieng', 'an \\d+ vien', 'lay duoc (thuoc|vien)', 'liem', 'uong nuoc rua kinh'],
  hazard: [
    'pin', 'pin cuc ao', 'pin dong ho', 'nam cham', 'bi nam cham', 'nuoc tay', 'javel', 'thuoc tay', 'xa phong', 'vien giat', 'nuoc giat', 'nuoc rua chen', 'nuoc lau san', 'thuoc diet (chuot|con trung|co)',
    'thuoc tru sau', 'xang', 'dau hoa', 'hoa chat', 'vitamin co sat', 'nuoc rua chen', 'mieng dan fentanyl', 'mieng dan', 'keo can sa', 'can sa', 'thong cong', 'nuoc rua kinh'],
  carbon_monoxide: ['khi co', 'monoxit', 'ngo doc khi (than|co|gas)', 'khi than'],
  fuel_source: ['dot than', 'lo than', 'bep than', 'than suoi', 'suoi than', 'may phat dien', 'lo suoi', 'ro ri gas', 'ro khi gas', 'xi gas', 'mui gas'],
  group_symptoms: ['(ca nha|moi nguoi|tat ca|ca gia dinh) _ (chong mat|dau dau|non|buon non|met)', 'ai cung dau dau'],
  mix_verb: ['tron', 'pha', 'chung voi'],
  bleach: ['nuoc tay', 'javel', 'thuoc tay'],
  bleach_partner: ['amoniac', 'giam', 'axit', 'nuoc tay bon cau', 'nuoc lau'],
  poison: ['(uong|an|nuot) (nham |phai )?(thuoc diet chuot|thuoc tru sau|thuoc diet co|xang|dau hoa|nam doc|la ngon)', 'nam (rung|doc|dai)', 'ngo doc(?! thuc pham)', 'thuoc diet chuot', '(co y |nham )?uong (thuoc tay|nuoc tay|javel)'],
  suicide: [
    'tu tu', 'tu sat', 'ket lieu', 'muon chet', `${NOT} muon song`, 'chet cho xong', 'ket thuc (cuoc doi|tat ca|cuoc song)', 'khong co em moi nguoi', 'gom thuoc', 'muon bien mat',
    '(uong|nuot) het thuoc (cho xong|luon)', 'muon moi thu ket thuc', 'lo thuoc _ truoc mat', 'nhay (cau|lau|song)', 'chet ma khong dau', 'cach nao chet', 'thuoc chuan bi xong', 'loi tam biet', 'ket thuc cuoc doi', 'song khong con y nghia', 'cam sung', 'se uong het thuoc'],
  death_word: ['chet', 'khong day nua', 'ngu luon', 'khong tinh day', 'gay chet', 'chet nguoi'],
  how_much: ['bao nhieu', 'may vien', 'thuoc gi', 'loai thuoc nao', 'lieu gay chet'],
  self_harm: ['rach (co tay|tay)', 'cat (co tay|tay|sau)', 'tu (lam dau|hai|rach|cat)', 'tu gay thuong', 'rach (dui|tay|chan) sau'],
  heavy_bleeding: [
    'mau (chay|ra) _ (khong cam|khong ngung|khong dung|nhieu|rat nhieu|lien tuc)', 'chay mau _ (khong cam|khong ngung|nhieu|khong dung|ko cam)', `${NOT} cam (duoc )?mau`, 'mau khap noi',
    '(non|ho|khac|oi) ra mau', 'tieu ra (nhieu )?mau', 'di (ngoai|cau) ra mau', 'xuat huyet (nang|tieu hoa)', 'tham (ca|het) khan', 'mau phun', 'phun ra', 'xoi xa', 'nhieu mau do'],
  bleeding: ['chay mau', 'xuat huyet', 'ra mau', 'mau chay'],
  black_stool: ['phan (den|mau den)'],
  anticoagulant: ['thuoc chong dong', 'chong dong mau', 'lam loang mau'],
  faint_weak: ['met la', 'chong mat', 'xiu', 'choang'],
  stroke_signs: [
    'meo (mieng|mom|mat)', 'mieng meo', '(mat|mieng) _ (xe|lech|meo)', 'noi (ngong|lap|khong ro|kho|lo lo)', `${NOT} nhac (duoc )?(tay|chan)`, '(yeu|te|liet) nua nguoi', 'nua (nguoi|mat) _ (te|yeu|liet|khong cu dong)',
    'tay (yeu|te|liet)', 'tu nhien _ (khong noi|noi khong ro|khong nhac)', 'khong nghi ra tu', 'nhin (thay )?hai hinh', 'nhin doi', 'tay (phai|trai) te'],
  stroke: ['dot quy', 'tai bien', 'xuat huyet nao', 'nhoi mau nao', 'trung phong'],
  seizure: ['co giat', 'len con dong kinh', 'dong kinh', 'giat kinh', 'sui bot mep', 'mat trong nguoc', 'giat giat', 'run ban bat khong kiem soat'],
  unresponsive: ['bat tinh', 'hon me', 'ngat (xiu|di)', 'ngat', `(goi|lay) ${NOT} (tinh|day|phan ung|tra loi)`, 'khong (phan ung|tinh lai)', 'nga ra', 'nam bat dong', 'mat y thuc', 'khong tho', 'khong tra loi', 'khong mo mat', 'lay the nao cung khong'],
  skin_blistering: ['phong nuoc', 'bong nuoc', 'phong rop', 'da _ (bong|troc|phong|lot)', 'bong troc', 'stevens johnson'],
  serotonin_syndrome: ['hoi chung serotonin'],
  serotonergic: ['thuoc chong tram cam', 'chong tram cam'],
  serotonin_trigger: ['tramadol'],
  toxic_symptoms: ['run', 'run ray', 'do mo hoi', 'va mo hoi', 'sot', 'tim dap nhanh', 'kich dong', 'lu lan', 'nong ran', 'giat co'],
  antipsychotic: ['thuoc chong loan than'],
  rigid: ['cung (do|nguoi|co)', 'co cung'],
  fever: ['sot', 'nhiet do', 'than nhiet', 'phat sot', 'nong ran', '(do )?hau mon', '(3[89]|4[01])(\\.\\d)? do'],
  high_fever: ['sot cao', 'sot (39\\.[5-9]|4[0-2])', '(4[0-2]) do'],
  young_infant: ['so sinh', '([1-9]|1[0-2]) tuan tuoi', '(be|con|chau) ([1-9]|1[0-2]) tuan', '([12]|mot|hai) thang tuoi', '(be|con|chau) ([12]|mot|hai) thang', '\\d+ ngay tuoi', 'chua day thang'],
  lethargy: ['li bi', 'lu du', 'lo mo', `goi ${NOT} (day|tinh)`, 'mem nhun', 'khong phan ung', 'hau nhu khong phan ung'],
  non_blanching: [`(an|bam|de) (vao|ly) ${NOT} (mat|bien mat|lan)`, 'cham (do|tim|xuat huyet)', 'noi cham tim', 'ban xuat huyet', 'xuat huyet duoi da', 'nhu bam tim', 'giong bam tim'],
  abdominal_pain: ['dau bung', 'dau (bao tu|da day|ruot)', 'bung _ dau', 'quan bung'],
  severe: ['du doi', 'kinh khung', 'khung khiep', 'rat du', 'qua troi', `${NOT} chiu noi`, `${NOT} dung (thang|duoc|len)`, 'khong cu dong', 'khoc', 'la het', 'quan quai', '10 tren 10', 'ngay cang', 'cang luc cang', 'nhu dao dam', 'khong di duoc', 'non ra nuoc xanh'],
  abdominal_emergency: ['ruot thua', 'bung cung'],
  sugar: ['duong huyet', 'duong', 'may do duong'],
  hypo: ['ha duong huyet', 'ha duong', 'tut duong', 'duong huyet (thap|tut)'],
  confused: ['lu lan', 'lu mu', 'mo mit', 'dau oc (mo mit|lu mu|quay cuong)', 'noi nham', 'khong tinh tao', 'lo mo'],
  sweaty_shaky: ['do mo hoi', 'va mo hoi', 'mo hoi', 'run', 'run tay'],
  diabetic: ['tieu duong', 'dai thao duong'],
  dka: ['nhiem toan ceton', 'nhiem ceton'],
  fruity_breath: ['hoi tho _ (trai cay|tao|ceton|ngot)'],
  ketones_high: ['(xeton|ceton) (cao|duong tinh)'],
  sugar_hi: ['may (bao|hien) hi', '(duong huyet|duong) tren (2[5-9]|3\\d|[4-9]\\d\\d)'],
  vomiting: ['non', 'oi', 'buon non', 'non oi', 'non lien tuc'],
  now: [
    'bay gio', 'ngay bay gio', 'dang (bi|len|co|chay|non|ho|tho|dau|ngat|sot|run)', 'vua (non|ngat|nga|bi|nuot|uong)', '(\\d+|mot|nua) (tieng|phut) (roi|nay|truoc)', 'ca tieng roi', `${NOT} (ngung|dung)`,
    'chua (dung|het|ngung)', 'van (con|chua)', 'cuu', 'cuu voi', '(?<!(neu|lo|nho)[^.?!;]{0,40})(phai lam sao|lam sao day|lam sao bay gio)', 'cap cuu', '115', 'xe cap cuu',
  ],
  first_person: ['(toi|em|minh|tao) (bi|dang|thay|cam thay)'],
  info: [
    'tac dung phu', 'co gay', 'co lam', 'dau hieu', 'trieu chung', 'lam sao (biet|nhan biet)', 'cam giac (the nao|ra sao)', 'lieu (toi da|binh thuong|dung)', 'toi da', 'bao nhieu (la qua|thi qua|mot ngay)',
    `voi _ duoc ${NOT}`, `nguy hiem ${NOT}`, 'nguy co', 'khac nhau', 'tuong tac'],
  hypothetical: ['neu', 'lo (uong|an|nuot|bi|con|be)', 'nho (uong|an|nuot|bi)', 'gia su', 'truong hop', 'khi (bi|len)', 'khi co (con|nguoi|ai)', 'thi sao'],
  past: [
    'nam ngoai', 'nam truoc', 'thang truoc', 'tuan truoc', '\\d+ (nam|thang|tuan) truoc', '(hai|ba|mot) (nam|thang) truoc', 'nam (19|20)\\d\\d', '(19|20)\\d\\d', '(hoi|luc) (nho|tre|be)', 'thang (\\d+|gieng)',
    'hom chu nhat', 'on roi', 'khoe roi', 'da on', 'bac si (kham|noi|doi)', 'tung (bi|uong)', 'lan truoc', 'sau lan', 'may nam truoc', 'gio on hon', 'dung lien', 'cam lien'],
  product: ['co ban', `ban ${NOT}`, 'mua', 'can mua', 'shop co', 'co (vien|but|may|bo)', 'de lai', 'lay (thuoc|warfarin)', 'qua lay', 'sap het', 'don thuoc', 'toa', 'bao hiem', 'dat hang'],
  mild: ['hoi', 'chut', 'chut xiu', 'nhe', 'mot chut', 'it'],
  idiom: [
    '(dau|met|doi lau|doi|nong|lanh|chan|kho chiu|cuoi|so|them|nong ruot|dau qua|xau ho|ngai|nhuc|lau|ket xe|dau lung|dau chan|dau dau)( qua)? (muon|gan|sap) (chet|xiu)', 'chet (di duoc|mat|luon)', 'muon xiu', 'lam em dau tim', 'dau tim (mat|luon)',
    'suyt (dot quy|dau tim|xiu)', 'muon dot quy', 'cuu (em|minh|toi) (mot mang|1 mang)', 'phat dien',
  ],
  laugh: ['haha', 'hihi', 'kaka', 'keke', 'hehe'],
  trivial_context: ['gia', 'hoa don', 'tien', 'doi', 'app', 'don hang', 'giao', 'nong ruot'],
  neutral: ['ngo doc thuc pham', 'say nang', 'soc nhiet', 'thuoc (chong )?dong kinh', 'trao nguoc'],
  thunderclap: ['dau dau du doi nhat', 'con dau dau (du doi )?nhat tu truoc'],
  blister: ['bong nuoc', 'phong nuoc', 'mun nuoc'],
  rash: ['phat ban', 'ban noi', 'noi ban', 'man do', 'da', 'mat rat'],
  instead: ['thay vi', 'thay cho'],
  emergency_product: ['but (tiem )?(epipen|adrenaline)', 'vien glucose', 'may bao khi co', 'than hoat tinh'],
};
