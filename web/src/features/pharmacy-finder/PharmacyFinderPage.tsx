import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Col, Descriptions, Empty, Modal, Row, Skeleton, Space, Tag } from 'antd';
import { ClockCircleOutlined, EnvironmentOutlined, InfoCircleOutlined, MessageOutlined, PhoneOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { Panel, SearchField, Stars, StatusDot, Typography } from '../../app/light-ui';
import { isFastResponse, matchesSearch, PUBLIC_PHARMACIES, type PublicPharmacy } from './graphql/pharmacies';

function RatingLine({ pharmacy }: { pharmacy: PublicPharmacy }) {
  const { rating, totalReviews } = pharmacy.publicStats;
  if (rating === null || totalReviews === 0) return <Typography.Text type="secondary">No reviews yet</Typography.Text>;
  return (
    <Space size={4}>
      <Stars value={Math.round(rating * 2) / 2} />
      <Typography.Text>{rating.toFixed(1)}</Typography.Text>
      <Typography.Text type="secondary">({totalReviews} {totalReviews === 1 ? 'review' : 'reviews'})</Typography.Text>
    </Space>
  );
}

export function PharmacyCard({ pharmacy, onInfo }: { pharmacy: PublicPharmacy; onInfo(): void }) {
  return (
    <Panel
      data-testid="pharmacy-card"
      title={<span title={pharmacy.name}>{pharmacy.name}</span>}
      actions={[
        <Button key="info" type="text" icon={<InfoCircleOutlined />} onClick={onInfo}>
          Info
        </Button>,
        <Link key="chat" to={`/chat/${pharmacy.id}`}>
          <Button type="primary" icon={<MessageOutlined />}>
            Start 24/7 Chat
          </Button>
        </Link>,
      ]}
      style={{ height: '100%' }}
    >
      <Space orientation="vertical" size={6}>
        <StatusDot on={pharmacy.isOnline} text={pharmacy.isOnline ? 'Open now: a pharmacist can join' : 'Closed now: the assistant answers'} />
        <Typography.Text>
          <EnvironmentOutlined /> {pharmacy.address}
        </Typography.Text>
        <Typography.Text>
          <PhoneOutlined /> {pharmacy.phone}
        </Typography.Text>
        <Typography.Text>
          <ClockCircleOutlined /> {pharmacy.openingHours}
        </Typography.Text>
        <RatingLine pharmacy={pharmacy} />
        <Space size={4} wrap>
          <Typography.Text type="secondary">Typical reply: {pharmacy.publicStats.waitTimeFormatted ?? 'no chats yet'}</Typography.Text>
          {isFastResponse(pharmacy) && (
            <Tag color="green" icon={<ThunderboltOutlined />}>
              Fast response
            </Tag>
          )}
        </Space>
      </Space>
    </Panel>
  );
}

/** The public pharmacy directory (/pharmacy-finder and /pharmacies). */
export default function PharmacyFinderPage() {
  const { data, loading, error } = useQuery(PUBLIC_PHARMACIES);
  const [search, setSearch] = useState('');
  const [info, setInfo] = useState<PublicPharmacy | null>(null);
  const pharmacies = (data?.publicPharmacies ?? []).filter((p) => matchesSearch(p, search));

  return (
    <div style={{ maxWidth: 1160, margin: '0 auto', padding: '32px 24px' }}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Find your pharmacy
      </Typography.Title>
      <Typography.Paragraph type="secondary">Chat with your pharmacy at any hour. A pharmacist joins during opening hours.</Typography.Paragraph>
      <SearchField placeholder="Search by pharmacy name or address" aria-label="Search pharmacies" value={search} onChange={(e) => setSearch(e.target.value)} style={{ maxWidth: 520, marginBottom: 24 }} />
      {error && <Alert type="error" showIcon message="Could not load pharmacies" description="Please try again in a moment." style={{ marginBottom: 16 }} />}
      {loading && !data ? (
        <Skeleton active />
      ) : pharmacies.length === 0 ? (
        <Empty description={search ? 'No pharmacies match your search' : 'No pharmacies found'} />
      ) : (
        <Row gutter={[16, 16]}>
          {pharmacies.map((pharmacy) => (
            <Col xs={24} md={12} lg={8} key={pharmacy.id}>
              <PharmacyCard pharmacy={pharmacy} onInfo={() => setInfo(pharmacy)} />
            </Col>
          ))}
        </Row>
      )}
      <Modal open={info !== null} title={info?.name} onCancel={() => setInfo(null)} footer={null}>
        {info && (
          <Descriptions column={1} size="small">
            <Descriptions.Item label="Address">{info.address}</Descriptions.Item>
            <Descriptions.Item label="Phone">{info.phone}</Descriptions.Item>
            <Descriptions.Item label="Opening hours">{info.openingHours}</Descriptions.Item>
            <Descriptions.Item label="Now">{info.isOnline ? 'Open: a pharmacist can join the chat' : 'Closed: the assistant answers, a pharmacist replies when open'}</Descriptions.Item>
            <Descriptions.Item label="Typical reply">{info.publicStats.waitTimeFormatted ?? 'No chats yet'}</Descriptions.Item>
            <Descriptions.Item label="Rating">
              <RatingLine pharmacy={info} />
            </Descriptions.Item>
          </Descriptions>
        )}
      </Modal>
    </div>
  );
}
