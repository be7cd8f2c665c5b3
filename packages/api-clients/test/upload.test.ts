import { establishSession } from '@shop/session';
import { configureApi } from '../src';
import { uploadFile, uploadVocFile, UploadError, type UploadedFile, type XhrLike } from '../src/upload';
import { resetClients, sessionFor } from './helpers';

/** Scripted XMLHttpRequest: records what was sent, then plays progress events and an answer. */
function scriptedXhr(script: { progress?: Array<[number, number]>; status?: number; response?: unknown; networkError?: boolean }) {
  const sent: { method?: string; url?: string; headers: Record<string, string>; body?: FormData } = { headers: {} };
  const xhr: XhrLike = {
    upload: { onprogress: null },
    onload: null,
    onerror: null,
    ontimeout: null,
    onabort: null,
    status: 0,
    statusText: '',
    responseText: '',
    open(method: string, url: string | URL) {
      sent.method = method;
      sent.url = String(url);
    },
    setRequestHeader(k: string, v: string) {
      sent.headers[k] = v;
    },
    abort() {
      this.onabort?.();
    },
    send(body?: Document | XMLHttpRequestBodyInit | null) {
      sent.body = body as FormData;
      queueMicrotask(() => {
        for (const [loaded, total] of script.progress ?? []) xhr.upload.onprogress?.({ loaded, total, lengthComputable: true });
        if (script.networkError) return xhr.onerror?.();
        (xhr as { status: number }).status = script.status ?? 200;
        (xhr as { responseText: string }).responseText = JSON.stringify(script.response);
        xhr.onload?.();
      });
    },
  } as XhrLike;
  return { xhr, sent };
}

const png = () => Object.assign(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), { name: '截图.png' });

describe('upload helpers', () => {
  beforeEach(() => {
    resetClients();
    configureApi({ services: { customer: { baseUrl: 'https://cs.example.cn', apiKey: { header: 'x-api-key', value: 'k1' } } } });
    establishSession(sessionFor('sid-9', 'rt-9'));
  });

  it('posts multipart with the file and sessionId plus the api-key header, reporting progress', async () => {
    const { xhr, sent } = scriptedXhr({
      progress: [
        [25, 100],
        [100, 100],
      ],
      response: { returnFlg: 0, returnMSG: '', fileId: 'F1', fileLink: 'https://f/1' },
    });
    const progress: number[] = [];
    const answer = await uploadFile({
      url: '/Customer/uploadVOCFile',
      file: png(),
      onProgress: (p) => progress.push(p.percent),
      createXhr: () => xhr,
    });
    expect(answer).toEqual({ returnFlg: 0, returnMSG: '', fileId: 'F1', fileLink: 'https://f/1' });
    expect(progress).toEqual([25, 100]);
    expect(sent.method).toBe('POST');
    expect(sent.url).toMatch(/^https:\/\/cs\.example\.cn\/Customer\/uploadVOCFile\?applicationId=pc-cn&lang=zh-CN$/);
    expect(sent.headers['x-api-key']).toBe('k1');
    expect(Object.keys(sent.headers).map((h) => h.toLowerCase())).not.toContain('content-type');
    expect(sent.body!.get('sessionId')).toBe('sid-9');
    expect((sent.body!.get('file') as File).name).toBe('截图.png');
  });

  it("maps a type complaint to the 'format incorrect' text", async () => {
    const { xhr } = scriptedXhr({ response: { returnFlg: 1, returnMSG: '文件类型仅支持jpg、gif、png、bmp、mp4或pdf' } });
    await expect(uploadFile({ url: '/u', file: png(), createXhr: () => xhr })).rejects.toEqual(
      expect.objectContaining({ kind: 'format', message: '文件格式不正确，请重新上传' }),
    );
  });

  it("maps other failures to 'upload failed' and a network error to kind network", async () => {
    const bad = scriptedXhr({ response: { returnFlg: 1, returnMSG: '服务繁忙' } });
    await expect(uploadFile({ url: '/u', file: png(), createXhr: () => bad.xhr })).rejects.toEqual(
      expect.objectContaining({ kind: 'failed', message: '上传失败，请重新上传', serverMessage: '服务繁忙' }),
    );
    const http = scriptedXhr({ status: 413, response: undefined });
    await expect(uploadFile({ url: '/u', file: png(), createXhr: () => http.xhr })).rejects.toMatchObject({ kind: 'failed' });
    const net = scriptedXhr({ networkError: true });
    const e = (await uploadFile({ url: '/u', file: png(), createXhr: () => net.xhr }).catch((x: unknown) => x)) as UploadError;
    expect(e).toBeInstanceOf(UploadError);
    expect(e.kind).toBe('network');
  });

  it('uploadVocFile moves the entity uploading → done', async () => {
    const { xhr } = scriptedXhr({
      progress: [[50, 100]],
      response: { returnFlg: 0, returnMSG: '', fileId: 'F2', fileLink: 'https://f/2' },
    });
    const states: UploadedFile[] = [];
    const handle = uploadVocFile(png(), { createXhr: () => xhr, onChange: (f) => states.push(f) });
    expect(handle.file).toMatchObject({ status: 'uploading', fileName: '截图.png', extension: 'png', percent: 0 });
    const final = await handle.done;
    expect(states.map((s) => `${s.status}:${s.percent}`)).toEqual(['uploading:0', 'uploading:50', 'done:100']);
    expect(final).toMatchObject({ status: 'done', fileId: 'F2', fileLink: 'https://f/2' });
  });

  it('uploadVocFile marks the file as error on a network failure', async () => {
    const { xhr } = scriptedXhr({ networkError: true });
    const final = await uploadVocFile(png(), { createXhr: () => xhr }).done;
    expect(final).toMatchObject({ status: 'error', errorMessage: '上传失败，请重新上传', fileId: null });
  });
});
