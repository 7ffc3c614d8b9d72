import { useQuery } from '@apollo/client/react';
import { Button, Skeleton, Typography } from 'antd';
import { BulbOutlined } from '@ant-design/icons';
import { REPLY_SUGGESTIONS } from './graphql/staff-chat';

const SOURCES: Record<string, string> = {
  knowledge_base: 'From the knowledge base',
  safety: 'Safety reply',
  clarify: 'Asks for details',
  holding: 'Holding reply',
};

/**
 * Replies staff can start from for the patient's latest message, as buttons: one click hands the text to `onPick`
 * (to put it in the composer); nothing is sent from here. A newer patient message asks for new suggestions.
 */
export function ReplySuggestions({
  pharmacyId,
  message,
  patientName,
  language,
  onPick,
}: {
  pharmacyId: string;
  message: string;
  patientName: string;
  /** the patient's language, so the suggestions are in it */
  language?: string | null;
  onPick(text: string): void;
}) {
  const { data, loading } = useQuery(REPLY_SUGGESTIONS, { variables: { pharmacyId, message, patientName, language: language ?? null } });
  const suggestions = data?.replySuggestions ?? [];
  if (!loading && suggestions.length === 0) return null; // none, or the query failed: the composer works as before

  return (
    <section aria-label="Suggested replies" data-testid="reply-suggestions">
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', marginBottom: 6 }}>
        <BulbOutlined /> Suggested replies
      </Typography.Text>
      {loading && suggestions.length === 0 ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {suggestions.map((suggestion, i) => (
            <Button
              key={`${i}-${suggestion.text}`}
              size="small"
              onClick={() => onPick(suggestion.text)}
              title={`${SOURCES[suggestion.source] ?? 'Suggestion'} (click to edit before sending): ${suggestion.text}`}
              data-testid="reply-suggestion"
              data-source={suggestion.source}
              style={{ height: 'auto', maxWidth: '100%', padding: '4px 10px', whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'start', borderRadius: 12, lineHeight: 1.4 }}
            >
              {/* long answers show three lines here; the whole text goes into the composer */}
              <span dir="auto" style={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>{suggestion.text}</span>
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
