import { useEffect } from 'react';
import { Form, Modal, Select } from 'antd';
import { optional, showFieldErrors } from '../../app/form-rules';
import { roleLabels, type StaffUser } from '../../app/auth/auth-storage';
import type { StaffMemberChanges } from './graphql/users';
import { addStaffMessages } from './AddStaffDialog';
import { AccountIdentityFields, AccountStatusAndActions } from './AccountIdentityFields';

interface EditForm {
  username: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  role: StaffMemberChanges['role'];
  isActive: boolean;
}

export type SaveResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

const FIELDS = ['username', 'email', 'firstName', 'lastName', 'role', 'isActive'] as const;

/** Edit User (User Management): the same username and email rules as adding; names optional; role; active. */
export function EditStaffDialog({ user, saving, onSubmit, onClose }: { user: StaffUser | null; saving: boolean; onSubmit(changes: StaffMemberChanges): Promise<SaveResult>; onClose(): void }) {
  const [form] = Form.useForm<EditForm>();
  useEffect(() => {
    if (user) {
      form.setFieldsValue({
        username: user.username,
        email: user.email,
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        role: user.role === 'pharmacy_admin' ? 'pharmacy_admin' : 'pharmacy_staff',
        isActive: user.isActive,
      });
    }
  }, [form, user]);

  const submit = async (values: EditForm) => {
    const result = await onSubmit({
      username: values.username.trim(),
      email: values.email.trim(),
      firstName: optional(values.firstName),
      lastName: optional(values.lastName),
      role: values.role,
      isActive: values.isActive,
    });
    if (!result.ok) showFieldErrors(form, result.fieldErrors, FIELDS);
  };

  return (
    <Modal open={user !== null} title="Edit User" onCancel={onClose} footer={null} forceRender>
      <Form<EditForm> form={form} name="edit-staff" layout="vertical" requiredMark="optional" onFinish={(values) => void submit(values)} disabled={saving} noValidate>
        <AccountIdentityFields usernameMinLength={3} messages={addStaffMessages} />
        <Form.Item label="Role" name="role" required>
          <Select
            options={[
              { value: 'pharmacy_staff', label: roleLabels.pharmacy_staff },
              { value: 'pharmacy_admin', label: roleLabels.pharmacy_admin },
            ]}
          />
        </Form.Item>
        <AccountStatusAndActions saving={saving} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
