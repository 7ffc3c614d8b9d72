import { declareErrors } from '@pharmachat/chassis/errors';

/** Every error the assistant service answers with (`extensions.reason` = `assistant.<name in snake case>`). */
export const AssistantErrors = declareErrors('assistant', {
  pharmacyNotFound: { code: 'NOT_FOUND', message: 'Pharmacy not found.' },
  unknownCategory: { code: 'BAD_USER_INPUT', message: (details: { categories: readonly string[] }) => `Category must be one of ${details.categories.join(', ')}.` },
  questionRequired: { code: 'BAD_USER_INPUT', message: 'Question is required.' },
  answerRequired: { code: 'BAD_USER_INPUT', message: 'Answer is required.' },
  questionTooLong: { code: 'BAD_USER_INPUT', message: 'Question is too long (at most 500 characters).' },
  answerTooLong: { code: 'BAD_USER_INPUT', message: 'Answer is too long (at most 5000 characters).' },
  entryNotFound: { code: 'NOT_FOUND', message: 'Knowledge base entry not found.' },
  importEmpty: { code: 'BAD_USER_INPUT', message: 'The file holds no entries: give a header row (category,question,answer,tags) and at least one entry.' },
  importTooLarge: { code: 'BAD_USER_INPUT', message: (details: { max: number }) => `At most ${details.max} entries can be imported at once; split the file.` },
  importRowInvalid: { code: 'BAD_USER_INPUT', message: (details: { row: number; problem: string }) => `Row ${details.row}: ${details.problem}` },
  suggestionMessageRequired: { code: 'BAD_USER_INPUT', message: 'Give the patient message to suggest replies for.' },
  suggestionMessageTooLong: { code: 'BAD_USER_INPUT', message: 'The message is too long (at most 4000 characters).' },
});
