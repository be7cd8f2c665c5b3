import type { ReactNode } from 'react';
import { PieceStyle } from './PieceStyle';

const css = `
.v2-result { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 40px 16px 32px; text-align: center; }
.v2-result-code { color: #c9d3e0; font-size: 64px; font-weight: 700; line-height: 1; letter-spacing: 6px; font-family: Arial, sans-serif; }
.v2-page .v2-result-title { margin: 12px 0 0; font-size: 20px; font-weight: 600; color: #1f2329; }
.v2-result-sub { max-width: 560px; color: #6b7280; }
.v2-result-extra { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; margin-top: 16px; }
`;

/** A whole-block outcome such as a 404: the status code large, a title, what happened, and where to go next. */
export function Result({ status, title, subTitle, extra }: { status: string; title: ReactNode; subTitle?: ReactNode; extra?: ReactNode }) {
  return (
    <div className="v2-result">
      <PieceStyle name="result" css={css} />
      <div className="v2-result-code" aria-hidden="true">
        {status}
      </div>
      <h1 className="v2-result-title">{title}</h1>
      {subTitle && <div className="v2-result-sub">{subTitle}</div>}
      {extra && <div className="v2-result-extra">{extra}</div>}
    </div>
  );
}
