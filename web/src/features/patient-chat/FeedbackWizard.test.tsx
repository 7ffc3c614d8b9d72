import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { MockLink } from '@apollo/client/testing';
import { App } from 'antd';
import type { FeedbackCategory } from '../../gql/graphql';
import { FeedbackWizard, ratingLabel, THANK_YOU_MS } from './FeedbackWizard';
import { SUBMIT_FEEDBACK } from './graphql/patient-chat';

const sessionId = 's-maria';
const pharmacyId = 'p-downtown';

type Mock = ConstructorParameters<typeof MockLink>[0][number];

const input = (category: FeedbackCategory, rating: number, feedback: string | null = null) => ({
  sessionId,
  pharmacyId,
  category,
  rating,
  feedback,
  responseTime: null,
  messageCount: null,
  wasEscalated: false,
});
const saved = (category: FeedbackCategory, rating: number, feedback: string | null = null): Mock => ({
  request: { query: SUBMIT_FEEDBACK, variables: { input: input(category, rating, feedback) } },
  result: { data: { submitFeedback: { __typename: 'Feedback', id: `f-${category}`, sessionId, category, rating, feedback } } },
});
const refused = (category: FeedbackCategory, rating: number, code: string, reason: string, feedback: string | null = null): Mock => ({
  request: { query: SUBMIT_FEEDBACK, variables: { input: input(category, rating, feedback) } },
  result: { errors: [new GraphQLError(code === 'CONFLICT' ? `You have already rated ${category} for this chat.` : 'The feedback service is busy. Please try again.', { extensions: { code, reason } })] },
});

function setup(mocks: Mock[]) {
  const requests: { variables: Record<string, unknown>; key: string | undefined }[] = [];
  const recorder = new ApolloLink((operation, forward) => {
    requests.push({ variables: operation.variables, key: ((operation.getContext().headers ?? {}) as Record<string, string>)['Idempotency-Key'] });
    return forward(operation);
  });
  const client = new ApolloClient({ link: ApolloLink.from([recorder, new MockLink(mocks)]), cache: new InMemoryCache() });
  const onClose = vi.fn();
  const onSubmitted = vi.fn();
  const ui = (open: boolean) => (
    <App>
      <FeedbackWizard open={open} sessionId={sessionId} pharmacyId={pharmacyId} client={client} onClose={onClose} onSubmitted={onSubmitted} />
    </App>
  );
  const view = render(ui(true));
  return { requests, onClose, onSubmitted, reopen: () => view.rerender(ui(true)), hide: () => view.rerender(ui(false)) };
}

const ARROW_RIGHT = { key: 'ArrowRight', keyCode: 39, which: 39 };
const ARROW_LEFT = { key: 'ArrowLeft', keyCode: 37, which: 37 };
const END = { key: 'End', keyCode: 35, which: 35 };
const PAGE_UP = { key: 'PageUp', keyCode: 33, which: 33 };
const PAGE_DOWN = { key: 'PageDown', keyCode: 34, which: 34 };
const handle = () => screen.getByRole('slider');
const label = () => screen.getByTestId('rating-label').textContent;
const next = () => screen.getByRole('button', { name: 'Next' });
/** moves the slider right `steps` tenths from where it shows */
const press = (steps: number) => {
  for (let i = 0; i < steps; i++) fireEvent.keyDown(handle(), ARROW_RIGHT);
};
const key = (...keys: (typeof END)[]) => keys.forEach((k) => fireEvent.keyDown(handle(), k));
/** rates the current step 1.0 + steps/10 and goes on */
const rate = (steps: number) => {
  press(steps);
  fireEvent.click(next());
};

afterEach(() => vi.useRealTimers());

describe('rating labels', () => {
  it('names ratings by the spec, at and around each boundary', () => {
    expect(ratingLabel(0)).toBe('Not rated yet');
    expect(ratingLabel(1)).toBe('Poor');
    expect(ratingLabel(1.5)).toBe('Poor');
    expect(ratingLabel(1.6)).toBe('Fair');
    expect(ratingLabel(2.5)).toBe('Fair');
    expect(ratingLabel(2.6)).toBe('Good');
    expect(ratingLabel(3.5)).toBe('Good');
    expect(ratingLabel(3.6)).toBe('Very Good');
    expect(ratingLabel(4.5)).toBe('Very Good');
    expect(ratingLabel(4.6)).toBe('Excellent');
    expect(ratingLabel(5)).toBe('Excellent');
    // what a slider in steps of 0.1 can produce (1.5000000000000002) still counts as 1.5
    expect(ratingLabel(1.1 + 0.4)).toBe('Poor');
  });
});

