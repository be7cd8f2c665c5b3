import { Link } from 'react-router';
import { useCategorySearchQuery } from '@shop/api-clients';
import { QueryErrorAlert } from './QueryErrorAlert';
import { Skeleton } from './plain/Skeleton';
import './cards.css';
import { href } from '@shop/routes';

/** The whole category tree as a compact directory (level 1 headings, level 2 and 3 links). */
export function CategoryDirectory() {
  const { data, isLoading, error, refetch } = useCategorySearchQuery();
  if (isLoading) return <Skeleton rows={6} />;
  if (error) return <QueryErrorAlert what="商品分类" error={error} onRetry={refetch} />;
  return (
    <div className="v2-cards" data-testid="category-directory">
      {(data?.children ?? []).map((top) => (
        <div key={top.categoryCode} className="v2-card" style={{ gap: 6 }}>
          <Link to={href('CategoryListing', { category: top.categoryCode })} className="v2-card-title">
            {top.categoryName}
          </Link>
          {(top.children ?? []).map((mid) => (
            <div key={mid.categoryCode} className="v2-small">
              <Link to={href('CategoryListing', { category: mid.categoryCode })} style={{ fontWeight: 600 }}>
                {mid.categoryName}
              </Link>
              <span className="v2-muted"> ：</span>
              {(mid.children ?? []).map((leaf, i) => (
                <span key={leaf.categoryCode}>
                  {i > 0 && <span className="v2-muted"> | </span>}
                  <Link to={href('CategoryListing', { category: leaf.categoryCode })}>{leaf.categoryName}</Link>
                </span>
              ))}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
