import { fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { Pager, pageWindow } from '../Pager';

describe('pageWindow', () => {
  it('always shows the first, the last and the current page, in order, with gaps of more than one page marked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 499 }), (last, offset) => {
        const current = (offset % last) + 1;
        const pages = pageWindow(current, last);
        const numbers = pages.filter((p): p is number => p !== null);
        expect(numbers[0]).toBe(1);
        expect(numbers[numbers.length - 1]).toBe(last);
        expect(numbers).toContain(current);
        for (let i = 1; i < numbers.length; i++) expect(numbers[i]!).toBeGreaterThan(numbers[i - 1]!);
        // a gap marker stands for two or more hidden pages; a single hidden page is shown instead
        pages.forEach((p, i) => {
          if (p === null) expect((pages[i + 1] as number) - (pages[i - 1] as number)).toBeGreaterThan(2);
        });
        expect(pages.length).toBeLessThanOrEqual(9);
      }),
    );
  });

  it('lists 1 … 4 5 6 7 8 … 20 around page 6 of 20', () => {
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('Pager', () => {
  it('goes to a page, to the next one, changes the page size and jumps, never past the ends', () => {
    const onChange = jest.fn();
    render(
      <Pager current={1} pageSize={20} total={200} onChange={onChange} showTotal={(t) => `共 ${t} 个系列`} pageSizeOptions={[20, 50]} />,
    );
    expect(screen.getByText('共 200 个系列')).toBeTruthy();
    fireEvent.click(screen.getByTitle('上一页'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTitle('3'));
    expect(onChange).toHaveBeenLastCalledWith(3, 20);
    fireEvent.click(screen.getByLabelText('下一页'));
    expect(onChange).toHaveBeenLastCalledWith(2, 20);
    fireEvent.change(screen.getByLabelText('每页条数'), { target: { value: '50' } });
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
    const jump = screen.getByLabelText('跳至页码');
    fireEvent.change(jump, { target: { value: '99x' } });
    fireEvent.keyDown(jump, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(10, 20);
    expect(screen.getByTitle('1').querySelector('button')!.getAttribute('aria-current')).toBe('page');
  });
});
