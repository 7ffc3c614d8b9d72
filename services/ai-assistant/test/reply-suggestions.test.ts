import { describe, expect, it } from 'vitest';
import { suggestReplies } from '../src/application/reply-suggestions';
import { KnowledgeEntry } from '../src/domain/knowledge-entry';

const entries = [
  KnowledgeEntry.create('p1', {
    category: 'refill_requests',
    question: 'How do I request a prescription refill?',
    answer: 'Send us your name, date of birth and the prescription number in this chat.',
    tags: ['refill', 'prescription'],
  }),
  KnowledgeEntry.create('p1', {
    category: 'medication_info',
    question: 'Can I get a generic version of my medication?',
    answer: 'Most brand-name medications have a generic version with the same active ingredient.',
    tags: ['generic', 'brand', 'cheaper', 'medication'],
  }),
];
const base = { patientName: 'Ana Lopez', entries, emergencyNumber: '911' };

describe('reply suggestions for staff', () => {
  it('are three, in the patient language, with the knowledge base answer first', () => {
    const suggestions = suggestReplies({ ...base, message: '¿cómo pido una recarga de mi receta?', language: 'es' });
    expect(suggestions).toHaveLength(3);
    expect(suggestions[0]).toMatchObject({ source: 'knowledge_base' });
    expect(suggestions[0]!.text).toMatch(/^Hola Ana, /);
    expect(suggestions.filter((s) => s.source !== 'knowledge_base').every((s) => s.text.startsWith('Hola Ana, '))).toBe(true);
    expect(suggestions.map((s) => s.text).join(' ')).not.toMatch(/thank you|could you/i);
  });

  it('are all about the emergency for an emergency, never an unrelated entry', () => {
    const suggestions = suggestReplies({ ...base, message: 'my chest hurts and my left arm is numb, generic pills did nothing', language: 'en' });
    expect(suggestions).toHaveLength(3);
    expect(suggestions.every((s) => s.source === 'safety')).toBe(true);
    expect(suggestions[0]!.text).toContain('call 911');
    expect(suggestions.map((s) => s.text).join(' ')).not.toMatch(/how much, and when|generic/);
  });

  it('ask what was taken for an overdose and lead with the crisis line for suicide', () => {
    expect(suggestReplies({ ...base, message: 'my son swallowed 20 of my sleeping pills', language: 'en' }).map((s) => s.text).join(' ')).toMatch(/what was taken, how much, and when/);
    const crisis = suggestReplies({ ...base, message: 'quiero suicidarme esta noche', language: 'es' });
    expect(crisis[0]!.text).toMatch(/^Hola Ana, gracias por contárnoslo/);
    expect(crisis[0]!.text).toContain('024'); // the crisis line of the language's default country (Spain)
    // at a pharmacy whose time zone says the US: the US line, named in Spanish
    expect(suggestReplies({ ...base, message: 'quiero suicidarme esta noche', language: 'es', country: 'US' })[0]!.text).toContain('988');
  });

  it('fall back to English for a language they are not written in', () => {
    const suggestions = suggestReplies({ ...base, message: 'Hoe kan ik mijn recept verlengen?', language: 'nl', patientName: null });
    expect(suggestions.some((s) => s.text.startsWith('Hi, '))).toBe(true);
  });
});
