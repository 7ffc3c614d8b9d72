import { Button, Col, Form, Input, Row, Space, Switch } from 'antd';
import { emailRule, minLengthRule } from '../../app/form-rules';

/**
 * Username, e-mail, first and last name: the part of the account forms that staff management and admin
 * user management share. Each form keeps its own rules and messages (the spec gives them per form).
 */
export function AccountIdentityFields({ usernameMinLength, messages }: { usernameMinLength: number; messages: { username: string; email: string } }) {
  return (
    <>
      <Form.Item label="Username" name="username" rules={[minLengthRule(usernameMinLength, messages.username)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={[emailRule(messages.email)]}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item label="First Name" name="firstName">
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="Last Name" name="lastName">
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

/** The end of both edit forms: the Active switch, then Cancel and Save Changes ('Saving...' while pending). */
export function AccountStatusAndActions({ saving, onCancel }: { saving: boolean; onCancel(): void }) {
  return (
    <>
      <Form.Item label="Active" name="isActive" valuePropName="checked" required>
        <Switch checkedChildren="Active" unCheckedChildren="Inactive" />
      </Form.Item>
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </Space>
    </>
  );
}
