import { Alert, Button, Form, Input, Space } from 'antd';

export interface TestCardValues {
  number: string;
  expiry: string;
  cvc: string;
}

/**
 * The test payment provider's card form (test mode only, no Stripe keys): nothing leaves this installation and no
 * money moves. 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.
 */
export function TestCardForm({ busy, fieldError, onPay, onCancel, amountLabel }: { busy: boolean; fieldError: { field: string; message: string } | null; onPay: (card: TestCardValues) => void; onCancel: () => void; amountLabel: string }) {
  const [form] = Form.useForm<TestCardValues>();
  const errorFor = (field: keyof TestCardValues) => (fieldError?.field === field ? { validateStatus: 'error' as const, help: fieldError.message } : {});
  return (
    <Form form={form} layout="vertical" onFinish={onPay} requiredMark={false} initialValues={{ number: '', expiry: '', cvc: '' }}>
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="Test mode: no real payment"
        description="Use the test card 4242 4242 4242 4242 with any future expiry date and any CVC. 4000 0000 0000 0002 is declined."
      />
      <Form.Item label="Card number" name="number" rules={[{ required: true, message: 'Enter the card number.' }]} {...errorFor('number')}>
        <Input inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" maxLength={23} />
      </Form.Item>
      <Space.Compact block style={{ gap: 12 }}>
        <Form.Item label="Expiry (MM/YY)" name="expiry" style={{ flex: 1 }} rules={[{ required: true, message: 'Enter the expiry date (MM/YY).' }]} {...errorFor('expiry')}>
          <Input autoComplete="cc-exp" placeholder="12/34" maxLength={7} />
        </Form.Item>
        <Form.Item label="CVC" name="cvc" style={{ flex: 1 }} rules={[{ required: true, message: 'Enter the CVC.' }]} {...errorFor('cvc')}>
          <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} />
        </Form.Item>
      </Space.Compact>
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          Pay {amountLabel}
        </Button>
      </Space>
    </Form>
  );
}
