import { useEffect, useState } from 'react';
import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import type { Location } from './graphql/locations';
import { defaultWeek, weekdays, type WeekHours } from './operating-hours';
import { OperatingHoursEditor } from './OperatingHoursEditor';

export interface LocationValues {
  name: string;
  address: string;
  phone: string;
  email: string;
  licenseNumber: string;
  operatingHours: WeekHours;
}

type FormValues = Omit<LocationValues, 'operatingHours'>;

const weekOf = (location: Location | null): WeekHours => {
  if (!location) return defaultWeek();
  const hours = location.operatingHours;
  return Object.fromEntries(weekdays.map((day) => [day, { isOpen: hours[day].isOpen, openTime: hours[day].openTime, closeTime: hours[day].closeTime }])) as WeekHours;
};

/** Add or edit a location: the location form's fields and rules (spec part 1, section 5) and the hours editor. */
export function LocationDialog({
  open,
  location,
  saving,
  onSubmit,
  onClose,
}: {
  open: boolean;
  location: Location | null;
  saving: boolean;
  onSubmit(values: LocationValues): Promise<{ ok: boolean; fieldErrors?: Record<string, string> }>;
  onClose(): void;
}) {
  const [form] = Form.useForm<FormValues>();
  const [hours, setHours] = useState<WeekHours>(defaultWeek);
  useEffect(() => {
    if (!open) return;
    if (location) form.setFieldsValue({ name: location.name, address: location.address, phone: location.phone, email: location.email ?? '', licenseNumber: location.licenseNumber ?? '' });
    else form.resetFields();
    setHours(weekOf(location));
  }, [form, open, location]);

  const submit = async (values: FormValues) => {
    const result = await onSubmit({
      name: values.name.trim(),
      address: values.address.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
      licenseNumber: values.licenseNumber.trim(),
      operatingHours: hours,
    });
    if (!result.ok && result.fieldErrors) {
      form.setFields(Object.entries(result.fieldErrors).filter(([name]) => ['name', 'address', 'phone', 'email', 'licenseNumber'].includes(name)).map(([name, message]) => ({ name: name as keyof FormValues, errors: [message] })));
    }
  };

  return (
    <Modal open={open} title={location ? 'Edit Location' : 'Add Location'} onCancel={onClose} footer={null} forceRender width={640}>
      <Form<FormValues> form={form} name="location" layout="vertical" onFinish={(values) => void submit(values)} disabled={saving} noValidate>
        <Form.Item label="Pharmacy Name" name="name" rules={[{ required: true, whitespace: true, min: 2, message: 'Pharmacy name is required' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="Address" name="address" rules={[{ required: true, whitespace: true, min: 5, message: 'Complete address is required' }]}>
          <Input />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))', columnGap: 16 }}>
          <Form.Item
            label="Phone"
            name="phone"
            rules={[{ required: true, message: 'Valid phone number is required' }, { validator: async (_r, v: string | undefined) => { if (v && v.replace(/\D/g, '').length < 10) throw new Error('Valid phone number is required'); } }]}
          >
            <Input inputMode="tel" />
          </Form.Item>
          <Form.Item label="Email" name="email" rules={[{ required: true, type: 'email', message: 'Valid email is required' }]}>
            <Input inputMode="email" />
          </Form.Item>
        </div>
        <Form.Item label="License Number" name="licenseNumber" rules={[{ required: true, whitespace: true, min: 3, message: 'License number is required' }]}>
          <Input />
        </Form.Item>
        <Typography.Text strong>Operating Hours</Typography.Text>
        <OperatingHoursEditor value={hours} onChange={setHours} disabled={saving} />
        <Space style={{ width: '100%', justifyContent: 'flex-end', marginTop: 16 }} wrap>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {saving ? 'Saving...' : location ? 'Save Location' : 'Add Location'}
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
