import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as styles from './AppNotices.css';

export type AppNoticesProps = {
  /** The device has no network: the portal shown is the copy kept on it. */
  offline: boolean;
  /** A new build was deployed and is ready; 'Atualizar' reloads into it. */
  updateAvailable: boolean;
  onUpdate: () => void;
};

/**
 * What the installable portal says about itself, at the top of any screen: 'Você está offline'
 * while there is no network (instead of the browser's error page), and 'Nova versão disponível'
 * with 'Atualizar' when a new build is ready. Nothing at all otherwise.
 */
export function AppNotices({ offline, updateAvailable, onUpdate }: AppNoticesProps) {
  if (!offline && !updateAvailable) return null;
  return (
    <div className={styles.root}>
      {offline && (
        <div className={styles.notice} role="status">
          <Icon name="alert" size={18} />
          <p className={styles.text}>
            <span className={styles.title}>Você está offline.</span> O portal volta a buscar os
            dados quando a conexão voltar.
          </p>
        </div>
      )}
      {updateAvailable && (
        <div className={styles.notice} role="status">
          <Icon name="refresh" size={18} />
          <p className={`${styles.text} ${styles.title}`}>Nova versão disponível</p>
          <Button size="sm" onClick={onUpdate}>
            Atualizar
          </Button>
        </div>
      )}
    </div>
  );
}
