import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Card, Col, Empty, Input, Row, Space, Typography } from 'antd';
import { ToneTag } from '../admin-pharmacies/PharmacyDialogs';
import { CheckCircleOutlined, SearchOutlined, StarFilled } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../app/errors';
import { DOCTOR_DIRECTORY, MY_DOCTOR_CONNECTIONS, REQUEST_DOCTOR_CONNECTION } from './graphql/doctor-portal';

/** Find pharmacies (/doctor-find-pharmacies, spec part 2 section 2.23): search, connect, start a chat. */
export default function DoctorFindPharmaciesPage() {
  const navigate = useNavigate();
  const { modal, notification } = App.useApp();
  const [search, setSearch] = useState('');
  const directory = useQuery(DOCTOR_DIRECTORY);
  const connections = useQuery(MY_DOCTOR_CONNECTIONS);
  const [request] = useMutation(REQUEST_DOCTOR_CONNECTION, { refetchQueries: [MY_DOCTOR_CONNECTIONS] });

  const term = search.trim().toLowerCase();
  const pharmacies = (directory.data?.publicPharmacies ?? []).filter((p) => !term || p.name.toLowerCase().includes(term) || p.address.toLowerCase().includes(term));
  const statusOf = new Map((connections.data?.myDoctorConnections ?? []).map((c) => [c.pharmacyId, c.status]));

  const connect = (pharmacy: { id: string; name: string }) =>
    modal.confirm({
      title: 'Send Connection Request',
      content: `Ask ${pharmacy.name} to connect with you? The pharmacy's administrators accept or decline the request.`,
      okText: 'Send Request',
      onOk: async () => {
        try {
          await request({ variables: { pharmacyId: pharmacy.id, priority: 3, notes: 'Connection request from doctor portal' } });
          notification.success({ key: 'doctor-connect', title: 'Connection Request Sent', description: `Your request was sent to ${pharmacy.name}.` });
        } catch (error) {
          notification.error({ key: 'doctor-connect', title: 'Connection Failed', description: errorMessage(error, 'Failed to connect to pharmacy') });
        }
      },
    });

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        Find Pharmacies
      </Typography.Title>
      <Input allowClear prefix={<SearchOutlined />} placeholder="Search by name or address" aria-label="Search pharmacies" value={search} onChange={(e) => setSearch(e.target.value)} />
      {directory.loading && !directory.data ? (
        <Card loading />
      ) : directory.error && !directory.data ? (
        <Typography.Text type="danger">Failed to fetch pharmacies</Typography.Text>
      ) : pharmacies.length === 0 ? (
        <Empty description="No Pharmacies Found" />
      ) : (
        <Row gutter={[12, 12]} style={{ marginInline: 0 }}>
          {pharmacies.map((pharmacy) => {
            const status = statusOf.get(pharmacy.id);
            const minutes = pharmacy.publicStats.averageResponseTime == null ? null : Math.max(1, Math.round(pharmacy.publicStats.averageResponseTime / 60));
            return (
              <Col key={pharmacy.id} xs={24} md={12} lg={8} style={{ paddingInline: 6 }}>
                <Card size="small" data-testid="doctor-pharmacy-card" style={{ height: '100%' }}>
                  <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                    <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
                      <Typography.Text strong>{pharmacy.name}</Typography.Text>
                      {status === 'accepted' && (
                        <ToneTag tone="green">
                          <CheckCircleOutlined aria-hidden /> Connected
                        </ToneTag>
                      )}
                      {status === 'pending' && <ToneTag tone="amber">Request sent</ToneTag>}
                    </Space>
                    <Typography.Text>
                      <StarFilled style={{ color: '#b45309' }} aria-hidden /> {pharmacy.publicStats.rating != null ? pharmacy.publicStats.rating.toFixed(1) : 'No ratings yet'}
                    </Typography.Text>
                    <Typography.Text type="secondary">{pharmacy.address}</Typography.Text>
                    <Typography.Text type="secondary">{pharmacy.phone}</Typography.Text>
                    <Typography.Text type="secondary">Avg response: {minutes == null ? 'not measured yet' : `${minutes} min`}</Typography.Text>
                    {status === 'accepted' ? (
                      <Button type="primary" onClick={() => navigate(`/doctor-new-chat?pharmacy=${pharmacy.id}`)} aria-label={`Start Chat with ${pharmacy.name}`}>
                        Start Chat
                      </Button>
                    ) : (
                      <Button onClick={() => connect(pharmacy)} disabled={status === 'pending'} aria-label={`Connect with ${pharmacy.name}`}>
                        Connect
                      </Button>
                    )}
                  </Space>
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
    </Space>
  );
}
