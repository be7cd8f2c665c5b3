import { Header } from '../frame/Header';
import { Footer } from '../frame/Footer';
import '../frame/frame.css';

/** /msm-common/header and /msm-common/footer: the shared parts served alone, for pages outside this site. */
export function HeaderOnly() {
  return <Header />;
}
export function FooterOnly() {
  return <Footer />;
}
