import { useEffect, useRef, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Input, Modal, Progress, Result, Slider, Space, Typography } from 'antd';
import { errorCode, errorExtensions, errorMessage } from '../../app/errors';
import { withIdempotencyKey } from '../../app/idempotency';
import type { FeedbackCategory } from '../../gql/graphql';
import { feedbackCategories, SUBMIT_FEEDBACK } from './graphql/patient-chat';

/** How long the thank-you shows before the dialog closes and resets (spec: 2 seconds). */
export const THANK_YOU_MS = 2000;
export const COMMENTS_MAX = 2000;

/** The label of a rating (spec): up to 1.5 Poor, up to 2.5 Fair, up to 3.5 Good, up to 4.5 Very Good, above Excellent. */
export function ratingLabel(rating: number): string {
  const r = Math.round(rating * 10) / 10;
  if (r <= 0) return 'Not rated yet';
  if (r <= 1.5) return 'Poor';
  if (r <= 2.5) return 'Fair';
  if (r <= 3.5) return 'Good';
  if (r <= 4.5) return 'Very Good';
  return 'Excellent';
}

const questions: Record<FeedbackCategory, { title: string; question: string }> = {
  overall: { title: 'Overall experience', question: 'How was your chat overall?' },
  response_quality: { title: 'Quality of answers', question: 'How clear and useful were the answers you got?' },
  speed: { title: 'Speed', question: 'How quickly did you get your answers?' },
  helpfulness: { title: 'Helpfulness', question: 'How well did the pharmacy help with what you needed?' },
};

/** A repeated rating of one category: the server already has it, so for the patient it counts as rated. */
const alreadyRated = (error: unknown) => errorCode(error) === 'CONFLICT' || errorExtensions(error).reason === 'chat.feedback_already_given';

export interface FeedbackWizardProps {
  open: boolean;
  sessionId: string;
  pharmacyId: string;
  /** the client of whoever chats: the guest's (session token) or the signed-in patient's */
  client: ApolloClient;
  onClose(): void;
  /** feedback went in (every category saved or already there) */
  onSubmitted(categories: FeedbackCategory[]): void;
}

type Ratings = Record<FeedbackCategory, number>;
const unrated: Ratings = { overall: 0, response_quality: 0, speed: 0, helpfulness: 0 };

/**
 * The feedback dialog: one step per category (slider 1.0-5.0 in steps of 0.1; Next needs a rating), then optional
 * comments, then Submit: one submitFeedback per category, the comments only with overall. A thank-you, then the
 * dialog closes and resets after 2 seconds.
 */
