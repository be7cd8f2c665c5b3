import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { classifyRouteError } from '../classifyRouteError';
import { RouteErrorView } from '../RouteErrorView';

/** What a remote page throws for a URL it cannot serve (apps/vona2/src/lib/pageError.ts has the same fields). */
class PageError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
  }
}

describe('classifyRouteError', () => {
  it('maps the router error responses: 404 not found, 500 with message and detail, others nothing', () => {
    expect(classifyRouteError(new ErrorResponse(404, 'Not Found', null))).toEqual({ kind: 'notFound' });
    expect(classifyRouteError(new ErrorResponse(500, 'Internal', { message: '参数错误', detail: '参数 kw 缺失或为空' }))).toEqual({
      kind: 'server',
      message: '参数错误',
      detail: '参数 kw 缺失或为空',
    });
    expect(classifyRouteError(new ErrorResponse(500, '', null))).toEqual({ kind: 'server', message: '服务器错误' });
    expect(classifyRouteError(new ErrorResponse(403, 'Forbidden', null))).toEqual({ kind: 'other' });
  });

  it('passes the status and detail of an Error a page threw through to the view', () => {
    expect(classifyRouteError(new PageError(500, '参数错误', '参数 kw 缺失或为空'))).toEqual({
      kind: 'server',
      message: '参数错误',
      detail: '参数 kw 缺失或为空',
    });
    expect(classifyRouteError(new PageError(404, '未找到'))).toEqual({ kind: 'notFound' });
    expect(classifyRouteError(new PageError(403, '无权限'))).toEqual({ kind: 'other' });
  });

  it('treats a plain Error as a 500 with its message and no detail, and anything else as nothing', () => {
    expect(classifyRouteError(new Error('页面出错了'))).toEqual({ kind: 'server', message: '页面出错了' });
    expect(classifyRouteError(Object.assign(new Error('x'), { detail: 42 }))).toEqual({ kind: 'server', message: 'x' });
    expect(classifyRouteError('boom')).toEqual({ kind: 'other' });
    expect(classifyRouteError(null)).toEqual({ kind: 'other' });
  });
});

describe('RouteErrorView', () => {
  it('shows the message, the detail and the url of a page that threw a 500', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const Page = () => {
        throw new PageError(500, '参数错误', '参数 kw 缺失或为空');
      };
      const router = createMemoryRouter([{ path: '/vona2/result/tech_view', Component: Page, ErrorBoundary: RouteErrorView }], {
        initialEntries: ['/vona2/result/tech_view?kw='],
      });
      render(<RouterProvider router={router} />);
      expect(await screen.findByTestId('error-message')).toHaveTextContent('参数错误');
      expect(screen.getByTestId('error-detail')).toHaveTextContent('参数 kw 缺失或为空');
      expect(screen.getByText('/vona2/result/tech_view?kw=')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    } finally {
      consoleError.mockRestore();
    }
  });
});
