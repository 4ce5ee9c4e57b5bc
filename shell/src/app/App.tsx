import { Router } from 'wouter';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { PromoBanner } from '../header/PromoBanner';
import { ShellRoutes } from '../routing/ShellRoutes';
import { Toaster } from '../toaster/Toaster';
import { useScrollToTopOnNavigate } from './use-scroll-to-top';
import styles from './App.module.css';

/** The page frame every remote renders inside; wouter's Router has no base, so paths are full. */
export function App() {
  return (
    <Router>
      <Frame />
    </Router>
  );
}

function Frame() {
  useScrollToTopOnNavigate();
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <PromoBanner />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <ShellRoutes />
      </main>
      <Footer />
      <Toaster />
    </>
  );
}
