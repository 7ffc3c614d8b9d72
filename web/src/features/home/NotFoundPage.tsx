import { Button, Result, Space } from 'antd';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <Result
      status="404"
      title="Page Not Found"
      subTitle="Sorry, the page you're looking for doesn't exist or has been moved."
      extra={
        <Space orientation="vertical" size="middle">
          <Space>
            <Link to="/">
              <Button type="primary">Back to Home</Button>
            </Link>
            <Link to="/pharmacy-finder">
              <Button>Find Pharmacies</Button>
            </Link>
          </Space>
          <Link to="/">Contact Support</Link>
        </Space>
      }
    />
  );
}
