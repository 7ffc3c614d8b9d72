import type { Lexicon } from '../lexicon';

/**
 * Medicine names patients use, in every market we serve (brand names differ by country: Tylenol, Doliprane,
 * Crocin, Biogesic, Panadol, Hapacol, 泰诺, بنادول...). Used to count swallowed tablets ("took like 30 tylenol")
 * and to recognise medicines a child got into.
 */
export const drugs: Lexicon = {
  drug: ['ben ?(u|you) ?ron', 'tilidin', 'valoron', 
    // analgesics / antipyretics
    'tylenol', 'paracetamol~', 'acetaminophen', 'acetaminofen', 'panadol', 'advil', 'motrin', 'nurofen', 'ibuprofen~', 'ibuprofeno~', 'aspirin~', 'aspirina', 'aleve', 'naproxen~',
    'doliprane', 'dafalgan', 'efferalgan', 'crocin', 'dolo', 'combiflam', 'biogesic', 'tempra', 'calpol', 'dipirona', 'novalgina?', 'metamizol~', 'nolotil', 'gelocatil', 'tachipirina',
    'hapacol', 'efferalgan', 'alaxan', 'meftal', 'saridon', 'excedrin', 'voltaren', 'diclofenac~',
    // sedatives, opioids, others often taken in overdose
    'xanax', 'alprazolam', 'valium', 'diazepam', 'klonopin', 'clonazepam', 'rivotril', 'ativan', 'lorazepam', 'tavor', 'temesta', 'lexotan', 'bromazepam', 'ambien', 'zolpidem', 'stilnox',
    'oxy', 'oxys', 'oxycodone', 'oxycontin', 'percocet', 'vicodin', 'hydrocodone', 'fentanyl', 'fentanilo', 'tramadol', 'tramal', 'morphine', 'morfina', 'codeine', 'codeina', 'methadone', 'heroin~', 'heroina',
    'benadryl', 'diphenhydramine', 'melatonin~', 'amitriptyline', 'sertraline', 'zoloft', 'prozac', 'fluoxetine', 'lexapro', 'quetiapine', 'seroquel', 'lithium', 'insulin~', '~insulin', 'insulina', 'insuline', 'lantus', 'levemir', 'tresiba', 'novolog', 'novorapid', 'humalog', 'toujeo', 'basaglar', 'abasaglar', 'fiasp', 'apidra', 'metformin~', 'digoxin',
    'sleeping pills?', 'sleep aids?', 'nyquil', 'unisom', 'iron', 'clonidine', 'propranolol', 'amlodipine', 'lisinopril', 'metoprolol', 'atenolol', 'levothyroxine', 'keppra', 'lamotrigine', 'depakote',
    // Chinese, Arabic, Hindi, Vietnamese spellings
    '扑热息痛', '对乙酰氨基酚', '泰诺', '必理痛', '布洛芬', '芬必得', '阿司匹林', '安眠药', '安定', '曲马多', '降压药', '心脏药', '感冒药', '退烧药',
    'بنادول', 'باراسيتامول', 'بروفين', 'ايبوبروفين', 'اسبرين', 'ترامادول', 'زاناكس', 'منوم', 'فولتارين', 'ريفوتريل',
    'क्रोसिन', 'पैरासिटामोल', 'डोलो', 'कॉम्बिफ्लेम', 'नींद की गोली', 'नींद की गोलियां',
    'thuoc ngu', 'thuoc giam dau', 'thuoc ha sot', 'thuoc huyet ap', 'thuoc tim', 'antidepress~', 'antidepresiv~', 'antidepresseur~', 'antidepressiv~', 'antidepressivo~', '抗抑郁药', 'مضاد اكتئاب', 'مضادات اكتئاب', 'thuoc chong tram cam'],
};
