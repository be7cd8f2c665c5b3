import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClearableInput, ShopTooltip, checkValue } from '../src/entry/controls';
import { TOOLTIP_MAX_WIDTH } from '../src';

const tick = () => screen.queryByTestId('verify-tick');

describe('ClearableInput', () => {
  it('shows the on-blur message of its check and a green tick once the value passes', async () => {
    const user = userEvent.setup();
    render(<ClearableInput aria-label="手机" check="mobile" />);
    const input = screen.getByLabelText('手机');

    await user.type(input, '1234');
    expect(tick()).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的联系人手机号码');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.clear(input);
    await user.type(input, '13912345678');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(tick()).toBeInTheDocument();
  });

  it.each([
    ['tel', '12a', '请输入正确的联系人电话信息', '010-1234*5'],
    ['telephone', '-123', '请输入正确的联系人电话信息', '0755-88889999'],
    ['email', 'wang.example.com', '请输入正确的邮箱地址', 'wang@example.com'],
    ['contactName', '  ', '联系人为必填项。', '王建国'],
    ['contactPhone', '138-0000', '请输入正确的联系电话。', '13800000000'],
  ] as const)('check %s: %p fails with %s, %p passes', async (check, bad, message, good) => {
    const user = userEvent.setup();
    render(<ClearableInput aria-label="字段" check={check} />);
    const input = screen.getByLabelText('字段');
    await user.type(input, bad);
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    await user.clear(input);
    await user.type(input, good);
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(tick()).toBeInTheDocument();
  });

  it('runs a @shop/validation rule string, with parameters and the field name', async () => {
    const user = userEvent.setup();
    render(<ClearableInput aria-label="税号" rule="taxNo|newTaxNo" />);
    await user.type(screen.getByLabelText('税号'), 'ZX123456');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('税号不能包含大写字母I、O、Z、S、V');
    expect(checkValue('abc', undefined, 'max', { params: { max: 2 } })).toBe('最多输入2个字符');
    expect(checkValue('x', undefined, 'nope', { field: '电话' })).toBe('电话 is not valid.');
    expect(checkValue('', 'contactPhone', 'required', {})).toBe('联系电话为必填项。');
  });

  it('a required field shows its message when left empty', async () => {
    const user = userEvent.setup();
    render(<ClearableInput aria-label="邮编" rule="zipCode" />);
    await user.click(screen.getByLabelText('邮编'));
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('此项为必填项');
  });

  it('the clear button empties the value and reports it', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    function Controlled() {
      const [v, setV] = useState('王建国');
      return (
        <ClearableInput
          aria-label="联系人"
          value={v}
          check="contactName"
          onChange={(next) => {
            setV(next);
            onChange(next);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(tick()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '清除' }));
    expect(screen.getByLabelText('联系人')).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(tick()).not.toBeInTheDocument();
  });

  it('truncates to maxLength by characters', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<ClearableInput aria-label="备注" maxLength={5} onChange={onChange} />);
    await user.type(screen.getByLabelText('备注'), '精密导向轴承座');
    expect(screen.getByLabelText('备注')).toHaveValue('精密导向轴');
    expect(onChange).toHaveBeenLastCalledWith('精密导向轴');
  });

  it('shows a message given from outside instead of its own, and no tick then', () => {
    render(<ClearableInput aria-label="联系电话" value="13800000000" check="contactPhone" error="联系电话最多输入20个字符" />);
    expect(screen.getByRole('alert')).toHaveTextContent('联系电话最多输入20个字符');
    expect(tick()).not.toBeInTheDocument();
  });

  it('without a check shows no tick', async () => {
    const user = userEvent.setup();
    render(<ClearableInput aria-label="型号" />);
    await user.type(screen.getByLabelText('型号'), 'SFJ10-100');
    expect(tick()).not.toBeInTheDocument();
  });
});

describe('ShopTooltip', () => {
  it('limits the bubble to 350 px', async () => {
    const user = userEvent.setup();
    render(
      <ShopTooltip title="适用于精密定位场合的直线导轨，长度可选">
        <span>说明</span>
      </ShopTooltip>,
    );
    await user.hover(screen.getByText('说明'));
    const tooltip = await screen.findByRole('tooltip');
    const root = tooltip.closest('.ant-tooltip') as HTMLElement;
    expect(root.style.maxWidth).toBe(`${TOOLTIP_MAX_WIDTH}px`);
  });
});
