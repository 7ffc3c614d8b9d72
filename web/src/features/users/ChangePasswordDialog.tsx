import { useEffect } from 'react';
import { Button, Form, Input, Modal, Space } from 'antd';
import { passwordRule, sameAsRule } from '../../app/form-rules';

export const passwordMessages = {
  tooShort: 'Password must be at least 6 characters',
  mismatch: "Passwords don't match",
};

interface PasswordForm {
  newPassword: string;
  confirmPassword: string;
}

/**
 * Change Password (User Management and Admin Users): new password at least 6 characters, confirmed.
 * `onSubmit` resolves true when the change was saved (the dialog then closes and resets).
 */
export function ChangePasswordDialog({ username, open, saving, onSubmit, onClose }: { username: string | null; open: boolean; saving: boolean; onSubmit(newPassword: string): Promise<boolean>; onClose(): void }) {
  const [form] = Form.useForm<PasswordForm>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [form, open]);

  const submit = async (values: PasswordForm) => {
    if (await onSubmit(values.newPassword)) form.resetFields();
  };

  return (
    <Modal open={open} title={username ? `Change Password for ${username}` : 'Change Password'} onCancel={onClose} footer={null} forceRender>
      <Form<PasswordForm> form={form} name="change-password" layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} disabled={saving} noValidate>
        <Form.Item label="New Password" name="newPassword" rules={[passwordRule(6, passwordMessages.tooShort)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Confirm Password" name="confirmPassword" dependencies={['newPassword']} rules={[sameAsRule('newPassword', passwordMessages.mismatch)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose} disabled={false}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {saving ? 'Changing...' : 'Change Password'}
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
