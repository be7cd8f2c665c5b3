import { useEffect } from 'react';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { SITE_NAME } from '@shop/shared-ui';
import { useCompanyNudge } from '@shop/shared-ui/company';

/**
 * What the order and quote pages show a customer without a company (SPEC §4, the company nudge): the nudge modal
 * opens at once, and the page behind it says why nothing can be submitted, with a button that opens it again.
 */
export function CompanyRequired({ action }: { action: '下单' | '询价' }) {
  const { ensureCompany, nudgeElement } = useCompanyNudge({ onHasCompany: () => window.location.reload() });
  useEffect(() => {
    void ensureCompany();
  }, [ensureCompany]);
  return (
    <>
      <Result
        status="info"
        title="请先完善公司信息"
        subTitle={`${SITE_NAME}面向企业客户销售，完善企业信息（或加入已有企业）后即可${action}。`}
        extra={
          <Button type="primary" onClick={() => void ensureCompany()}>
            完善企业信息
          </Button>
        }
        data-testid="company-required"
      />
      {nudgeElement}
    </>
  );
}
