import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadingOverlay, Popup } from '../src/entry/dialogs';
import { Z_INDEX_MODAL } from '../src';

describe('Popup', () => {
  it('has the title 提示 by default and a close button, without 我知道了 unless asked', async () => {
    const onClose = jest.fn();
    render(
      <Popup open onClose={onClose}>
        内容
      </Popup>,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('提示')).toBeInTheDocument();
    expect(within(dialog).getByText('内容')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '我知道了' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /close|关闭/i }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows 我知道了 when asked, which closes by default or runs onOk', async () => {
    const onClose = jest.fn();
    const onOk = jest.fn();
    const { rerender } = render(
      <Popup open onClose={onClose} showOkButton title="库存提示">
        内容
      </Popup>,
    );
    expect(screen.getByText('库存提示')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '我知道了' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(
      <Popup open onClose={onClose} showOkButton onOk={onOk}>
        内容
      </Popup>,
    );
    await userEvent.click(screen.getByRole('button', { name: '我知道了' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('covers its body with the loading overlay and sits at z-index 10000', () => {
    render(
      <Popup open onClose={() => {}} loading>
        内容
      </Popup>,
    );
    expect(screen.getByTestId('loading-overlay')).toHaveTextContent('加载中…');
    const wrap = document.querySelector('.ant-modal-wrap') as HTMLElement;
    expect(wrap.style.zIndex).toBe(String(Z_INDEX_MODAL));
  });

  it('renders nothing while closed', () => {
    render(
      <Popup open={false} onClose={() => {}}>
        内容
      </Popup>,
    );
    expect(screen.queryByText('内容')).not.toBeInTheDocument();
  });
});

describe('LoadingOverlay', () => {
  it('shows a spinner with 加载中… and nothing when not loading', () => {
    const { rerender } = render(<LoadingOverlay />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
    rerender(<LoadingOverlay loading={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<LoadingOverlay fullscreen tip="提交中…" />);
    expect(screen.getByRole('status')).toHaveStyle({ position: 'fixed' });
    expect(screen.getByRole('status')).toHaveTextContent('提交中…');
  });
});
