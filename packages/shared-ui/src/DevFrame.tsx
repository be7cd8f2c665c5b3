import { Outlet, Link } from 'react-router';
import { SITE_NAME } from './SiteName';

/** Minimal frame for a remote running alone in dev (`pnpm --filter <app> dev`); the real frame is the shell's. */
export function DevFrame({ app }: { app: string }) {
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: 12 }}>
      <div style={{ background: '#263040', color: '#fff', padding: '8px 12px', marginBottom: 12, borderRadius: 3 }}>
        <Link to="/" style={{ color: '#fff', fontWeight: 700 }}>
          {SITE_NAME}
        </Link>
        <span style={{ marginLeft: 12, opacity: 0.8 }}>开发模式 · 独立运行的子应用「{app}」</span>
      </div>
      <Outlet />
    </div>
  );
}
