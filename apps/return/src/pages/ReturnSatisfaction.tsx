import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Rate from 'antd/es/rate';
import Result from 'antd/es/result';
import { useParams } from 'react-router';
import { useApplyDetailQuery, useSatisfactionCreateMutation } from '@shop/api-clients/cim/api';
import { CIM_LIMITS, CimMessages, type AfterSalesApply } from '@shop/api-clients/cim/types';
import { useSession } from '@shop/session';
import { errorText } from '@shop/shared-ui';
import { toAntdRules } from '@shop/validation';
import { loadGate, ResultLinks } from '../components/AccessResult';
import { ApplySummary } from '../components/ApplySummary';
import { RATING_LABELS, RatingView } from '../components/RatingView';

interface RatingValues {
  rating?: number;
  comment?: string;
}

function SatisfactionForm({ apply, onRated }: { apply: AfterSalesApply; onRated: (a: AfterSalesApply) => void }) {
  const [rate, rating] = useSatisfactionCreateMutation();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const submit = async (v: RatingValues) => {
    setSubmitError(null);
    try {
      onRated(await rate({ applyNum: apply.applyNum, rating: v.rating!, comment: v.comment?.trim() ?? '' }).unwrap());
    } catch (e) {
      setSubmitError(errorText(e));
    }
  };
  return (
    <Form<RatingValues> layout="vertical" style={{ maxWidth: 640, marginTop: 24 }} onFinish={submit} data-testid="satisfaction-form">
      <Form.Item
        label="您对本次售后服务满意吗？"
        name="rating"
        rules={[
          { required: true, type: 'integer', min: CIM_LIMITS.ratingMin, max: CIM_LIMITS.ratingMax, message: CimMessages.RATING_RANGE },
        ]}
      >
        <Rate tooltips={RATING_LABELS} aria-label="评分" />
      </Form.Item>
      <Form.Item label="评价内容（选填）" name="comment" rules={toAntdRules(`max:${CIM_LIMITS.commentMax}`)}>
        <Input.TextArea
          aria-label="评价内容"
          rows={4}
          showCount
          maxLength={CIM_LIMITS.commentMax}
          placeholder="说说您对处理速度、沟通和结果的感受"
        />
      </Form.Item>
      {submitError ? <Alert type="error" showIcon title={submitError} style={{ marginBottom: 16 }} data-testid="rating-error" /> : null}
      <Button type="primary" htmlType="submit" loading={rating.isLoading}>
        提交评价
      </Button>
    </Form>
  );
}

/**
 * /return/satisfaction/:applyNum (login + order-authorisation check): the API answers the application only to
 * callers who may see its order (403 无权查看该订单 / 404), and accepts one rating once it is completed.
 */
export default function ReturnSatisfaction() {
  const { applyNum = '' } = useParams();
  const { isLoggedIn } = useSession();
  const detail = useApplyDetailQuery({ applyNum }, { skip: !isLoggedIn || !applyNum, refetchOnMountOrArgChange: true });
  const [rated, setRated] = useState<AfterSalesApply | null>(null);

  const gate = loadGate(detail, isLoggedIn);
  let body;
  if (isLoggedIn && rated) {
    body = (
      <Result
        status="success"
        title="感谢您的评价"
        subTitle="您的反馈将帮助我们改进售后服务。"
        extra={<ResultLinks applyNum={rated.applyNum} />}
        data-testid="rating-success"
      />
    );
  } else if (gate || !detail.data) body = gate;
  else {
    const apply = detail.data;
    body = (
      <>
        <ApplySummary apply={apply} />
        {apply.satisfaction ? (
          <Result
            status="info"
            title="您已评价过该售后申请"
            extra={<RatingView satisfaction={apply.satisfaction} />}
            data-testid="already-rated"
          />
        ) : apply.canRate ? (
          <SatisfactionForm apply={apply} onRated={setRated} />
        ) : (
          <Result status="info" title={CimMessages.NOT_COMPLETED} subTitle={`当前状态：${apply.statusDisp}`} data-testid="not-ratable" />
        )}
      </>
    );
  }
  return (
    <Card title="满意度评价" data-testid="return-satisfaction">
      {body}
    </Card>
  );
}
