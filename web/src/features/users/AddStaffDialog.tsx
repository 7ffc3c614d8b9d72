import { useEffect, useRef, useState } from 'react';
import { App, Button, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { emailRule, minLengthRule, passwordRule, showFieldErrors } from '../../app/form-rules';
import { roleLabels } from '../../app/auth/auth-storage';
import { Captcha, CAPTCHA_REQUIRED, type CaptchaHandle } from '../captcha/Captcha';
import type { NewStaffMember } from './graphql/users';

/** Spec part 2, section 5 (add staff). */
export const addStaffMessages = {
  username: 'Username must be at least 3 characters',
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
};

export type AddStaffValues = Omit<NewStaffMember, 'pharmacyId' | 'captcha'>;

/** What adding answered: saved, or the server's per-field messages to show. */
export type AddStaffResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

const FIELDS = ['username', 'email', 'password', 'role'] as const;

/**
 * Add Staff Member: username, email, password, role (staff by default) and the captcha. The submit button
 * stays disabled until the captcha is solved and while adding; each attempt needs a fresh captcha.
 */
export function AddStaffDialog({ open, adding, onSubmit, onClose }: { open: boolean; adding: boolean; onSubmit(values: AddStaffValues, captcha: string): Promise<AddStaffResult>; onClose(): void }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<AddStaffValues>();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);

  useEffect(() => {
    if (open) form.resetFields();
  }, [form, open]);

  const submit = async (values: AddStaffValues) => {
    if (!captcha) {
      notification.error({ title: CAPTCHA_REQUIRED.title, description: CAPTCHA_REQUIRED.description });
      return;
    }
    const result = await onSubmit({ ...values, username: values.username.trim(), email: values.email.trim() }, captcha);
    captchaRef.current?.reset();
    if (result.ok) form.resetFields();
    else showFieldErrors(form, result.fieldErrors, FIELDS);
  };

  return (
    <Modal open={open} title="Add Staff Member" onCancel={onClose} footer={null} destroyOnHidden>
      <Typography.Paragraph type="secondary">The new member signs in with this username and password.</Typography.Paragraph>
      <Form<AddStaffValues>
        form={form}
        name="add-staff"
        layout="vertical"
        requiredMark={false}
        initialValues={{ role: 'pharmacy_staff' }}
        onFinish={(values) => void submit(values)}
        disabled={adding}
        noValidate
      >
        <Form.Item label="Username" name="username" rules={[minLengthRule(3, addStaffMessages.username)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={[emailRule(addStaffMessages.email)]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[passwordRule(6, addStaffMessages.password)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Role" name="role">
          <Select
            options={[
              { value: 'pharmacy_staff', label: roleLabels.pharmacy_staff },
              { value: 'pharmacy_admin', label: roleLabels.pharmacy_admin },
            ]}
          />
        </Form.Item>
        <Form.Item>
          <Captcha ref={captchaRef} onChange={setCaptcha} />
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={adding} disabled={adding || !captcha}>
            {adding ? 'Adding...' : 'Add Staff Member'}
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
