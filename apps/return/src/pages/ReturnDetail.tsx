import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Divider from 'antd/es/divider';
import Typography from 'antd/es/typography';
import { useNavigate, useParams } from 'react-router';
import { useApplyDetailQuery } from '@shop/api-clients/cim/api';
import { useSession } from '@shop/session';
import { loadGate } from '../components/AccessResult';
import { ApplySummary } from '../components/ApplySummary';
import { RatingView } from '../components/RatingView';
import { href } from '@shop/routes';

/** /return/detail/:applyNum: one application; the API shows it only to callers who may see its order. */
export default function ReturnDetail() {
  const { applyNum = '' } = useParams();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const detail = useApplyDetailQuery({ applyNum }, { skip: !isLoggedIn || !applyNum, refetchOnMountOrArgChange: true });

  let body = loadGate(detail, isLoggedIn);
  if (!body && detail.data) {
    const apply = detail.data;
    body = (
      <>
        <ApplySummary apply={apply} />
        <Divider titlePlacement="start">满意度评价</Divider>
        {apply.satisfaction ? (
          <RatingView satisfaction={apply.satisfaction} />
        ) : apply.canRate ? (
          <Button type="primary" onClick={() => navigate(href('ReturnSatisfaction', { applyNum: apply.applyNum }))} data-testid="go-rate">
            去评价
          </Button>
        ) : (
          <Typography.Text type="secondary">售后处理完成后可进行评价。</Typography.Text>
        )}
      </>
    );
  }
  return (
    <Card
      title="售后详情"
      extra={
        <Button type="link" onClick={() => navigate(href('ReturnList'))}>
          返回我的售后
        </Button>
      }
      data-testid="return-detail"
    >
      {body}
    </Card>
  );
}
