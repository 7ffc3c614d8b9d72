import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Card, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, fieldErrors } from '../../app/errors';
import { minLengthRule, optional, showFieldErrors } from '../../app/form-rules';
import { useRetryKeys, withIdempotencyKey } from '../../app/idempotency';
import { PRIORITY_OPTIONS } from './doctor-constants';
import { DOCTOR_DIRECTORY, MY_DOCTOR_CHATS, START_DOCTOR_CHAT } from './graphql/doctor-portal';

interface NewChatForm {
  pharmacyId: string;
  patientFirstName: string;
  patientLastName: string;
  patientPhone: string;
  patientDOB?: string;
  subject: string;
  priority: 'low' | 'normal' | 'high' | 'urgent';
  context?: string;
}

const FIELDS = ['pharmacyId', 'patientFirstName', 'patientLastName', 'patientPhone', 'patientDOB', 'subject', 'priority', 'context'] as const;
const required = (message: string) => ({ required: true, whitespace: true, message });
const phoneRule = {
  validator: (_: unknown, value: unknown) => (String(value ?? '').replace(/\D/g, '').length >= 10 ? Promise.resolve() : Promise.reject(new Error('Patient phone number must be at least 10 digits'))),
};
const dobRule = {
  validator: (_: unknown, value: unknown) => (!value || /^\d{2}\/\d{2}\/\d{4}$/.test(String(value).trim()) ? Promise.resolve() : Promise.reject(new Error('Date of birth must be MM/DD/YYYY'))),
};

/** New chat (/doctor-new-chat, spec part 2 section 2.22); ?pharmacy= preselects the pharmacy. */
export default function DoctorNewChatPage() {
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [params] = useSearchParams();
  const [form] = Form.useForm<NewChatForm>();
  const [search, setSearch] = useState('');
  const directory = useQuery(DOCTOR_DIRECTORY);
  const [start, { loading }] = useMutation(START_DOCTOR_CHAT, { refetchQueries: [MY_DOCTOR_CHATS] });
  const retryKeys = useRetryKeys();

  const pharmacies = useMemo(() => directory.data?.publicPharmacies ?? [], [directory.data]);
  const term = search.trim().toLowerCase();
  const matching = term ? pharmacies.filter((p) => p.name.toLowerCase().includes(term) || p.address.toLowerCase().includes(term)) : pharmacies;
  const placeholder = directory.loading && !directory.data ? 'Loading pharmacies...' : pharmacies.length === 0 ? 'No pharmacies found' : matching.length === 0 ? 'No pharmacies match your search' : 'Select a pharmacy';

  const submit = async (values: NewChatForm) => {
    try {
      const input = {
        pharmacyId: values.pharmacyId,
        patientFirstName: values.patientFirstName.trim(),
        patientLastName: values.patientLastName.trim(),
        patientPhone: values.patientPhone.trim(),
        patientDOB: optional(values.patientDOB),
        subject: values.subject.trim(),
        priority: values.priority,
        context: optional(values.context),
      };
      const { data } = await start({ variables: { input }, context: withIdempotencyKey(retryKeys.keyFor(JSON.stringify(input))) });
      if (!data) throw new Error('no data');
      retryKeys.sent();
      notification.success({ key: 'doctor-new-chat', title: 'Chat Started', description: `Your chat with ${data.startDoctorChat.pharmacy.name} is open.` });
      navigate(`/doctor-chat/${data.startDoctorChat.id}`);
    } catch (error) {
      showFieldErrors(form, fieldErrors(error), FIELDS);
      notification.error({ key: 'doctor-new-chat', title: 'Failed to create chat', description: errorMessage(error, 'Failed to create chat session') });
    }
  };

  return (
    <div className="doctor-two-col">
      <div>
        <Card>
          <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
            Start a New Chat
          </Typography.Title>
          <Form<NewChatForm>
            form={form}
            name="doctor-new-chat"
            layout="vertical"
            requiredMark="optional"
            initialValues={{ priority: 'normal', pharmacyId: params.get('pharmacy') ?? undefined }}
            onFinish={(values) => void submit(values)}
            disabled={loading}
            noValidate
          >
            <Form.Item label={`Search pharmacies (${matching.length} of ${pharmacies.length})`} htmlFor="pharmacy-search" required>
              <Input id="pharmacy-search" allowClear placeholder="Search by name or address" value={search} onChange={(e) => setSearch(e.target.value)} />
            </Form.Item>
            <Form.Item label="Pharmacy" name="pharmacyId" rules={[{ required: true, message: 'Please select a pharmacy' }]}>
              <Select
                placeholder={placeholder}
                aria-label="Pharmacy"
                listHeight={240}
                notFoundContent={placeholder}
                options={matching.map((p) => ({ value: p.id, label: `${p.name} — ${p.address}` }))}
              />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <Form.Item label="Patient First Name" name="patientFirstName" rules={[required('Patient first name is required')]}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item label="Patient Last Name" name="patientLastName" rules={[required('Patient last name is required')]}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item label="Patient Phone" name="patientPhone" extra="For patient identification and matching" rules={[{ required: true, message: 'Patient phone number must be at least 10 digits' }, phoneRule]}>
                  <Input type="tel" />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item label="Date of Birth" name="patientDOB" rules={[dobRule]}>
                  <Input placeholder="MM/DD/YYYY" inputMode="numeric" />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item label="Subject" name="subject" rules={[minLengthRule(5, 'Subject must be at least 5 characters')]}>
              <Input />
            </Form.Item>
            <Form.Item label="Priority" name="priority">
              <Select options={PRIORITY_OPTIONS} aria-label="Priority" />
            </Form.Item>
            <Form.Item label="Additional Context" name="context">
              <Input.TextArea rows={4} />
            </Form.Item>
            <Space wrap>
              <Button onClick={() => navigate('/doctor-dashboard')}>Cancel</Button>
              <Button type="primary" htmlType="submit" loading={loading}>
                Start Chat
              </Button>
            </Space>
          </Form>
        </Card>
      </div>
      <div>
        <Card title="What happens next">
          <Typography.Paragraph>The pharmacy's staff see your chat at once in their live inbox; high and urgent chats are shown first. You are answered in the chat, and you can mark it resolved when you are done.</Typography.Paragraph>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            Best practices
          </Typography.Title>
          <ul style={{ paddingLeft: 20, margin: 0 }}>
            <li>Give the patient's full name and phone so the pharmacy finds the right record.</li>
            <li>Name the medication and dose in the subject.</li>
            <li>Use Urgent only when the patient needs help right away.</li>
          </ul>
        </Card>
      </div>
    </div>
  );
}
