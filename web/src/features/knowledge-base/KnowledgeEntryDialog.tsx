import { useEffect } from 'react';
import { Button, Form, Input, Modal, Select, Space } from 'antd';
import { knowledgeCategories, splitTags } from './categories';
import type { KnowledgeEntry } from './graphql/knowledge-base';

export interface KnowledgeEntryValues {
  category: string;
  question: string;
  answer: string;
  tags: string[];
}

interface FormValues {
  category?: string;
  question?: string;
  answer?: string;
  tags?: string;
}

/**
 * The Add/Edit dialog of the knowledge base (spec part 2, sections 2.10, 4 and 5): create mode, or edit mode when an
 * entry is chosen; category, question and answer required; tags as comma-separated text. Closes on success or Cancel.
 */
export function KnowledgeEntryDialog({
  open,
  entry,
  saving,
  onSubmit,
  onClose,
}: {
  open: boolean;
  entry: KnowledgeEntry | null;
  saving: boolean;
  onSubmit(values: KnowledgeEntryValues): Promise<boolean>;
  onClose(): void;
}) {
  const [form] = Form.useForm<FormValues>();
  useEffect(() => {
    if (!open) return;
    if (entry) form.setFieldsValue({ category: entry.category, question: entry.question, answer: entry.answer, tags: entry.tags.join(', ') });
    else form.resetFields();
  }, [form, open, entry]);

  const submit = async (values: FormValues) => {
    const saved = await onSubmit({
      category: values.category ?? '',
      question: (values.question ?? '').trim(),
      answer: (values.answer ?? '').trim(),
      tags: splitTags(values.tags ?? ''),
    });
    if (saved) form.resetFields();
  };

  const editing = entry !== null;
  return (
    <Modal open={open} title={editing ? 'Edit Knowledge Base Entry' : 'Add Knowledge Base Entry'} onCancel={onClose} footer={null} forceRender>
      <Form<FormValues> form={form} name="knowledge-entry" layout="vertical" onFinish={(values) => void submit(values)} disabled={saving} noValidate>
        <Form.Item label="Category" name="category" rules={[{ required: true, message: 'Please select a category' }]}>
          <Select options={knowledgeCategories.map((c) => ({ value: c.value, label: c.label }))} />
        </Form.Item>
        <Form.Item label="Question" name="question" rules={[{ required: true, whitespace: true, message: 'Question is required' }, { max: 500, message: 'Question can be at most 500 characters' }]}>
          <Input placeholder="e.g. What are your store hours?" />
        </Form.Item>
        <Form.Item label="Answer" name="answer" rules={[{ required: true, whitespace: true, message: 'Answer is required' }, { max: 5000, message: 'Answer can be at most 5000 characters' }]}>
          <Input.TextArea rows={5} placeholder="The answer the assistant gives patients" />
        </Form.Item>
        <Form.Item label="Tags" name="tags" extra="Comma-separated, e.g. hours, weekend, holidays">
          <Input placeholder="hours, weekend" />
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'flex-end' }} wrap>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {saving ? 'Saving...' : editing ? 'Update Entry' : 'Create Entry'}
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
