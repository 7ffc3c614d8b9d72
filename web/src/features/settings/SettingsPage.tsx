import { useEffect } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Form, Input, Result, Skeleton, Switch, Typography } from 'antd';
import { BellOutlined, LockOutlined, RobotOutlined, SaveOutlined, ShopOutlined } from '@ant-design/icons';
import { useAuth } from '../../app/auth/AuthProvider';
import { isSuperAdmin } from '../../app/auth/auth-storage';
import { errorMessage, fieldErrors } from '../../app/errors';
import { PHARMACY_SETTINGS, SAVE_PHARMACY_SETTINGS } from './graphql/settings';

interface SettingsForm {
  name: string;
  address: string;
  phone: string;
  email: string;
  chatGreeting: string;
  businessHours: string;
  emergencyContact: string;
  autoResponses: boolean;
  escalationEnabled: boolean;
  notificationsEnabled: boolean;
}

function SwitchRow({ name, label, help, disabled }: { name: keyof SettingsForm; label: string; help: string; disabled: boolean }) {
  return (
    <div style={{ display: 'flex', gap: 12, justifyContent: 'space-between', alignItems: 'flex-start', padding: '8px 0' }}>
      <div style={{ minWidth: 0 }}>
        <Typography.Text strong id={`settings-${name}-label`}>
          {label}
        </Typography.Text>
        <br />
        <Typography.Text type="secondary">{help}</Typography.Text>
      </div>
      <Form.Item name={name} valuePropName="checked" noStyle>
        <Switch aria-labelledby={`settings-${name}-label`} disabled={disabled} />
      </Form.Item>
    </div>
  );
}