export function FeedbackWizard({ open, sessionId, pharmacyId, client, onClose, onSubmitted }: FeedbackWizardProps) {
  const [submitFeedback] = useMutation(SUBMIT_FEEDBACK, { client });
  const [step, setStep] = useState(0);
  const [ratings, setRatings] = useState<Ratings>(unrated);
  const [comments, setComments] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  // categories saved by an earlier attempt (a retry after a failure sends only the rest)
  const saved = useRef(new Set<FeedbackCategory>());
  // one Idempotency-Key per category and content: a retry of the same rating is stored once
  const keys = useRef(new Map<string, string>());
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const reset = () => {
    setStep(0);
    setRatings(unrated);
    setComments('');
    setSubmitting(false);
    setFailure(null);
    setThanked(false);
    saved.current = new Set();
    keys.current = new Map();
  };
  useEffect(() => () => void (closeTimer.current && clearTimeout(closeTimer.current)), []);

  const categoryStep = step < feedbackCategories.length ? feedbackCategories[step]! : null;
  const commentsStep = step === feedbackCategories.length;
  const totalSteps = feedbackCategories.length + 1;

  const close = () => {
    if (submitting) return;
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
    reset();
    onClose();
  };

  const keyFor = (category: FeedbackCategory, rating: number, feedback: string | null) => {
    const what = `${sessionId}\n${category}\n${rating}\n${feedback ?? ''}`;
    let key = keys.current.get(what);
    if (!key) {
      key = crypto.randomUUID();
      keys.current.set(what, key);
    }
    return key;
  };

  const submit = async () => {
    setSubmitting(true);
    setFailure(null);
    const text = comments.trim() || null;
    for (const category of feedbackCategories) {
      if (saved.current.has(category)) continue;
      const rating = Math.round(ratings[category] * 10) / 10;
      const feedback = category === 'overall' ? text : null;
      try {
        await submitFeedback({
          variables: { input: { sessionId, pharmacyId, category, rating, feedback, responseTime: null, messageCount: null, wasEscalated: false } },
          context: withIdempotencyKey(keyFor(category, rating, feedback)),
        });
        saved.current.add(category);
      } catch (error) {
        if (alreadyRated(error)) {
          saved.current.add(category);
          continue;
        }
        setFailure(errorMessage(error, 'Your feedback could not be sent. Please try again.'));
        setSubmitting(false);
        return;
      }
    }
    setSubmitting(false);
    setThanked(true);
    onSubmitted([...saved.current]);
    closeTimer.current = setTimeout(() => {
      closeTimer.current = null;
      reset();
      onClose();
    }, THANK_YOU_MS);
  };

  const footer = thanked
    ? null
    : [
        <Button key="back" onClick={() => setStep((s) => s - 1)} disabled={step === 0 || submitting}>
          Back
        </Button>,
        commentsStep ? (
          <Button key="submit" type="primary" onClick={() => void submit()} loading={submitting}>
            Submit
          </Button>
        ) : (
          <Button key="next" type="primary" onClick={() => setStep((s) => s + 1)} disabled={!categoryStep || ratings[categoryStep] <= 0}>
            Next
          </Button>
        ),
      ];

  return (
    <Modal open={open} title="Rate your chat" onCancel={close} footer={footer} mask={{ closable: !submitting }} destroyOnHidden data-testid="feedback-dialog">
      {thanked ? (
        <Result status="success" title="Thank you for your feedback!" subTitle="It helps the pharmacy improve its service." />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <div>
            <Typography.Text type="secondary" data-testid="feedback-step">
              Step {step + 1} of {totalSteps}
            </Typography.Text>
            <Progress percent={Math.round((step / totalSteps) * 100)} showInfo={false} size="small" strokeColor="#0f766e" />
          </div>
          {categoryStep ? (
            <RatingStep
              key={categoryStep}
              category={categoryStep}
              rating={ratings[categoryStep]}
              onRate={(rating) => setRatings((current) => ({ ...current, [categoryStep]: rating }))}
            />
          ) : (
            <label style={{ display: 'block' }}>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                Anything else you want to tell the pharmacy? (optional)
              </Typography.Title>
              <Input.TextArea
                aria-label="Comments"
                value={comments}
                onChange={(e) => setComments(e.target.value)}
                maxLength={COMMENTS_MAX}
                autoSize={{ minRows: 3, maxRows: 6 }}
                placeholder="Your comments"
                disabled={submitting}
              />
            </label>
          )}
          {failure && <Alert type="error" showIcon title="Your feedback was not sent" description={failure} />}
        </Space>
      )}
    </Modal>
  );
}

function RatingStep({ category, rating, onRate }: { category: FeedbackCategory; rating: number; onRate(rating: number): void }) {
  const { title, question } = questions[category];
  const set = (value: number) => onRate(Math.round(value * 10) / 10);
  return (
    <div data-testid={`feedback-${category}`}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph>{question}</Typography.Paragraph>
      <Slider
        min={1}
        max={5}
        step={0.1}
        value={rating > 0 ? rating : 1}
        onChange={set}
        onChangeComplete={set}
        marks={{ 1: '1', 2: '2', 3: '3', 4: '4', 5: '5' }}
        aria-label={`${title} rating`}
        styles={rating > 0 ? undefined : { handle: { opacity: 0.5 } }}
        tooltip={{ formatter: (value) => (value === undefined ? '' : value.toFixed(1)) }}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', marginTop: 8 }}>
        <Typography.Text strong data-testid="rating-label">
          {ratingLabel(rating)}
        </Typography.Text>
        <Typography.Text type="secondary" data-testid="rating-value">
          {rating > 0 ? `${rating.toFixed(1)} / 5.0` : 'Move the slider to rate'}
        </Typography.Text>
      </div>
    </div>
  );
}
