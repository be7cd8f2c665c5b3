/**
 * The WeChat users of the local sandbox: no phone can scan here, so the QR-code page lists these and a click
 * stands for "scanned and confirmed on the phone". Openids are 28 characters like WeChat's; unionids too.
 */
export interface SandboxWechatUser {
  openid: string;
  unionid: string;
  nickname: string;
  province: string;
  city: string;
  /** shown on the sandbox page only */
  hint: string;
  /** avatar background */
  color: string;
}

export const SANDBOX_WECHAT_USERS: readonly SandboxWechatUser[] = [
  {
    openid: 'oSbx_7Hq2WangJianGuo00000001',
    unionid: 'uSbx_9Kd4WangJianGuo00000001',
    nickname: '建国',
    province: '江苏',
    city: '苏州',
    hint: '已绑定演示主账号 jinggong_admin',
    color: '#2f7d32',
  },
  {
    openid: 'oSbx_7Hq2LiuGong000000000002',
    unionid: 'uSbx_9Kd4LiuGong000000000002',
    nickname: '刘工',
    province: '上海',
    city: '上海',
    hint: '未绑定，首次登录需绑定或注册',
    color: '#1565c0',
  },
  {
    openid: 'oSbx_7Hq2ZhaoShiFu0000000003',
    unionid: 'uSbx_9Kd4ZhaoShiFu0000000003',
    nickname: '赵师傅',
    province: '广东',
    city: '东莞',
    hint: '未绑定，首次登录需绑定或注册',
    color: '#ad1457',
  },
];

/** The demo main account that the seed binds the first sandbox user to. */
export const PREBOUND_SANDBOX_USER = { openid: SANDBOX_WECHAT_USERS[0]!.openid, loginId: 'jinggong_admin' } as const;

export function sandboxUser(openid: string): SandboxWechatUser | undefined {
  return SANDBOX_WECHAT_USERS.find((u) => u.openid === openid);
}
