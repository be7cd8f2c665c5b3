import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Result from 'antd/es/result';
import Button from 'antd/es/button';

/** Inline 404 inside the page frame: the API said the category, series or brand does not exist. */
export function NotFoundBlock({ title, detail, back }: { title: string; detail: ReactNode; back?: { to: string; label: string } }) {
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
