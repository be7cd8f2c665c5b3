import { useState } from 'react';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Result from 'antd/es/result';
import { useParams } from 'react-router';
import { useOrderAuthCheckQuery } from '@shop/api-clients/order/api';
import type { OrderAuthCheckResult } from '@shop/api-clients/order/types';
import type { AfterSalesApply } from '@shop/api-clients/cim/types';
import { useSession } from '@shop/session';
import { loadGate, ResultLinks } from '../components/AccessResult';
import { ApplyForm } from '../components/ApplyForm';

function OrderFacts({ check }: { check: OrderAuthCheckResult }) {
  const line = check.soLineNumber !== undefined ? check.lineList[0] : undefined;
  return (
    <Descriptions
      size="small"
      column={3}
      style={{ marginBottom: 24 }}
      data-testid="order-facts"
      items={[
        { key: 'so', label: '订单号', children: check.soSlipNumber },
        { key: 'date', label: '下单日期', children: check.orderDate },
        { key: 'status', label: '订单状态', children: check.statusDisp },
        ...(line
          ? [
              { key: 'line', label: '订单行', children: line.soLineNumber },
              { key: 'pn', label: '型号', children: line.partNumber },
              { key: 'name', label: '商品名称', children: line.productName },
              { key: 'qty', label: '订购数量', children: `${line.quantity} 件` },
              { key: 'shipped', label: '已发货', children: `${line.shippedQty} 件` },
              { key: 'applicable', label: '可申请', children: `${line.applicableQty} 件` },
            ]
          : []),
      ]}
    />
  );
}

function Submitted({ apply }: { apply: AfterSalesApply }) {
  return (
    <Result
      status="success"
      title="售后申请已提交"
      subTitle={
        <>
          申请单号：<strong data-testid="apply-num">{apply.applyNum}</strong>，我们会尽快审核，请留意处理进度。
        </>
      }
      extra={<ResultLinks applyNum={apply.applyNum} />}
      data-testid="apply-success"
    />
  );
}

/**
 * /return/application/:soSlipNumber/:soLineNumber? (login + order-authorisation check, SPEC §2 and §6). The API's
 * authCheck runs first; only when it allows the order does the form appear. 403 and 404 show their own states.
 */
export default function ReturnApplication() {
  const { soSlipNumber = '', soLineNumber } = useParams();
  const { isLoggedIn } = useSession();
  const [created, setCreated] = useState<AfterSalesApply | null>(null);
  const check = useOrderAuthCheckQuery(
    { soSlipNumber, ...(soLineNumber ? { soLineNumber } : {}) },
    { skip: !isLoggedIn || !soSlipNumber, refetchOnMountOrArgChange: true },
  );

  const gate = loadGate(check, isLoggedIn, 'auth-checking');
  let body;
  if (isLoggedIn && created) body = <Submitted apply={created} />;
  else if (gate || !check.data) body = gate;
  else if (!check.data.canApply) {
    body = (
      <>
        <OrderFacts check={check.data} />
        <Result status="info" title="该订单暂不能申请售后" subTitle={check.data.cannotApplyReason} data-testid="cannot-apply" />
      </>
    );
  } else {
    body = (
      <>
        <OrderFacts check={check.data} />
        <ApplyForm check={check.data} onCreated={setCreated} />
      </>
    );
  }

  return (
    <Card title="售后申请" data-testid="return-application">
      {body}
    </Card>
  );
}
