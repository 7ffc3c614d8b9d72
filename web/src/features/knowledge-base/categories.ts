/** The knowledge base's categories (spec part 2, section 5) and how the screen names them. */
export const knowledgeCategories = [
  { value: 'medication_info', label: 'Medication Info', color: 'blue' },
  { value: 'refill_requests', label: 'Refill Requests', color: 'green' },
  { value: 'side_effects', label: 'Side Effects', color: 'orange' },
  { value: 'drug_interactions', label: 'Drug Interactions', color: 'red' },
  { value: 'store_hours', label: 'Store Hours', color: 'purple' },
  { value: 'general', label: 'General', color: 'default' },
] as const;

export type KnowledgeCategory = (typeof knowledgeCategories)[number]['value'];

export const categoryLabel = (value: string): string => knowledgeCategories.find((c) => c.value === value)?.label ?? value;
export const categoryColor = (value: string): string => knowledgeCategories.find((c) => c.value === value)?.color ?? 'default';

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
