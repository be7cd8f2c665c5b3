import QRCode from 'qrcode';
import { SANDBOX_PREFIX } from '../settings';
import { sandboxHeadimgPath } from './store';
import { SANDBOX_WECHAT_USERS } from './users';

/** The app name the sandbox shows for the shop's appid (WeChat shows the registered name). */
const SANDBOX_APP_NAME = '铭工商城';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function esc(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:14px/1.6 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f3f5;color:#222}
.wrap{max-width:880px;margin:40px auto;display:flex;gap:24px;flex-wrap:wrap;justify-content:center;padding:0 16px}
.card{background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:28px 32px}
.qr{width:340px;text-align:center}.qr h1{font-size:20px;margin:0 0 18px;font-weight:600}
.qr .code{width:240px;height:240px;margin:0 auto;border:1px solid #e5e5e5;padding:8px}.qr .code svg{width:100%;height:100%}
.qr .tip{margin-top:14px;color:#555}.qr .app{color:#07c160;font-weight:600}.qr .status{margin-top:8px;color:#999;font-size:13px;min-height:20px}
.sandbox{width:420px;border:2px dashed #fa8c16}.sandbox h2{font-size:16px;margin:0 0 6px;color:#d46b08}
.sandbox p{margin:0 0 14px;color:#666;font-size:13px}
.user{display:flex;align-items:center;gap:12px;padding:10px 0;border-top:1px solid #f0f0f0}
.user img{width:40px;height:40px;border-radius:4px}.user .who{flex:1;min-width:0}.user .name{font-weight:600}
.user .meta{color:#999;font-size:12px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
button{background:#07c160;color:#fff;border:0;border-radius:4px;padding:7px 16px;font-size:14px;cursor:pointer}
button:hover{background:#06ad56}.badge{display:inline-block;background:#fff7e6;color:#d46b08;border-radius:3px;padding:0 6px;font-size:12px}
.error{max-width:480px;margin:80px auto;text-align:center}.error h1{font-size:20px;color:#cf1322}
.done{max-width:420px;margin:80px auto;text-align:center}.done h1{font-size:20px;color:#07c160}
`;

function layout(title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><link rel="icon" href="data:,"><style>${STYLE}</style></head><body>${body}${script}</body></html>`;
}

function userList(uuid: string, mode: 'desktop' | 'phone'): string {
  return SANDBOX_WECHAT_USERS.map(
    (u) => `<form class="user" method="post" action="${SANDBOX_PREFIX}/confirm" data-testid="sandbox-user">
  <img src="${esc(sandboxHeadimgPath(u.openid))}" alt="">
  <div class="who"><div class="name">${esc(u.nickname)}</div><div><span class="badge">${esc(u.hint)}</span></div>
  <div class="meta">openid：${esc(u.openid)}</div></div>
  <input type="hidden" name="uuid" value="${esc(uuid)}"><input type="hidden" name="openid" value="${esc(u.openid)}">
  <input type="hidden" name="mode" value="${mode}">
  <button type="submit" aria-label="以${esc(u.nickname)}确认登录">确认登录</button>
</form>`,
  ).join('\n');
}

export const QR_POLL_SCRIPT_PATH = `${SANDBOX_PREFIX}/qrconnect.js`;

/** The QR page's script: polls qrstatus for the uuid in #status[data-uuid], then follows the redirect. */
export const QR_POLL_SCRIPT = `(function(){var el=document.getElementById('status');var uuid=el&&el.getAttribute('data-uuid');if(!uuid)return;
function tick(){fetch('${SANDBOX_PREFIX}/qrstatus?uuid='+encodeURIComponent(uuid),{cache:'no-store'}).then(function(r){return r.json()}).then(function(s){
if(s.status==='confirmed'){el.textContent='已确认登录，正在跳转…';location.href=s.redirect;return}
if(s.status==='waiting'){setTimeout(tick,2000);return}
el.textContent='二维码已失效，请刷新页面重新获取';}).catch(function(){setTimeout(tick,4000)})}setTimeout(tick,2000)})();
`;

/** WeChat's 微信扫码登录 page: the QR code (of the phone's confirm URL) plus the sandbox panel 「模拟手机扫码」. */
export async function qrconnectPage(input: { uuid: string; confirmUrl: string }): Promise<string> {
  const svg = await QRCode.toString(input.confirmUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const body = `<div class="wrap">
<div class="card qr" data-testid="wechat-qr">
  <h1>微信登录</h1>
  <div class="code" role="img" aria-label="微信登录二维码">${svg}</div>
  <div class="tip">请使用微信扫描二维码登录<br><span class="app">“${esc(SANDBOX_APP_NAME)}”</span></div>
  <div class="status" id="status" aria-live="polite" data-uuid="${esc(input.uuid)}"></div>
</div>
<div class="card sandbox" data-testid="wechat-sandbox">
  <h2>模拟手机扫码</h2>
  <p>沙箱环境：这里没有手机可以扫码。选择一位微信用户并点击“确认登录”，等同于该用户用微信扫码并在手机上确认登录。</p>
  ${userList(input.uuid, 'desktop')}
</div>
</div>`;
  // Like WeChat's page: wait for the phone's confirmation (QR_POLL_SCRIPT, a file of its own: no inline script under the CSP)
  const script = `<script src="${QR_POLL_SCRIPT_PATH}" defer></script>`;
  return layout('微信登录', body, script);
}

/** What a phone that scanned the QR code shows: the same choice of sandbox users. */
export function phoneConfirmPage(uuid: string): string {
  return layout(
    '微信登录确认',
    `<div class="wrap"><div class="card sandbox"><h2>登录“${esc(SANDBOX_APP_NAME)}”</h2>
<p>沙箱环境：选择以哪位微信用户确认登录，电脑上的页面将自动继续。</p>${userList(uuid, 'phone')}</div></div>`,
  );
}

export function phoneDonePage(nickname: string): string {
  return layout('已确认登录', `<div class="done card"><h1>已确认登录</h1><p>${esc(nickname)}，请在电脑上继续操作。</p></div>`);
}

export function errorPage(message: string): string {
  return layout('微信登录', `<div class="error card" data-testid="wechat-error"><h1>登录失败</h1><p>${esc(message)}</p></div>`);
}

/** A sandbox user's avatar: the first character of the nickname on a coloured square. */
export function avatarSvg(nickname: string, color: string): string {
  const ch = esc(Array.from(nickname)[0] ?? '微');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="12" fill="${esc(color)}"/>` +
    `<text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" font-family="PingFang SC,Microsoft YaHei,sans-serif">${ch}</text></svg>`
  );
}
