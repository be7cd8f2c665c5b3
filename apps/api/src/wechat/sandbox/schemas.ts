/**
 * Request and response schemas of the WeChat sandbox (SANDBOXES=1 only). It speaks WeChat's open-platform protocol,
 * not the shop's: its pages answer HTML (errors too, as WeChat's do), its token calls answer WeChat's JSON
 * (`errcode`/`errmsg` on failure), never the status envelope. No client of the shop calls it (the browser follows
 * WeChat's redirects, the server calls it as it would call WeChat), so its schemas live beside it rather than in a
 * contract of @shop/api-clients. Query fields are free strings: the routes check them and answer WeChat's messages.
 */
import { Type } from '@shop/api-clients/common/schemas';

const Field = Type.Optional(Type.String());
const Fields = (...names: string[]) => Type.Object(Object.fromEntries(names.map((n) => [n, Field])));

const Html = (description: string) => ({ description, content: { 'text/html': { schema: Type.String() } } });
const HtmlAnswers = { 200: Html('the page'), '4xx': Html('WeChat-style error page (Chinese)') };

const WxError = Type.Object({ errcode: Type.Integer(), errmsg: Type.String() });
/** WeChat answers 200 with either the result or errcode/errmsg; extra fields WeChat may add stay as they are. */
const WxAnswer = (result: ReturnType<typeof Type.Object>) => ({
  200: Type.Union([result, WxError]),
  '4xx': Type.Object({}, { additionalProperties: true }),
});

export const SandboxRoutes = {
  qrconnect: { querystring: Fields('appid', 'redirect_uri', 'response_type', 'scope', 'state'), response: HtmlAnswers },
  confirmPage: { querystring: Fields('uuid'), response: HtmlAnswers },
  confirm: {
    querystring: Type.Object({}),
    // an HTML form post (application/x-www-form-urlencoded)
    body: Type.Object({ uuid: Field, openid: Field, mode: Field }),
    response: { ...HtmlAnswers, 302: { description: 'to the redirect_uri with code and state', type: 'null' } },
  },
  qrstatus: {
    querystring: Fields('uuid'),
    response: {
      200: Type.Object({
        status: Type.Union([Type.Literal('waiting'), Type.Literal('expired'), Type.Literal('unknown'), Type.Literal('confirmed')]),
        redirect: Type.Optional(Type.String()),
      }),
      '4xx': Type.Object({}, { additionalProperties: true }),
    },
  },
  accessToken: {
    querystring: Fields('appid', 'secret', 'code', 'grant_type'),
    response: WxAnswer(
      Type.Object({
        access_token: Type.String(),
        expires_in: Type.Integer(),
        refresh_token: Type.String(),
        openid: Type.String(),
        scope: Type.String(),
        unionid: Type.String(),
      }),
    ),
  },
  userinfo: {
    querystring: Fields('access_token', 'openid'),
    response: WxAnswer(
      Type.Object({
        openid: Type.String(),
        nickname: Type.String(),
        sex: Type.Integer(),
        province: Type.String(),
        city: Type.String(),
        country: Type.String(),
        headimgurl: Type.String(),
        privilege: Type.Array(Type.String()),
        unionid: Type.String(),
      }),
    ),
  },
  script: {
    querystring: Type.Object({}),
    response: {
      200: { description: 'the QR page script', content: { 'text/javascript': { schema: Type.String() } } },
      '4xx': Type.Object({}, { additionalProperties: true }),
    },
  },
  headimg: {
    querystring: Type.Object({}),
    params: Type.Object({ file: Type.String({ maxLength: 64 }) }),
    response: {
      200: { description: 'an SVG avatar', content: { 'image/svg+xml': { schema: Type.String() } } },
      '4xx': { description: '头像不存在', content: { 'text/plain': { schema: Type.String() } } },
    },
  },
};
