import zlib from 'node:zlib';
import { compressHtml } from '../src/ssr/compressHtml';

const page = `<!doctype html><div id="root">${'<tr><td>YSSEB5-70</td><td>¥479.34</td></tr>'.repeat(200)}</div>`;

describe('compressHtml', () => {
  it('sends brotli when offered, else gzip, else the html as it is, and each decodes to the page', () => {
    const br = compressHtml(page, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body as Buffer).toString()).toBe(page);
    expect((br.body as Buffer).length).toBeLessThan(page.length / 5);
    const gz = compressHtml(page, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gz.body as Buffer).toString()).toBe(page);
    expect(compressHtml(page, undefined)).toEqual({ body: page });
    expect(compressHtml(page, 'br;q=0, gzip;q=0')).toEqual({ body: page });
    expect(compressHtml('<p>short</p>', 'br')).toEqual({ body: '<p>short</p>' });
  });
});
