import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Header } from './Header';
import { Footer } from './Footer';
import { useDocumentTitle } from './useDocumentTitle';
import './frame.css';

/** The page frame: msm-common header and footer around whichever app renders the middle. */
export function Frame({ children }: { children?: ReactNode }) {
  useDocumentTitle();
  return (
    <div className="shop-frame">
      <Header />
      <main className="shop-main" data-testid="shop-main">
        {children ?? <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
