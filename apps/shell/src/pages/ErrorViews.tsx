import Result from 'antd/es/result';
import Button from 'antd/es/button';
import { Link } from 'react-router';
import { href } from '@shop/routes';

/** SPEC §2 root error screen: 404 shows not-found, 500 shows the message and url, other statuses show nothing. */
export function NotFoundView({ path }: { path: string }) {
  return (
    <Result
      status="404"
      title="404"
      subTitle={<span data-testid="not-found">Page Not Found: {path}</span>}
      extra={
        <Link to={href('Home')}>
          <Button type="primary">返回首页</Button>
        </Link>
      }
    />
  );
}

export function ServerErrorView({ message, detail, url }: { message: string; detail?: string; url: string }) {
  return (
    <Result
      status="500"
      title={<span data-testid="error-message">{message}</span>}
      subTitle={
        <div>
          {detail && <div data-testid="error-detail">{detail}</div>}
          <div className="error-url">{url}</div>
        </div>
      }
      extra={
        <Link to={href('Home')}>
          <Button type="primary">返回首页</Button>
        </Link>
      }
    />
  );
}
