/** The knowledge base's categories (spec part 2, section 5) and how the screen names them. */
export const knowledgeCategories = [
  { value: 'medication_info', label: 'Medication Info', color: 'blue' },
  { value: 'refill_requests', label: 'Refill Requests', color: 'green' },
  { value: 'side_effects', label: 'Side Effects', color: 'orange' },
  { value: 'drug_interactions', label: 'Drug Interactions', color: 'red' },
  { value: 'store_hours', label: 'Store Hours', color: 'purple' },
  { value: 'general', label: 'General', color: 'grey' },
] as const;

/** Tag colours with text dark enough for WCAG AA (antd's preset tag colours are too light on their backgrounds). */
export const tagStyles: Record<string, { color: string; background: string; borderColor: string }> = {
  blue: { color: '#1e40af', background: '#eff6ff', borderColor: '#bfdbfe' },
  green: { color: '#166534', background: '#f0fdf4', borderColor: '#bbf7d0' },
  orange: { color: '#9a3412', background: '#fff7ed', borderColor: '#fed7aa' },
  red: { color: '#991b1b', background: '#fef2f2', borderColor: '#fecaca' },
  purple: { color: '#6b21a8', background: '#faf5ff', borderColor: '#e9d5ff' },
  gold: { color: '#854d0e', background: '#fefce8', borderColor: '#fde68a' },
  grey: { color: '#374151', background: '#f9fafb', borderColor: '#e5e7eb' },
};

export type KnowledgeCategory = (typeof knowledgeCategories)[number]['value'];

export const categoryLabel = (value: string): string => knowledgeCategories.find((c) => c.value === value)?.label ?? value;
export const categoryColor = (value: string): string => knowledgeCategories.find((c) => c.value === value)?.color ?? 'grey';
export const categoryTagStyle = (value: string) => tagStyles[categoryColor(value)] ?? tagStyles.grey;

/** A category as a person may write it in a CSV file: the value (store_hours) or the label (Store Hours). */
export function categoryOf(text: string): KnowledgeCategory | null {
  const key = text.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return knowledgeCategories.find((c) => c.value === key || c.label.toLowerCase().replace(/\s+/g, '_') === key)?.value ?? null;
}

/** Tags from the dialog's comma-separated text: trimmed, empty ones dropped (spec part 2, section 5). */
export const splitTags = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