/** Settings (/settings, spec part 1, section 2): pharmacy information, chatbot configuration, notifications, privacy. */
export default function SettingsPage() {
  const { user } = useAuth();
  const { notification } = App.useApp();
  const [form] = Form.useForm<SettingsForm>();
  const pharmacyId = user?.pharmacyId ?? null;
  const query = useQuery(PHARMACY_SETTINGS, { variables: { id: pharmacyId ?? '' }, skip: !pharmacyId, fetchPolicy: 'cache-and-network' });
  const [save, saving] = useMutation(SAVE_PHARMACY_SETTINGS);
  const pharmacy = query.data?.pharmacy ?? null;
  const canEdit = !!user && (user.role === 'pharmacy_admin' || user.role === 'super_admin');

  useEffect(() => {
    if (!pharmacy?.settings) return;
    form.setFieldsValue({
      name: pharmacy.name,
      address: pharmacy.address,
      phone: pharmacy.phone,
      email: pharmacy.email ?? '',
      chatGreeting: pharmacy.settings.chatGreeting,
      businessHours: pharmacy.settings.businessHours,
      emergencyContact: pharmacy.settings.emergencyContact ?? '',
      autoResponses: pharmacy.settings.autoResponses,
      escalationEnabled: pharmacy.settings.escalationEnabled,
      notificationsEnabled: pharmacy.settings.notificationsEnabled,
    });
  }, [form, pharmacy]);

  if (!user) return null;
  if (!pharmacyId) {
    return (
      <Result
        status="info"
        title="Switch to Pharmacy Context"
        subTitle={
          isSuperAdmin(user)
            ? "Settings belong to one pharmacy. Use the role switcher in the top navigation to view a pharmacy, then change its settings here."
            : 'You need to be associated with a pharmacy to change its settings.'
        }
      />
    );
  }

  const submit = async (values: SettingsForm) => {
    try {
      await save({
        variables: {
          id: pharmacyId,
          input: {
            name: values.name.trim(),
            address: values.address.trim(),
            phone: values.phone.trim(),
            email: values.email.trim(),
            settings: {
              chatGreeting: values.chatGreeting.trim(),
              businessHours: values.businessHours.trim(),
              emergencyContact: values.emergencyContact.trim(),
              autoResponses: values.autoResponses,
              escalationEnabled: values.escalationEnabled,
              notificationsEnabled: values.notificationsEnabled,
            },
          },
        },
      });
      notification.success({ title: 'Success', description: 'Pharmacy settings updated successfully' });
    } catch (error) {
      const fields = fieldErrors(error);
      const known = ['name', 'address', 'phone', 'email'] as const;
      form.setFields(known.filter((f) => fields[f]).map((f) => ({ name: f, errors: [fields[f]!] })));
      notification.error({ title: 'Error', description: `Failed to update pharmacy settings. ${errorMessage(error, 'Please try again.')}` });
    }
  };

  const loading = query.loading && !query.data;
  const disabled = !canEdit || saving.loading;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 880, minWidth: 0 }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Settings
        </Typography.Title>
        <Typography.Text type="secondary">Your pharmacy's information and how its chat assistant behaves.</Typography.Text>
      </div>
      {!canEdit && <Alert type="info" showIcon title="Only pharmacy administrators can change these settings." />}
      {query.error && !query.data ? (
        <Result status="warning" title="Couldn't load the settings" subTitle={errorMessage(query.error, 'Please try again.')} extra={<Button onClick={() => void query.refetch()}>Try again</Button>} />
      ) : loading ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : (
        <Form<SettingsForm> form={form} name="pharmacy-settings" layout="vertical" onFinish={(values) => void submit(values)} disabled={disabled} noValidate>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
            <Card title={<span><ShopOutlined /> Pharmacy Information</span>}>
              <Form.Item label="Pharmacy Name" name="name" rules={[{ required: true, whitespace: true, message: 'Pharmacy name is required' }]}>
                <Input />
              </Form.Item>
              <Form.Item label="Address" name="address" rules={[{ required: true, whitespace: true, message: 'Complete address is required' }]}>
                <Input />
              </Form.Item>
              <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))', columnGap: 16 }}>
                <Form.Item label="Phone" name="phone" rules={[{ required: true, whitespace: true, message: 'Valid phone number is required' }]}>
                  <Input inputMode="tel" />
                </Form.Item>
                <Form.Item label="Email" name="email" rules={[{ required: true, type: 'email', message: 'Valid email is required' }]}>
                  <Input inputMode="email" />
                </Form.Item>
              </div>
            </Card>

            <Card title={<span><RobotOutlined /> Chatbot Configuration</span>}>
              <Form.Item label="Chat Greeting" name="chatGreeting" extra="The first message a patient reads when they start a chat." rules={[{ required: true, whitespace: true, message: 'Chat greeting is required' }]}>
                <Input.TextArea rows={3} maxLength={1000} showCount />
              </Form.Item>
              <Form.Item label="Business Hours" name="businessHours" extra="How the chat tells patients your hours, e.g. Mon-Fri 9:00 AM - 6:00 PM, Sat 9:00 AM - 2:00 PM, Sun Closed.">
                <Input maxLength={500} />
              </Form.Item>
              <Form.Item label="Emergency Contact" name="emergencyContact" extra="The number the assistant tells patients to call in an emergency. Leave empty for the local emergency number.">
                <Input inputMode="tel" placeholder="911" />
              </Form.Item>
              <SwitchRow name="autoResponses" label="Auto Responses" help="The assistant answers patients from your knowledge base around the clock." disabled={disabled} />
              <SwitchRow name="escalationEnabled" label="Escalation to Staff" help="Questions the assistant cannot answer, and upset patients, go to your staff. Off: the patient is asked to call the pharmacy instead. Emergencies always reach your staff." disabled={disabled} />
            </Card>

            <Card title={<span><BellOutlined /> Notification Preferences</span>}>
              <SwitchRow name="notificationsEnabled" label="Chat Notifications" help="Alert your staff about new patient chats. Off: only urgent chats alert them." disabled={disabled} />
            </Card>

            <Card title={<span><LockOutlined /> Security &amp; Privacy</span>}>
              <Typography.Paragraph style={{ marginBottom: 8 }}>
                Patient conversations are visible only to your pharmacy's staff and are sent over encrypted connections. Chat sessions, messages and feedback are
                deleted automatically after 90 days (every day at 2:00 AM). Every access to patient data is recorded in the audit log.
              </Typography.Paragraph>
              <Typography.Text type="secondary">PharmaChat is built to support HIPAA compliance; keep staff accounts personal and deactivate them when people leave.</Typography.Text>
            </Card>

            {canEdit && (
              <div>
                <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving.loading}>
                  {saving.loading ? 'Saving...' : 'Save Settings'}
                </Button>
              </div>
            )}
          </div>
        </Form>
      )}
    </div>
  );
}
