import Rate from 'antd/es/rate';
import Typography from 'antd/es/typography';
import type { Satisfaction } from '@shop/api-clients/cim/types';
import { chinaDate } from '@shop/format';

/** Labels of the five stars, worst to best. */
export const RATING_LABELS = ['非常不满意', '不满意', '一般', '满意', '非常满意'];

/** A rating already given (read-only). */
export function RatingView({ satisfaction }: { satisfaction: Satisfaction }) {
  return (
    <div data-testid="rating-view">
      <Rate disabled value={satisfaction.rating} />
      <Typography.Text style={{ marginLeft: 12 }}>{RATING_LABELS[satisfaction.rating - 1]}</Typography.Text>
      {satisfaction.comment ? <Typography.Paragraph style={{ marginTop: 8 }}>{satisfaction.comment}</Typography.Paragraph> : null}
      <Typography.Text type="secondary">
        {satisfaction.ratedUserName} 评价于 {chinaDate(satisfaction.ratedAt)}
      </Typography.Text>
    </div>
  );
}
