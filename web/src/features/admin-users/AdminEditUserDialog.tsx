import { useEffect } from 'react';
import { Form, Modal, Select } from 'antd';
import { optional, showFieldErrors } from '../../app/form-rules';
import { roleLabels, type StaffRole, type StaffUser } from '../../app/auth/auth-storage';
import type { PharmacyChoice } from '../role-switch/graphql/role-switch';
import type { AdminUserChanges } from './graphql/admin-users';
import { AccountIdentityFields, AccountStatusAndActions } from '../users/AccountIdentityFields';

/** Spec part 2, section 5 (admin user edit). */
export const adminEditMessages = {
  username: 'Username is required',
  email: 'Invalid email address',
  pharmacy: 'Please select a pharmacy',
};

interface EditForm {
  username: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  role: StaffRole;
  pharmacyId?: string | null;
  isActive: boolean;
}

export type SaveResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

const FIELDS = ['username', 'email', 'firstName', 'lastName', 'role', 'pharmacyId', 'isActive'] as const;

/** Admin Users' edit dialog: any role; the pharmacy selector is hidden for a super admin (who has none). */
export function AdminEditUserDialog({
  user,
  pharmacies,
  saving,
  onSubmit,
  onClose,
}: {
  user: StaffUser | null;
  pharmacies: PharmacyChoice[];
  saving: boolean;
  onSubmit(changes: AdminUserChanges): Promise<SaveResult>;
  onClose(): void;
}) {
  const [form] = Form.useForm<EditForm>();
  const role = Form.useWatch('role', form);
  useEffect(() => {
    if (user) {
      form.setFieldsValue({
        username: user.username,
        email: user.email,
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        role: user.role,
        pharmacyId: user.pharmacyId,
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
      pharmacyId: values.role === 'super_admin' ? null : (values.pharmacyId ?? null),
      isActive: values.isActive,
    });
    if (!result.ok) showFieldErrors(form, result.fieldErrors, FIELDS);
  };

  return (
    <Modal open={user !== null} title="Edit User" onCancel={onClose} footer={null} forceRender>
      <Form<EditForm> form={form} name="admin-edit-user" layout="vertical" requiredMark="optional" onFinish={(values) => void submit(values)} disabled={saving} noValidate>
        <AccountIdentityFields usernameMinLength={1} messages={adminEditMessages} />
        <Form.Item label="Role" name="role" required>
          <Select options={(['super_admin', 'pharmacy_admin', 'pharmacy_staff'] as const).map((value) => ({ value, label: roleLabels[value] }))} />
        </Form.Item>
        {role !== 'super_admin' && (
          <Form.Item label="Pharmacy" name="pharmacyId" rules={[{ required: true, message: adminEditMessages.pharmacy }]}>
            <Select placeholder="Select a pharmacy" showSearch={{ optionFilterProp: 'label' }} options={pharmacies.map((p) => ({ value: p.id, label: p.name }))} />
          </Form.Item>
        )}
        <AccountStatusAndActions saving={saving} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
