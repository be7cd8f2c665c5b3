import { SERVICE_HOTLINE } from '@shop/shared-ui';
import { Button } from '../../components/plain/Button';

/** CAD data: whether the series has it; downloading arrives with the CAD service. */
export function CadBlock({ available, partNumber }: { available: boolean; partNumber?: string }) {
  return (
    <div className="v2-section" data-testid="cad-block">
      <div className="v2-section-head">
        <h2>CAD 数据</h2>
      </div>
      {available ? (
        <>
          <p style={{ margin: '0 0 8px' }}>
            本系列提供 CAD 数据，按所选型号生成{partNumber ? `（当前型号 ${partNumber}）` : '，请先选定型号'}。
          </p>
          <p className="v2-muted v2-small" style={{ margin: '0 0 8px' }}>
            {`CAD 在线下载功能将在后续版本开放；急需图纸请联系客服 ${SERVICE_HOTLINE}。`}
          </p>
          <Button disabled>下载 CAD（即将开放）</Button>
        </>
      ) : (
        <p className="v2-muted" style={{ margin: 0 }}>
          {`本系列暂未提供 CAD 数据，如需图纸请联系客服 ${SERVICE_HOTLINE}。`}
        </p>
      )}
    </div>
  );
}
