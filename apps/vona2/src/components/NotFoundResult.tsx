import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from './plain/Button';
import { Result } from './plain/Result';
import './catalogue.css';
import { href } from '@shop/routes';

/** The inline 404's body, loaded only when a page has nothing to show. */
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
              <Link to={back.to} className={buttonClassName({ variant: 'primary' })}>
                {back.label}
              </Link>
            )}
            <Link to={href('Home')} className={buttonClassName()}>
              返回首页
            </Link>
          </>
        }
      />
    </div>
  );
}
