import { Link, useSearchParams } from 'react-router';
import Alert from 'antd/es/alert';
import { useSession } from '@shop/session';
import { BIND_COMPANY_PATH, JOIN_COMPANY_PATH, SERVICE_HOTLINE } from '@shop/shared-ui';
import { href } from '@shop/routes';
import '../accountPage.css';
import './bindCompany.css';

/** the two ways in: the addresses the company-registration modal sends its buttons to (shared-ui companyNudgeApi) */
export { BIND_COMPANY_PATH as BIND_COMPANY_HREF, JOIN_COMPANY_PATH as JOIN_COMPANY_HREF };

type Mode = 'complete' | 'join';

/**
 * /account/regist/bindCompany (login): where the company-registration modal sends a customer without a company.
 * ?mode=join explains joining an existing company, otherwise completing the company information. Neither can be
 * done online yet (the customer-info registration and link calls of SPEC §7 are not in the API), so the page says
 * what is needed and who does it, instead of a form that stores nothing.
 */
export default function BindCompany() {
  const [params] = useSearchParams();
  const mode: Mode = params.get('mode') === 'join' ? 'join' : 'complete';
  const { user } = useSession();
  const company = user?.customerCode ? user.customerName || user.customerCode : null;

  return (
    <div className="ap-page bc-page" data-testid="bind-company" data-mode={mode}>
      <div className="ap-box bc-box">
        <h1>绑定企业</h1>
        <div className="bc-account">
          <span>
            当前账号 <strong>{user?.userName ?? '—'}</strong>
          </span>
          <span>
            账号类型 <strong>{company ? '企业用户' : '个人用户'}</strong>
          </span>
          {company && (
            <span>
              所属企业 <strong>{company}</strong>
            </span>
          )}
        </div>
      </div>

      {company ? (
        <Alert
          type="success"
          showIcon
          data-testid="already-bound"
          title={`您的账号已绑定企业“${company}”，可以直接下单和询价。`}
          description={
            <span>
              企业信息可在 <Link to={href('MyHome')}>个人中心</Link> 查看；如需变更企业信息，请联系客服{' '}
              <span className="ap-hotline">{SERVICE_HOTLINE}</span>。
            </span>
          }
        />
      ) : (
        <Alert type="info" showIcon title="个人账号绑定企业后，即可在线下单、询价，并按企业开具发票。" />
      )}

      {!company && (
        <>
          <div className="bc-modes" role="navigation" aria-label="绑定方式">
            <Link
              to={BIND_COMPANY_PATH}
              className={`bc-mode${mode === 'complete' ? ' bc-mode-on' : ''}`}
              aria-current={mode === 'complete' ? 'page' : undefined}
            >
              <div className="bc-mode-title">完善企业信息</div>
              <div className="bc-mode-text">贵公司尚未在本商城开户：登记企业信息，您的账号成为该企业的主账号。</div>
            </Link>
            <Link
              to={JOIN_COMPANY_PATH}
              className={`bc-mode${mode === 'join' ? ' bc-mode-on' : ''}`}
              aria-current={mode === 'join' ? 'page' : undefined}
            >
              <div className="bc-mode-title">加入已有企业</div>
              <div className="bc-mode-text">贵公司已有主账号：由管理员把您的账号添加为企业子账号。</div>
            </Link>
          </div>

          {mode === 'complete' ? <CompleteSteps /> : <JoinSteps />}
        </>
      )}

      <div className="ap-box bc-box">
        <h2>{company ? '企业用户可以' : '绑定企业后可以'}</h2>
        <ul className="bc-benefits">
          <li>在线下单与询价</li>
          <li>开具增值税专用发票</li>
          <li>申请月结账期</li>
          <li>为员工分配采购权限</li>
          <li>新客专享礼包（优惠券）</li>
        </ul>
      </div>

      <div className="bc-links ap-box bc-box">
        <Link to={href('Home')}>继续选购商品</Link>
        <Link to={href('MyHome')}>返回个人中心</Link>
        <span className="ap-muted">
          客服热线 <span className="ap-hotline">{SERVICE_HOTLINE}</span>
        </span>
      </div>
    </div>
  );
}

function CompleteSteps() {
  return (
    <div className="ap-box bc-box" data-testid="complete-steps">
      <h2>完善企业信息需要准备</h2>
      <ol className="bc-list">
        <li>企业名称（与营业执照一致）及统一社会信用代码（税号）</li>
        <li>企业地址、邮政编码和联系电话</li>
        <li>开票信息：开户银行及银行账号（开具增值税专用发票时需要）</li>
        <li>收货地址与收货联系人</li>
      </ol>
      <p className="ap-muted" style={{ margin: '8px 0 0' }}>
        在线登记功能将在后续版本开放。目前请致电客服 <span className="ap-hotline">{SERVICE_HOTLINE}</span>{' '}
        提供以上信息，客服核实后为您的账号开通企业身份，之后重新登录即可下单和询价。
      </p>
    </div>
  );
}

function JoinSteps() {
  return (
    <div className="ap-box bc-box" data-testid="join-steps">
      <h2>加入已有企业的步骤</h2>
      <ol className="bc-list">
        <li>联系贵公司在本商城的主账号管理员，告知您的账号（登录名或手机号）。</li>
        <li>管理员登录后，在“个人中心 › 员工与权限”中添加您为子账号，并分配下单、询价等权限。</li>
        <li>添加完成后重新登录，您即可以企业身份下单和询价。</li>
      </ol>
      <p className="ap-muted" style={{ margin: '8px 0 0' }}>
        不清楚贵公司是否已开户？请致电客服 <span className="ap-hotline">{SERVICE_HOTLINE}</span> 查询。
      </p>
    </div>
  );
}
