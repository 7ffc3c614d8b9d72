import { declareErrors } from '@pharmachat/chassis/errors';

/** Every error the chat service answers with (`extensions.reason` = `chat.<name in snake case>`). */
export const ChatErrors = declareErrors('chat', {
  sessionNotFound: { code: 'NOT_FOUND', message: 'Chat session not found.' },
  pharmacyNotFound: { code: 'NOT_FOUND', message: 'Pharmacy not found.' },
  monthlyLimitReached: {
    code: 'LIMIT_REACHED',
    message: (_details: { currentCount: number; limit: number }) => 'This pharmacy has reached its monthly conversation limit. Please contact the pharmacy directly.',
  },
  nameRequired: { code: 'BAD_USER_INPUT', message: 'Please enter your full name to start the chat.' },
  nameTooLong: { code: 'BAD_USER_INPUT', message: 'Name is too long (at most 100 characters).' },
  phoneRequired: { code: 'BAD_USER_INPUT', message: 'Please enter your phone number to start the chat.' },
  phoneInvalid: { code: 'BAD_USER_INPUT', message: 'Please enter a valid phone number (7 to 15 digits).' },
  messageEmpty: { code: 'BAD_USER_INPUT', message: 'Message cannot be empty.' },
  messageTooLong: { code: 'BAD_USER_INPUT', message: (details: { max: number }) => `Message is too long (at most ${details.max} characters).` },
  onlyPatients: { code: 'FORBIDDEN', message: 'Only the patient of this chat can write in it.' },
  handoffRefused: { code: 'CONFLICT', message: (details: { reason: string }) => details.reason },
  onlyStaff: { code: 'FORBIDDEN', message: 'Only staff of this pharmacy can reply in its chats.' },
});