describe('the feedback wizard', () => {
  it('keeps Next disabled until the step is rated, and labels the slider as it moves', () => {
    setup([]);
    expect(screen.getByTestId('feedback-step').textContent).toBe('Step 1 of 5');
    expect(screen.getByText('How was your chat overall?')).toBeTruthy();
    expect(label()).toBe('Not rated yet');
    expect(next()).toHaveProperty('disabled', true);

    press(1);
    expect(screen.getByTestId('rating-value').textContent).toBe('1.1 / 5.0');
    expect(label()).toBe('Poor');
    expect(next()).toHaveProperty('disabled', false);
    key(PAGE_UP, PAGE_UP); // 1.5
    expect(label()).toBe('Poor');
    press(1); // 1.6
    expect(label()).toBe('Fair');
    key(END, PAGE_DOWN, PAGE_DOWN); // 4.6
    expect(label()).toBe('Excellent');
    key(ARROW_LEFT); // 4.5
    expect(screen.getByTestId('rating-value').textContent).toBe('4.5 / 5.0');
    expect(label()).toBe('Very Good');
    key(ARROW_LEFT, ARROW_LEFT, ARROW_LEFT, ARROW_LEFT, PAGE_DOWN, PAGE_DOWN); // 3.7
    expect(screen.getByTestId('rating-value').textContent).toBe('3.7 / 5.0');
    expect(label()).toBe('Very Good');
    key(ARROW_LEFT, ARROW_LEFT); // 3.5
    expect(label()).toBe('Good');
    key(PAGE_DOWN, PAGE_DOWN, PAGE_DOWN, PAGE_DOWN, PAGE_DOWN); // 2.5
    expect(screen.getByTestId('rating-value').textContent).toBe('2.5 / 5.0');
    expect(label()).toBe('Fair');

    // the next step starts unrated again; Back keeps what was chosen
    fireEvent.click(next());
    expect(screen.getByTestId('feedback-step').textContent).toBe('Step 2 of 5');
    expect(next()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('rating-value').textContent).toBe('2.5 / 5.0');
  });

  it('sends one rating per category, the comments only with overall, then thanks and closes after 2 s reset', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests, onClose, onSubmitted, reopen } = setup([
      saved('overall', 4.5, 'Quick and kind, thank you'),
      saved('response_quality', 1.2),
      saved('speed', 5),
      saved('helpfulness', 1.5),
    ]);
    key(END, PAGE_DOWN, PAGE_DOWN, ARROW_LEFT); // overall 4.5
    fireEvent.click(next());
    rate(2); // response quality 1.2
    key(END); // speed 5.0
    fireEvent.click(next());
    key(PAGE_UP, PAGE_UP, ARROW_RIGHT); // helpfulness 1.5
    fireEvent.click(next());
    expect(screen.getByTestId('feedback-step').textContent).toBe('Step 5 of 5');
    fireEvent.change(screen.getByLabelText('Comments'), { target: { value: '  Quick and kind, thank you ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByText('Thank you for your feedback!');
    expect(requests.map((r) => r.variables.input)).toEqual([
      input('overall', 4.5, 'Quick and kind, thank you'),
      input('response_quality', 1.2),
      input('speed', 5),
      input('helpfulness', 1.5),
    ]);
    // each its own Idempotency-Key
    const keys = requests.map((r) => r.key);
    expect(keys.every((key) => /^[0-9a-f-]{36}$/.test(key ?? ''))).toBe(true);
    expect(new Set(keys).size).toBe(4);
    expect(onSubmitted).toHaveBeenCalledWith(['overall', 'response_quality', 'speed', 'helpfulness']);

    // the thank-you stays until 2 s have passed, then the dialog closes
    act(() => void vi.advanceTimersByTime(THANK_YOU_MS - 100));
    expect(onClose).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(100));
    expect(onClose).toHaveBeenCalledTimes(1);

    // and it starts over when opened again
    reopen();
    await waitFor(() => expect(screen.getByTestId('feedback-step').textContent).toBe('Step 1 of 5'));
    expect(label()).toBe('Not rated yet');
    expect(next()).toHaveProperty('disabled', true);
  });

  it('treats a category the server already has (409) as rated, and retries only what failed with the same key', async () => {
    const { requests, onSubmitted } = setup([
      saved('overall', 5),
      refused('response_quality', 5, 'CONFLICT', 'chat.feedback_already_given'),
      refused('speed', 5, 'SERVICE_UNAVAILABLE', 'chat.unavailable'),
      saved('speed', 5),
      saved('helpfulness', 5),
    ]);
    for (let i = 0; i < 4; i++) {
      key(END);
      fireEvent.click(next());
    }
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    // the busy server stops the submission with a message; nothing is lost
    await screen.findByText('Your feedback was not sent');
    expect(screen.getByText('The feedback service is busy. Please try again.')).toBeTruthy();
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(requests.map((r) => (r.variables.input as { category: string }).category)).toEqual(['overall', 'response_quality', 'speed']);

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Thank you for your feedback!');
    // overall and response quality are not sent again; speed is sent again with the same key
    expect(requests.map((r) => (r.variables.input as { category: string }).category)).toEqual(['overall', 'response_quality', 'speed', 'speed', 'helpfulness']);
    expect(requests[3]!.key).toBe(requests[2]!.key);
    expect(onSubmitted).toHaveBeenCalledWith(['overall', 'response_quality', 'speed', 'helpfulness']);
  });
});
