import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Card, Empty, Result, Space, Typography } from 'antd';
import { ToneTag } from '../admin-pharmacies/PharmacyDialogs';
import { useAuth } from '../../app/auth/AuthProvider';
import { isSuperAdmin } from '../../app/auth/auth-storage';
import { errorMessage } from '../../app/errors';
import { ANSWER_DOCTOR_CONNECTION, PHARMACY_DOCTOR_CONNECTIONS } from './graphql/admin-doctors';

const STATUS_TONES = { pending: 'amber', accepted: 'green', declined: 'grey' } as const;

/** Doctor Requests (/doctor-connections): a pharmacy admin accepts or declines doctors' connection requests. */
export default function DoctorConnectionsPage() {
  const { user } = useAuth();
  const pharmacyId = user?.pharmacyId ?? null;
  const allowed = !!user && (user.role === 'pharmacy_admin' || isSuperAdmin(user));
  const { notification } = App.useApp();
  const { data, loading } = useQuery(PHARMACY_DOCTOR_CONNECTIONS, { variables: { pharmacyId: pharmacyId ?? '' }, skip: !allowed || !pharmacyId, fetchPolicy: 'cache-and-network' });
  const [answer] = useMutation(ANSWER_DOCTOR_CONNECTION);
  const [busy, setBusy] = useState<string | null>(null);

  if (!allowed) return <Result status="403" title="Access Restricted" subTitle="Only pharmacy administrators answer doctors' connection requests." />;
  if (!pharmacyId) return <Result status="info" title="No pharmacy" subTitle="Switch to a pharmacy with the role switcher to see its doctor requests." />;
  const connections = data?.pharmacyDoctorConnections ?? [];

  const reply = async (id: string, accept: boolean, name: string) => {
    setBusy(id);
    try {
      await answer({ variables: { id, accept } });
      notification.success({ key: 'doctor-connections', title: accept ? 'Connection accepted' : 'Connection declined', description: name });
    } catch (error) {
      notification.error({ key: 'doctor-connections', title: 'Error', description: errorMessage(error, 'Something went wrong') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          Doctor Requests
        </Typography.Title>
        <Typography.Text type="secondary">Doctors who asked to connect with your pharmacy. Connected doctors see you under My Pharmacies.</Typography.Text>
      </div>
      {loading && !data ? (
        <Card loading />
      ) : connections.length === 0 ? (
        <Card>
          <Empty description="No connection requests" />
        </Card>
      ) : (
        connections.map((connection) => (
          <Card key={connection.id} size="small" data-testid="doctor-connection">
            <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
              <Space orientation="vertical" size={0}>
                <Space>
                  <Typography.Text strong>{connection.doctorName}</Typography.Text>
                  <ToneTag tone={STATUS_TONES[connection.status as keyof typeof STATUS_TONES] ?? 'grey'}>{connection.status}</ToneTag>
                </Space>
                <Typography.Text type="secondary">{connection.doctorSpecialty}</Typography.Text>
                {connection.notes && <Typography.Text type="secondary">{connection.notes}</Typography.Text>}
              </Space>
              {connection.status === 'pending' && (
                <Space>
                  <Button type="primary" loading={busy === connection.id} onClick={() => void reply(connection.id, true, connection.doctorName)}>
                    Accept
                  </Button>
                  <Button onClick={() => void reply(connection.id, false, connection.doctorName)}>Decline</Button>
                </Space>
              )}
            </Space>
          </Card>
        ))
      )}
    </Space>
  );
}
