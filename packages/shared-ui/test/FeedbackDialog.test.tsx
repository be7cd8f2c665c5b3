import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { FEEDBACK_MESSAGES, FILE_MESSAGES } from '@shop/validation';
import { setAnalytics } from '../src/analytics';
import { SECOND_LEVEL_TIP_MS } from '../src';
import {
  FEEDBACK_SUCCESS_EVENT,
  FEEDBACK_TEXTS,
  type FeedbackReason,
  type FeedbackSubmission,
  type FeedbackUploadResult,
} from '../src/entry/feedback';
import { FeedbackDialog, type FeedbackDialogProps } from '../src/entry/feedback';

const reasons: FeedbackReason[] = [
  {
    topSuggestName: '网站功能',
    topSuggestCode: 'T1',
    secondList: [
      { secondSuggestName: '搜索结果不准确', secondSuggestCode: 'S11' },
      { secondSuggestName: '页面报错', secondSuggestCode: 'S12' },
    ],
  },
  { topSuggestName: '商品与价格', secondList: [{ secondSuggestName: '价格疑问', secondSuggestCode: 'S21' }] },
];

const PAGE = 'https://shop.example/vona2/detail/110300100010';

function png(name: string, size = 1024): File {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function setup(overrides: Partial<FeedbackDialogProps> = {}) {
  const mocks = {
    onClose: jest.fn(),
    onSubmitted: jest.fn(),
    submitCheck: jest.fn(async () => true),
    loadReasons: jest.fn(async () => reasons),
    submit: jest.fn(async (_p: FeedbackSubmission) => undefined),
    upload: jest.fn(async (file: File, onProgress: (p: number) => void): Promise<FeedbackUploadResult> => {
      onProgress(40);
      return { fileId: `F-${file.name}`, fileLink: `https://cdn.example/${file.name}` };
    }),
  };
  const props = {
    open: true,
    ...mocks,
    customer: { customerName: '苏州精工机械有限公司', customerCode: 'C0001234' },
    defaultContactUser: '王建国',
    defaultContactPhone: '13800000000',
    pageUrl: PAGE,
    ...overrides,
  };
  const user = userEvent.setup({ applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(<FeedbackDialog {...props} />);
  return { props, mocks, user };
}

// role queries compute accessible names over antd's whole tree, which is slow in jsdom: find by text and label
const dialog = async () => (await screen.findByText(FEEDBACK_TEXTS.title, {}, { timeout: 5000 })).closest('.ant-modal') as HTMLElement;
const submitButton = () => screen.getByText(/^提\s*交$/).closest('button') as HTMLButtonElement;
const radio = (name: string) => screen.getByLabelText(name);
const queryRadio = (name: string) => screen.queryByLabelText(name);
/** what the browser does when one file is picked in the file dialog */
const choose = (file: File) =>
  act(async () => {
    fireEvent.change(fileInput(), { target: { files: [file] } });
  });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

async function fillAll(user: ReturnType<typeof userEvent.setup>, { second = true } = {}) {
  await user.click(screen.getByText('网站功能'));
  if (second) await user.click(screen.getByText('页面报错'));
  await user.click(screen.getByLabelText('问题描述'));
  await user.paste('下单页面点击提交后报错');
}

// antd's modal, radios and upload list are heavy in jsdom; a busy machine needs more than the default 5 s
jest.setTimeout(30000);

beforeEach(() => setAnalytics({ track: () => {} }));
afterEach(() => {
  setAnalytics(null);
  jest.useRealTimers();
});

describe('FeedbackDialog opening', () => {
  it('runs the submit check first, then loads the reasons and shows the form with the reply promise and reward', async () => {
    const order: string[] = [];
    const { props } = setup({
      submitCheck: jest.fn(async () => (order.push('check'), true)),
      loadReasons: jest.fn(async () => (order.push('reasons'), reasons)),
    });
    const box = await dialog();
    expect(order).toEqual(['check', 'reasons']);
    expect(within(box).getByText(/我们将在1个工作日内回复/)).toBeInTheDocument();
    expect(within(box).getByText(/被采纳的优秀建议最高奖励5000积分/)).toBeInTheDocument();
    expect(radio('网站功能')).toBeInTheDocument();
    expect(radio('商品与价格')).toBeInTheDocument();
    expect(queryRadio('页面报错')).not.toBeInTheDocument();
    expect(screen.getByLabelText('联系人')).toHaveValue('王建国');
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('shows the daily-limit notice instead when the check says no', async () => {
    const { props, user } = setup({ submitCheck: jest.fn(async () => false) });
    const notice = await screen.findByTestId('feedback-limit-notice');
    expect(notice).toHaveTextContent(FEEDBACK_MESSAGES.dailyLimitReached);
    expect(notice).toHaveTextContent(/今日反馈次数已达上限.*请明天再试/);
    expect(props.loadReasons).not.toHaveBeenCalled();
    expect(screen.queryByText(FEEDBACK_TEXTS.title)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '我知道了' }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('a failing check tells the customer and closes', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { props } = setup({ submitCheck: jest.fn(async () => Promise.reject(new Error('502'))) });
    await waitFor(() => expect(props.onClose).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(FEEDBACK_TEXTS.loadFailed)).toBeInTheDocument();
    error.mockRestore();
  });

  it('renders nothing and checks nothing while closed', () => {
    const { props } = setup({ open: false });
    expect(props.submitCheck).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('FeedbackDialog reasons and rules', () => {
  it('choosing a first-level reason shows its second level and clears the other choice', async () => {
    const { user } = setup();
    await dialog();
    await user.click(screen.getByText('网站功能'));
    await user.click(screen.getByText('页面报错'));
    expect(radio('页面报错')).toBeChecked();

    await user.click(screen.getByText('商品与价格'));
    expect(queryRadio('页面报错')).not.toBeInTheDocument();
    expect(radio('价格疑问')).not.toBeChecked();

    await user.click(screen.getByText('网站功能'));
    expect(radio('页面报错')).not.toBeChecked();
  });

  it('only the second level missing: a tip for about 2.7 s, no red notice, nothing sent', async () => {
    const { props, user } = setup();
    await dialog();
    await fillAll(user, { second: false });
    jest.useFakeTimers();
    fireEvent.click(submitButton());
    expect(screen.getByTestId('feedback-second-tip')).toHaveTextContent('请选择二级反馈原因');
    expect(screen.queryByTestId('feedback-required-notice')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SECOND_LEVEL_TIP_MS - 1));
    expect(screen.getByTestId('feedback-second-tip')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('feedback-second-tip')).not.toBeInTheDocument();
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('other missing fields: the red required-fields notice and each message; nothing sent', async () => {
    const { props, user } = setup({ defaultContactUser: '', defaultContactPhone: '' });
    await dialog();
    await user.click(submitButton());
    const notice = screen.getByTestId('feedback-required-notice');
    expect(notice).toHaveTextContent(FEEDBACK_TEXTS.requiredNotice);
    expect(notice).toHaveStyle({ color: '#ff4d4f' });
    expect(screen.getByText('请选择一级反馈原因')).toBeInTheDocument();
    expect(screen.getByText('请填写问题描述')).toBeInTheDocument();
    expect(screen.getByText('联系人为必填项。')).toBeInTheDocument();
    expect(screen.getByText('联系电话为必填项。')).toBeInTheDocument();
    expect(props.submit).not.toHaveBeenCalled();

    // the notice goes once everything is filled in
    await fillAll(user);
    await user.click(screen.getByLabelText('联系人'));
    await user.paste('李娜');
    await user.click(screen.getByLabelText('联系电话'));
    await user.paste('051288886666');
    expect(screen.queryByTestId('feedback-required-notice')).not.toBeInTheDocument();
  });

  it('a contact-field error alone blocks the submission', async () => {
    const { props, user } = setup({ defaultContactPhone: '0512-8888' });
    await dialog();
    await fillAll(user);
    await user.click(submitButton());
    expect(screen.getByTestId('feedback-required-notice')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的联系电话。')).toBeInTheDocument();
    expect(props.submit).not.toHaveBeenCalled();
  });

  it('contact fields stop at 20 characters', async () => {
    const { user } = setup({ defaultContactUser: '', defaultContactPhone: '' });
    await dialog();
    await user.click(screen.getByLabelText('联系电话'));
    await user.paste('1'.repeat(25));
    expect(screen.getByLabelText('联系电话')).toHaveValue('1'.repeat(20));
    await user.click(screen.getByLabelText('联系人'));
    await user.paste('王'.repeat(22));
    expect(screen.getByLabelText('联系人')).toHaveValue('王'.repeat(20));
  });
});

describe('FeedbackDialog attachments', () => {
  it('uploads each file (uploading → done) and refuses a sixth with the package message', async () => {
    const { props } = setup();
    await dialog();
    for (let i = 1; i <= 5; i += 1) await choose(png(`shot${i}.png`));
    await waitFor(() => expect(document.querySelectorAll('.ant-upload-list-item-done')).toHaveLength(5));
    expect(props.upload).toHaveBeenCalledTimes(5);

    await choose(png('shot6.png'));
    expect(screen.getByTestId('feedback-file-error')).toHaveTextContent(FILE_MESSAGES.tooMany);
    expect(screen.getByTestId('feedback-file-error')).toHaveTextContent('最多只能上传5个文件');
    expect(props.upload).toHaveBeenCalledTimes(5);
  });

  it.each([
    ['a text file', new File(['a'], 'readme.txt', { type: 'text/plain' }), FILE_MESSAGES.format],
    ['an image over 6 MB', png('big.png', 6 * 1024 * 1024 + 1), FILE_MESSAGES.fileTooLarge],
    [
      'a video over 10 MB',
      Object.defineProperty(new File(['v'], 'a.mp4', { type: 'video/mp4' }), 'size', { value: 10 * 1024 * 1024 + 1 }),
      FILE_MESSAGES.videoTooLarge,
    ],
  ])('refuses %s with the message of checkFile', async (_name, file, message) => {
    const { props } = setup();
    await dialog();
    await choose(file as File);
    expect(screen.getByTestId('feedback-file-error')).toHaveTextContent(message);
    expect(props.upload).not.toHaveBeenCalled();
  });

  it('takes only the first of several chosen or dropped files', async () => {
    const { props, mocks } = setup();
    await dialog();
    act(() => {
      fireEvent.change(fileInput(), { target: { files: [png('a.png'), png('b.png'), png('c.png')] } });
    });
    await waitFor(() => expect(props.upload).toHaveBeenCalledTimes(1));
    expect(mocks.upload.mock.calls[0]![0].name).toBe('a.png');

    const dropZone = fileInput().closest('.ant-upload') as HTMLElement;
    await act(async () => {
      fireEvent.drop(dropZone, { dataTransfer: { files: [png('d.png'), png('e.png')], items: [] } });
    });
    await waitFor(() => expect(props.upload).toHaveBeenCalledTimes(2));
    expect(mocks.upload.mock.calls[1]![0].name).toBe('d.png');
  });

  it('accepts a pasted screenshot only when it is an image; plain text pastes normally', async () => {
    const { props, mocks } = setup();
    await dialog();
    const paste = (data: { files: File[]; text?: string }) => {
      const event = new Event('paste', { bubbles: true, cancelable: true }) as Event & { clipboardData: unknown };
      event.clipboardData = { files: data.files, items: [], getData: () => data.text ?? '' };
      act(() => {
        document.dispatchEvent(event);
      });
      return event;
    };
    expect(paste({ files: [], text: '一段文字' }).defaultPrevented).toBe(false);
    expect(paste({ files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] }).defaultPrevented).toBe(true);
    expect(screen.getByTestId('feedback-file-error')).toHaveTextContent(FILE_MESSAGES.format);
    expect(props.upload).not.toHaveBeenCalled();

    expect(paste({ files: [png('screenshot.png'), png('other.png')] }).defaultPrevented).toBe(true);
    await waitFor(() => expect(props.upload).toHaveBeenCalledTimes(1));
    expect(mocks.upload.mock.calls[0]![0].name).toBe('screenshot.png');
  });

  it('a failed upload shows as error, is left out of fileIds and does not count toward five', async () => {
    const upload = jest.fn(async (file: File) => {
      if (file.name === 'bad.png') throw new Error(FILE_MESSAGES.uploadFailed);
      return { fileId: `F-${file.name}`, fileLink: '' };
    });
    const { props, mocks, user } = setup({ upload });
    await dialog();
    await choose(png('bad.png'));
    await waitFor(() => expect(document.querySelector('.ant-upload-list-item-error')).not.toBeNull());
    for (let i = 1; i <= 5; i += 1) await choose(png(`ok${i}.png`));
    expect(screen.queryByTestId('feedback-file-error')).not.toBeInTheDocument();
    await fillAll(user);
    await waitFor(() => expect(document.querySelectorAll('.ant-upload-list-item-done')).toHaveLength(5));
    await user.click(submitButton());
    await waitFor(() => expect(props.submit).toHaveBeenCalledTimes(1));
    expect(mocks.submit.mock.calls[0]![0].fileIds).toEqual(['F-ok1.png', 'F-ok2.png', 'F-ok3.png', 'F-ok4.png', 'F-ok5.png']);
  });

  it('a file still uploading blocks the submission with a notice', async () => {
    let finish!: (r: FeedbackUploadResult) => void;
    const upload = jest.fn(() => new Promise<FeedbackUploadResult>((r) => (finish = r)));
    const { props, user } = setup({ upload });
    await dialog();
    await fillAll(user);
    await choose(png('slow.png'));
    await user.click(submitButton());
    expect(screen.getByTestId('feedback-required-notice')).toHaveTextContent(FEEDBACK_TEXTS.uploadingNotice);
    expect(props.submit).not.toHaveBeenCalled();
    await act(async () => finish({ fileId: 'F-slow', fileLink: '' }));
    expect(screen.queryByTestId('feedback-required-notice')).not.toBeInTheDocument();
  });
});

describe('FeedbackDialog submission', () => {
  it('sends the SPEC §3 payload, closes, calls onSubmitted and fires shop:feedback-success', async () => {
    const events: FeedbackSubmission[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent<FeedbackSubmission>).detail);
    window.addEventListener(FEEDBACK_SUCCESS_EVENT, listener);
    const { props, mocks, user } = setup();
    await dialog();
    await fillAll(user);
    await choose(png('error-page.png'));
    await waitFor(() => expect(document.querySelector('.ant-upload-list-item-done')).not.toBeNull());
    await user.click(submitButton());

    await waitFor(() => expect(props.onSubmitted).toHaveBeenCalledTimes(1));
    const expected: FeedbackSubmission = {
      fileIds: ['F-error-page.png'],
      feedBackContent: JSON.stringify({ url: PAGE, description: '下单页面点击提交后报错' }),
      feedBackType: 'S12',
      customerName: '苏州精工机械有限公司',
      customerCode: 'C0001234',
      contactUser: '王建国',
      contactPhone: '13800000000',
    };
    expect(props.submit).toHaveBeenCalledWith(expected);
    expect(Object.keys(mocks.submit.mock.calls[0]![0]).sort()).toEqual([
      'contactPhone',
      'contactUser',
      'customerCode',
      'customerName',
      'feedBackContent',
      'feedBackType',
      'fileIds',
    ]);
    expect(JSON.parse(mocks.submit.mock.calls[0]![0].feedBackContent)).toEqual({ url: PAGE, description: '下单页面点击提交后报错' });
    expect(props.onSubmitted).toHaveBeenCalledWith(expected);
    expect(props.onClose).toHaveBeenCalledTimes(1);
    expect(events).toEqual([expected]);
    window.removeEventListener(FEEDBACK_SUCCESS_EVENT, listener);
  });

  it('a failed submission is only logged; the dialog and the draft stay', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { props, user } = setup({ submit: jest.fn(async () => Promise.reject(new Error('500'))) });
    await dialog();
    await fillAll(user);
    await user.click(submitButton());
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(props.onSubmitted).not.toHaveBeenCalled();
    expect(props.onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('问题描述')).toHaveValue('下单页面点击提交后报错');
    error.mockRestore();
  });

  it('the description stops at 2000 characters', async () => {
    const { user } = setup();
    await dialog();
    const area = screen.getByLabelText('问题描述');
    await user.click(area);
    await user.paste('轴'.repeat(2100));
    expect((area as HTMLTextAreaElement).value.length).toBe(2000);
  });
});
