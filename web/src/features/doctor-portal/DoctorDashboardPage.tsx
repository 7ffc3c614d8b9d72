import { useEffect } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Card, Col, Empty, Row, Space, Statistic, Tabs, Typography } from 'antd';
import { ToneTag } from '../admin-pharmacies/PharmacyDialogs';
import { DeleteOutlined, FilterOutlined, MessageOutlined, PlusOutlined, SearchOutlined, ShopOutlined } from '@ant-design/icons';
import { Link, useNavigate, useOutletContext } from 'react-router-dom';
import { errorMessage } from '../../app/errors';
import type { DoctorInfo } from './doctor-session';
import { CLEAR_ALL_DOCTOR_CHATS, CLEAR_RESOLVED_DOCTOR_CHATS, MY_DOCTOR_CHATS, MY_DOCTOR_CONNECTIONS, MY_DOCTOR_STATS } from './graphql/doctor-portal';
import { SessionCard } from './SessionCard';
import { useDoctorLiveUpdates } from './useDoctorLiveUpdates';

/** The average staff reply time as the card shows it: '45s', '4 min', '1 hr 5 min'; '—' before any answer. */
export function formatResponse(seconds: number | null | undefined): string {
  if (seconds == null) return '—';
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} hr ${minutes % 60} min`;
}

function Loading() {
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="doctor-loading">
      {[1, 2, 3].map((n) => (
        <Card key={n} size="small" loading />
      ))}
    </Space>
  );
}

/** The doctor dashboard (/doctor-dashboard, spec part 2 section 2.20). */
export default function DoctorDashboardPage() {
  const info = useOutletContext<DoctorInfo>();
  const navigate = useNavigate();
  const { modal, notification } = App.useApp();
  const chats = useQuery(MY_DOCTOR_CHATS);
  const connections = useQuery(MY_DOCTOR_CONNECTIONS);
  const stats = useQuery(MY_DOCTOR_STATS);
  const [clearResolved] = useMutation(CLEAR_RESOLVED_DOCTOR_CHATS);
  const [clearAll] = useMutation(CLEAR_ALL_DOCTOR_CHATS);
  useDoctorLiveUpdates();

  const sessions = chats.data?.myDoctorChatSessions ?? [];
  const active = sessions.filter((s) => s.status === 'active');
  const history = sessions.filter((s) => s.status !== 'active');
  const connected = (connections.data?.myDoctorConnections ?? []).filter((c) => c.status === 'accepted');
  const loadingChats = chats.loading && !chats.data;
  const chatsFailed = !!chats.error && !chats.data;
  const connectionsFailed = !!connections.error && !connections.data;
  useEffect(() => {
    if (chatsFailed) notification.error({ key: 'doctor-chats', title: 'Error', description: 'Failed to fetch chat sessions' });
  }, [chatsFailed, notification]);
  useEffect(() => {
    if (connectionsFailed) notification.error({ key: 'doctor-connections', title: 'Error', description: 'Failed to fetch connections' });
  }, [connectionsFailed, notification]);

  const refresh = () => Promise.all([chats.refetch(), stats.refetch()]).catch(() => undefined);
  const confirmClear = (which: 'resolved' | 'all') =>
    modal.confirm({
      title: which === 'all' ? 'Clear all chats?' : 'Clear chat history?',
      content: which === 'all' ? 'Every chat and its messages will be deleted permanently.' : 'Every resolved chat and its messages will be deleted permanently.',
      okText: which === 'all' ? 'Clear All' : 'Clear History',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          if (which === 'all') await clearAll();
          else await clearResolved();
          await refresh();
          notification.success({ key: 'doctor-clear', title: which === 'all' ? 'All Chats Cleared' : 'Chat History Cleared' });
        } catch (error) {
          notification.error({
            key: 'doctor-clear',
            title: which === 'all' ? 'Failed to clear chats' : 'Failed to clear chat history',
            description: errorMessage(error, which === 'all' ? 'Failed to clear all chat sessions' : 'Failed to clear resolved chat sessions'),
          });
        }
      },
    });

  const s = stats.data?.myDoctorDashboardStats;
  const cards = [
    { title: 'Active Chats', value: s?.activeChats ?? active.length },
    { title: 'Resolved', value: s?.resolvedChats ?? history.length },
    { title: 'Connected Pharmacies', value: s?.connectedPharmacies ?? connected.length },
    { title: 'Avg Response', value: formatResponse(s?.averageResponseSeconds) },
  ];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <div>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
            Welcome back, Dr. {info.firstName} {info.lastName}
          </Typography.Title>
          <Typography.Text type="secondary">{info.practiceName}</Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/doctor-new-chat')}>
          New Chat
        </Button>
      </Space>
      <Row gutter={[12, 12]} style={{ marginInline: 0 }}>
        {cards.map((card) => (
          <Col key={card.title} xs={12} md={6} style={{ paddingInline: 6 }}>
            <Card size="small">
              <Statistic title={card.title} value={card.value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Tabs
        size="small"
        tabBarGutter={16}
        items={[
          {
            key: 'active',
            label: 'Active Chats',
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
                  <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
                    Active Conversations
                  </Typography.Title>
                  <Space wrap>
                    <Button icon={<SearchOutlined />}>Search</Button>
                    <Button icon={<FilterOutlined />}>Filter</Button>
                    {sessions.length > 0 && (
                      <Button danger icon={<DeleteOutlined />} onClick={() => confirmClear('all')}>
                        Clear All
                      </Button>
                    )}
                  </Space>
                </Space>
                {loadingChats ? (
                  <Loading />
                ) : active.length === 0 ? (
                  <Empty image={<MessageOutlined style={{ fontSize: 40, color: '#94a3b8' }} />} description="No Active Chats">
                    <Button type="primary" onClick={() => navigate('/doctor-new-chat')}>
                      Start New Chat
                    </Button>
                  </Empty>
                ) : (
                  active.map((session) => <SessionCard key={session.id} session={session} />)
                )}
              </Space>
            ),
          },
          {
            key: 'history',
            label: 'Chat History',
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
                  <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
                    Resolved Conversations
                  </Typography.Title>
                  {history.length > 0 && (
                    <Button danger icon={<DeleteOutlined />} onClick={() => confirmClear('resolved')}>
                      Clear History
                    </Button>
                  )}
                </Space>
                {loadingChats ? <Loading /> : history.length === 0 ? <Empty description="No Chat History" /> : history.map((session) => <SessionCard key={session.id} session={session} />)}
              </Space>
            ),
          },
          {
            key: 'pharmacies',
            label: 'My Pharmacies',
            children:
              connections.loading && !connections.data ? (
                <Loading />
              ) : connected.length === 0 ? (
                <Empty image={<ShopOutlined style={{ fontSize: 40, color: '#94a3b8' }} />} description="No Connected Pharmacies">
                  <Button type="primary" onClick={() => navigate('/doctor-find-pharmacies')}>
                    Find Pharmacies
                  </Button>
                </Empty>
              ) : (
                <Row gutter={[12, 12]} style={{ marginInline: 0 }}>
                  {connected.map((connection) => (
                    <Col key={connection.id} xs={24} md={12} style={{ paddingInline: 6 }}>
                      <Card size="small" data-testid="connected-pharmacy">
                        <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                          <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
                            <Typography.Text strong>{connection.pharmacy.name || 'Unknown Pharmacy'}</Typography.Text>
                            <ToneTag tone={connection.connectionType === 'preferred' ? 'green' : 'blue'}>{connection.connectionType}</ToneTag>
                          </Space>
                          <Typography.Text type="secondary">{connection.pharmacy.address || 'Address not available'}</Typography.Text>
                          <Link to={`/doctor-new-chat?pharmacy=${connection.pharmacyId}`}>
                            <Button size="small" icon={<MessageOutlined />} aria-label={`Chat with ${connection.pharmacy.name}`}>
                              Chat
                            </Button>
                          </Link>
                        </Space>
                      </Card>
                    </Col>
                  ))}
                </Row>
              ),
          },
        ]}
      />
      <Link to="/doctor-find-pharmacies">Find pharmacies to connect with</Link>
    </Space>
  );
}
