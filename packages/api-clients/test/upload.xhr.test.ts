/**
 * @jest-environment jsdom
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureSession, createMemoryCookieJar, establishSession } from '@shop/session';
import { configureApi } from '../src';
import { uploadVocFile, type UploadedFile } from '../src/upload';
import { resetClients, sessionFor } from './helpers';

/**
 * A real HTTP endpoint on 127.0.0.1 answering like /Customer/uploadVOCFile, reached through jsdom's XMLHttpRequest.
 * jsdom fires no upload progress events; progress is covered with the scripted XHR in upload.test.ts.
 */
describe('uploadVocFile through a real XMLHttpRequest', () => {
  let server: Server;
  let base: string;
  const received: Array<{ headers: Record<string, unknown>; url: string; body: string }> = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', 'x-api-key');
      if (req.method === 'OPTIONS') return res.end();
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('latin1');
        received.push({ headers: req.headers, url: req.url ?? '', body });
        const ok = body.includes('name="sessionId"') && body.includes('PNGDATA');
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify(
            ok ? { returnFlg: 0, returnMSG: '', fileId: 'F-real', fileLink: `${base}/files/F-real` } : { returnFlg: 1, returnMSG: 'bad' },
          ),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  beforeEach(() => {
    resetClients();
    configureSession({ cookies: createMemoryCookieJar() });
    configureApi({ services: { customer: { baseUrl: base, apiKey: { header: 'x-api-key', value: 'voc-key' } } } });
    establishSession(sessionFor('sid-real', 'rt'));
  });

  it('sends multipart file + sessionId with the api key and ends done', async () => {
    const file = new File(['PNGDATA'.repeat(2000)], '现场照片.png', { type: 'image/png' });
    const states: UploadedFile[] = [];
    const final = await uploadVocFile(file, { onChange: (f) => states.push(f) }).done;
    expect(final).toMatchObject({ status: 'done', fileId: 'F-real', fileName: '现场照片.png', extension: 'png' });
    expect(states[0]!.status).toBe('uploading');
    const post = received.find((r) => r.url.startsWith('/Customer/uploadVOCFile'))!;
    expect(post.headers['x-api-key']).toBe('voc-key');
    expect(String(post.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    expect(post.body).toMatch(/name="sessionId"\r\n\r\nsid-real/);
  });
});
