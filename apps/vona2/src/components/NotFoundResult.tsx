import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Result from 'antd/es/result';
import Button from 'antd/es/button';

/** The inline 404's body (antd Result), loaded only when a page has nothing to show. */
export function NotFoundResult({ title, detail, back }: { title: string; detail: ReactNode; back?: { to: string; label: string } }) {
  return (
    <div className="v2-section">
      <Result
        status="404"
        title={title}
        subTitle={detail}
        extra={
          <>
            {back && (
              <Link to={back.to}>
                <Button type="primary">{back.label}</Button>
              </Link>
            )}
            <Link to="/">
              <Button>返回首页</Button>
            </Link>
          </>
        }
      />
    </div>
  );
}
