import { describe, expect, it } from 'vitest';
import { redact } from '../src/domain/redaction';

describe('redact', () => {
  it('replaces the patient name and phone known from the session, in any spelling', () => {
    const { text, redactions } = redact('This is maria GONZALEZ, my husband Jose knows Maria. Reach me at (555) 123 4567.', {
      names: ['María González'],
      phones: ['+1 555-123-4567'],
    });
    expect(text).toBe('This is [NAME], my husband Jose knows [NAME]. Reach me at [PHONE].');
    expect(redactions).toBe(3);
  });

  it('replaces e-mails, phone numbers and identifiers', () => {
    expect(redact('Write to john.doe+rx@mail.example.co.uk or call +44 20 7946 0958').text).toBe('Write to [EMAIL] or call [PHONE]');
    expect(redact('My SSN is 123-45-6789 and my Rx number RX4455667').text).toBe('My SSN is [ID] and my Rx number [ID]');
    expect(redact('DNI 12345678Z, IBAN ES91 2100 0418 4502 0005 1332').text).toBe('DNI [ID], IBAN [ID]');
    expect(redact('card 4111 1111 1111 1111').text).toBe('card [ID]');
    expect(redact('Tel.: 06 12 34 56 78').text).toBe('Tel.: [PHONE]');
  });

  it('replaces dates of birth in several languages and formats', () => {
    expect(redact('DOB 03/12/1985').text).toBe('DOB [DATE]');
    expect(redact('born 1985-12-03').text).toBe('born [DATE]');
    expect(redact('I was born on March 3rd, 1985').text).toBe('I was born on [DATE]');
    expect(redact('nací el 12 de marzo de 1985').text).toBe('nací el [DATE]');
    expect(redact('né le 3 mars 1985').text).toBe('né le [DATE]');
    expect(redact('geboren am 5. März 1970').text).toBe('geboren am [DATE]');
    expect(redact('nasci em 5 de maio de 1970').text).toBe('nasci em [DATE]');
  });

  it('replaces addresses in several languages', () => {
    expect(redact('Can you deliver to 42 Elm Street?').text).toBe('Can you deliver to [ADDRESS]?');
    expect(redact('I live at 7 the old mill road, Springfield').text).toBe('I live at [ADDRESS]');
    expect(redact('Vivo en Calle Mayor 5').text).toBe('Vivo en [ADDRESS]');
    expect(redact('c/ de la Paz, 12').text).toBe('[ADDRESS]');
    expect(redact("c'est au 12 rue de la Paix").text).toBe("c'est au [ADDRESS]");
    expect(redact('Lieferung an Hauptstraße 12a').text).toBe('Lieferung an [ADDRESS]');
    expect(redact('Entregar na Rua das Flores 123').text).toBe('Entregar na [ADDRESS]');
  });

  it('replaces names the patient introduces, and names after a title', () => {
    expect(redact('Hi, my name is Anna Smith and I need a refill').text).toBe('Hi, my name is [NAME] and I need a refill');
    expect(redact('Me llamo José Pérez').text).toBe('Me llamo [NAME]');
    expect(redact("Je m'appelle Claire").text).toBe("Je m'appelle [NAME]");
    expect(redact('Ich heiße Jürgen Müller').text).toBe('Ich heiße [NAME]');
    expect(redact('Meu nome é Ana Souza').text).toBe('Meu nome é [NAME]');
    expect(redact('Dr. Watson prescribed it, ask Mrs Hudson').text).toBe('[NAME] prescribed it, ask [NAME]');
  });

  it('leaves doses, medicines and ordinary sentences alone', () => {
    for (const text of [
      'I take 500 mg twice a day and 2 tablets every 4 hours; is 1000 mg ok?',
      'Vitamin B12 and 100000 IU of vitamin D',
      "I'm worried about my son. I am allergic to penicillin.",
      'I took 2 pills on the road',
      'Can I take 300 mg St John’s wort with sertraline?',
      'Tomo 1 comprimido cada 8 horas, paseo de 2 horas',
      'Ich bin Diabetiker und nehme 850 mg Metformin',
      'Is the pharmacy open on 24 December?',
    ]) {
      expect(redact(text)).toEqual({ text, redactions: 0 });
    }
  });
});
