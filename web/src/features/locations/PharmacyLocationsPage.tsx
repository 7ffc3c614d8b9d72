import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Card, Descriptions, Empty, Modal, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import { useAuth } from '../../app/auth/AuthProvider';
import { errorMessage, fieldErrors } from '../../app/errors';
import { ADD_LOCATION, DELETE_LOCATION, LOCATION_PLAN, MY_LOCATIONS, UPDATE_LOCATION, type Location } from './graphql/locations';
import { useRetryKeys, withIdempotencyKey } from '../../app/idempotency';
import { tagStyles } from '../knowledge-base/categories';
import { LocationDialog, type LocationValues } from './LocationDialog';

const statusLabels: Record<string, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  pending_approval: { label: 'Pending', color: 'gold' },
  suspended: { label: 'Suspended', color: 'red' },
  rejected: { label: 'Rejected', color: 'grey' },
};

/** Several locations under one owner are an Enterprise feature (spec part 1, section 9). */
export const UPGRADE_MESSAGE = 'Managing several pharmacy locations is part of the Enterprise plan ($299/month). Upgrade your subscription to Enterprise to add another location.';

/** Pharmacy Locations (/pharmacy-management, spec part 1, section 2): the owner's pharmacies and their opening hours. */
export default function PharmacyLocationsPage() {
  const { user } = useAuth();
  const { notification } = App.useApp();
  const allowed = !!user && (user.role === 'pharmacy_admin' || user.role === 'super_admin');
  const list = useQuery(MY_LOCATIONS, { skip: !allowed, fetchPolicy: 'cache-and-network' });
  const plan = useQuery(LOCATION_PLAN, { variables: { id: user?.pharmacyId ?? '' }, skip: !allowed || !user?.pharmacyId, errorPolicy: 'ignore' });
  const [updateLocation, updating] = useMutation(UPDATE_LOCATION);
  const [addLocation, adding] = useMutation(ADD_LOCATION);
  const [deleteLocation] = useMutation(DELETE_LOCATION);
  const addKeys = useRetryKeys();
  const [editing, setEditing] = useState<Location | null>(null);
  const [creating, setCreating] = useState(false);
  const [upgrade, setUpgrade] = useState(false);
  const [deleting, setDeleting] = useState<Location | null>(null);

  if (!user) return null;
  if (!allowed) return <Result status="403" title="Access Denied" subTitle="Only pharmacy administrators can manage pharmacy locations" />;

  const locations = list.data?.myPharmacies ?? [];
  const currentPlan = plan.data?.pharmacy?.subscription?.plan ?? null;

  const startAdding = () => {
    if (currentPlan === 'enterprise') setCreating(true);
    else setUpgrade(true);
  };

  const add = async (values: LocationValues) => {
    try {
      const key = addKeys.keyFor(JSON.stringify(values));
      await addLocation({ variables: { input: values }, context: withIdempotencyKey(key) });
      addKeys.sent();
      notification.success({ title: 'Location added', description: `${values.name} waits for review by PharmaChat before patients can find it.` });
      setCreating(false);
      void list.refetch();
      return { ok: true };
    } catch (error) {
      notification.error({ title: 'Error', description: `Failed to add pharmacy location. Please try again. ${errorMessage(error, '')}`.trim() });
      return { ok: false, fieldErrors: fieldErrors(error) };
    }
  };

  const remove = async (location: Location) => {
    try {
      await deleteLocation({ variables: { id: location.id } });
      notification.success({ title: 'Location deleted', description: `${location.name} was deleted.` });
      setDeleting(null);
      void list.refetch();
    } catch (error) {
      notification.error({ title: 'Error', description: `Failed to delete pharmacy location. Please try again. ${errorMessage(error, '')}`.trim() });
    }
  };

  const save = async (values: LocationValues) => {
    if (creating) return add(values);
    if (!editing) return { ok: false };
    try {
      await updateLocation({ variables: { id: editing.id, input: values } });
      notification.success({ title: 'Location updated', description: `${values.name} was saved.` });
      setEditing(null);
      return { ok: true };
    } catch (error) {
      notification.error({ title: 'Error', description: `Failed to update pharmacy location. Please try again. ${errorMessage(error, '')}`.trim() });
      return { ok: false, fieldErrors: fieldErrors(error) };
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Pharmacy Locations
          </Typography.Title>
          <Typography.Text type="secondary">Your pharmacies, their details and opening hours.</Typography.Text>
        </div>
        {user.role === 'pharmacy_admin' && (
          <Button type="primary" icon={<PlusOutlined />} onClick={startAdding}>
            Add Location
          </Button>
        )}
      </div>

      {list.error && !list.data ? (
        <Result status="warning" title="Couldn't load your locations" subTitle={errorMessage(list.error, 'Please try again.')} extra={<Button onClick={() => void list.refetch()}>Try again</Button>} />
      ) : list.loading && !list.data ? (
        <Card>
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      ) : locations.length === 0 ? (
        <Card>
          <Empty description="No locations yet." />
        </Card>
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))', gap: 16 }}>
          {locations.map((location) => {
            const status = statusLabels[location.status ?? ''] ?? { label: location.status ?? 'Unknown', color: 'grey' };
            return (
              <Card
                key={location.id}
                data-testid="location-card"
                title={
                  <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', minWidth: 0, flexWrap: 'wrap' }}>
                    <EnvironmentOutlined />
                    <span style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{location.name}</span>
                  </span>
                }
                extra={
                  <Space size={4}>
                    <Button icon={<EditOutlined />} aria-label={`Edit ${location.name}`} onClick={() => setEditing(location)} />
                    {user.role === 'pharmacy_admin' && location.id !== user.pharmacyId && (
                      <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${location.name}`} onClick={() => setDeleting(location)} />
                    )}
                  </Space>
                }
              >
                <Space size={[4, 4]} wrap style={{ marginBottom: 8 }}>
                  <Tag style={tagStyles[status.color]}>{status.label}</Tag>
                  <Tag style={tagStyles[location.isOnline ? 'green' : 'grey']} data-testid="location-online">
                    {location.isOnline ? 'Open now' : 'Closed now'}
                  </Tag>
                </Space>
                <Descriptions column={1} size="small" styles={{ content: { overflowWrap: 'anywhere' } }}>
                  <Descriptions.Item label="Address">{location.address}</Descriptions.Item>
                  <Descriptions.Item label="Phone">{location.phone}</Descriptions.Item>
                  <Descriptions.Item label="Email">{location.email}</Descriptions.Item>
                  <Descriptions.Item label="Hours">
                    <span data-testid="location-hours">{location.openingHours}</span>
                  </Descriptions.Item>
                </Descriptions>
              </Card>
            );
          })}
        </div>
      )}

      <LocationDialog
        open={editing !== null || creating}
        location={editing}
        saving={updating.loading || adding.loading}
        onSubmit={save}
        onClose={() => {
          setEditing(null);
          setCreating(false);
        }}
      />
      <Modal
        open={deleting !== null}
        title="Delete Location"
        okText="Delete"
        okButtonProps={{ danger: true }}
        onOk={() => (deleting ? remove(deleting) : undefined)}
        onCancel={() => setDeleting(null)}
      >
        <Typography.Paragraph>
          Delete <strong>{deleting?.name}</strong>? This cannot be undone.
        </Typography.Paragraph>
      </Modal>
      <Modal
        open={upgrade}
        title="Upgrade to Enterprise"
        onCancel={() => setUpgrade(false)}
        footer={<Button onClick={() => setUpgrade(false)}>Close</Button>}
      >
        <Typography.Paragraph data-testid="upgrade-message">{UPGRADE_MESSAGE}</Typography.Paragraph>
        {currentPlan && <Typography.Text type="secondary">Your current plan: {currentPlan.replace('_', ' ')}.</Typography.Text>}
      </Modal>
    </div>
  );
}
