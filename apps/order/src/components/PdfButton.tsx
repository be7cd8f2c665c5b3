import { useState } from 'react';
import Button, { type ButtonProps } from 'antd/es/button';
import { useLazyOrderSlipPdfUrlQuery, useLazyQuoteSlipPdfUrlQuery } from '@shop/api-clients/download/api';
import { errorText } from '@shop/shared-ui';
import { notify } from '@shop/shared-ui/notify';

type Slip = { orderSlipNumber: string } | { quoteSlipNumber: string };

/**
 * 下载 PDF of an order or a quote: asks for a fresh one-use link on each click (searchPdfUrl) and opens it; the
 * browser shows or saves the PDF. A refusal (another company's slip, no such slip) shows as a notice.
 */
export function PdfButton({ slip, children = '下载 PDF', ...button }: { slip: Slip } & Omit<ButtonProps, 'onClick' | 'loading'>) {
  const [orderPdf] = useLazyOrderSlipPdfUrlQuery();
  const [quotePdf] = useLazyQuoteSlipPdfUrlQuery();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { pdfUrl } = await ('orderSlipNumber' in slip ? orderPdf(slip) : quotePdf(slip)).unwrap();
      window.open(pdfUrl, '_blank', 'noopener');
    } catch (e) {
      notify(errorText(e, '生成 PDF 失败，请稍后重试'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...button} loading={busy} onClick={() => void download()}>
      {children}
    </Button>
  );
}
