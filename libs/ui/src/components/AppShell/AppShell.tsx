import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { media } from '../../theme/breakpoints';
import { Button } from '../Button/Button';
import { Drawer } from '../Drawer/Drawer';
import { Icon } from '../Icon/Icon';
import { TopBar } from '../TopBar/TopBar';
import type { TopBarProps } from '../TopBar/TopBar';
import * as styles from './AppShell.css';

export type AppShellProps = {
  /** The navigation; shown as a fixed column from 1024 px, in a drawer below. */
  sidebar: ReactNode;
  topBar: Omit<TopBarProps, 'leading'>;
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
  children: ReactNode;
  drawerLabel?: string;
};

const MAIN_ID = 'conteudo-principal';

/**
 * The frame of every signed-in page: a skip link ('Pular para o conteúdo'), the sidebar as a fixed
 * column from 1024 px and in a drawer opened by 'Abrir menu' below it, the top bar, and the page
 * in `<main>`. Growing the window past 1024 px closes an open drawer. DashboardLayout and
 * AdminLayout are built on it.
 */
export function AppShell({
  sidebar,
  topBar,
  drawerOpen,
  onDrawerOpenChange,
  children,
  drawerLabel = 'Menu',
}: AppShellProps) {
  // The drawer only exists below the breakpoint; growing the window past it closes the drawer so
  // the (now hidden) modal does not keep the page inert.
  useEffect(() => {
    if (!drawerOpen || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(media.desktop);
    const closeOnDesktop = () => {
      if (query.matches) onDrawerOpenChange(false);
    };
    closeOnDesktop();
    query.addEventListener('change', closeOnDesktop);
    return () => query.removeEventListener('change', closeOnDesktop);
  }, [drawerOpen, onDrawerOpenChange]);

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        Pular para o conteúdo
      </a>
      <aside className={styles.aside}>{sidebar}</aside>
      <Drawer open={drawerOpen} onClose={() => onDrawerOpenChange(false)} label={drawerLabel}>
        {sidebar}
      </Drawer>
      <div className={styles.column}>
        <TopBar
          {...topBar}
          leading={
            <Button
              variant="ghost"
              iconOnly
              className={styles.menuButton}
              aria-label="Abrir menu"
              aria-expanded={drawerOpen}
              onClick={() => onDrawerOpenChange(true)}
            >
              <Icon name="menu" size={20} />
            </Button>
          }
        />
        <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
