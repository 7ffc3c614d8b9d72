import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { App, Button, Space } from 'antd';
import { Panel, TextField, Typography } from '../../app/light-ui';

export interface PatientDetails {
  patientName: string;
  phone: string;
}

export interface DetailsFormProps {
  pharmacyName: string;
  onStart(details: PatientDetails): void;
  starting?: boolean;
  /** prefilled values (a signed-in patient's account) */
  initial?: PatientDetails;
  /** shown under the button */
  footer?: ReactNode;
}

const DETAILS_TOAST = 'patient-chat-details';

/** Step one of the patient chat: full name and phone (both required). */
export function DetailsForm({ pharmacyName, onStart, starting, initial, footer }: DetailsFormProps) {
  const { notification } = App.useApp();
  const [patientName, setPatientName] = useState(initial?.patientName ?? '');
  const [phone, setPhone] = useState(initial?.phone ?? '');
  // the reminder does not outlive the form
  useEffect(() => () => notification.destroy(DETAILS_TOAST), [notification]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!patientName.trim() || !phone.trim()) {
      notification.error({ key: DETAILS_TOAST, title: 'Please enter your details', description: 'We need your full name and phone number to start the chat' });
      return;
    }
    notification.destroy(DETAILS_TOAST);
    onStart({ patientName: patientName.trim(), phone: phone.trim() });
  };

  return (
    <Panel style={{ maxWidth: 440, margin: '0 auto' }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Chat with {pharmacyName}
      </Typography.Title>
      <Typography.Paragraph type="secondary">Tell us who you are so the pharmacy can help you. Your chat is private to you and this pharmacy.</Typography.Paragraph>
      <form onSubmit={submit} noValidate>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <label>
            <Typography.Text>Full name</Typography.Text>
            <TextField name="patientName" autoComplete="name" value={patientName} onChange={(e) => setPatientName(e.target.value)} disabled={starting} />
          </label>
          <label>
            <Typography.Text>Phone number</Typography.Text>
            <TextField name="phone" type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} disabled={starting} />
          </label>
          <Button type="primary" htmlType="submit" block loading={starting}>
            Start Chat
          </Button>
          {footer}
        </Space>
      </form>
    </Panel>
  );
}
