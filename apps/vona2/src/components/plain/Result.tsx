import type { ReactNode } from 'react';
import './Result.css';

/** A whole-block outcome such as a 404: the status code large, a title, what happened, and where to go next. */
export function Result({ status, title, subTitle, extra }: { status: string; title: ReactNode; subTitle?: ReactNode; extra?: ReactNode }) {
  return (
    <div className="v2-result">
      <div className="v2-result-code" aria-hidden="true">
        {status}
      </div>
      <h1 className="v2-result-title">{title}</h1>
      {subTitle && <div className="v2-result-sub">{subTitle}</div>}
      {extra && <div className="v2-result-extra">{extra}</div>}
    </div>
  );
}
