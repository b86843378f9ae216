import { useId } from 'react';
import * as styles from './RecoveryCodes.css';

export type RecoveryCodesProps = { codes: readonly string[] };

/** The ten recovery codes, shown once right after the second factor is turned on. */
export function RecoveryCodes({ codes }: RecoveryCodesProps) {
  const titleId = useId();
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      {/* Not a heading: the codes sit under the login card's or the dialog's own. */}
      <p id={titleId} className={styles.title}>
        Códigos de recuperação
      </p>
      <p className={styles.hint}>
        Guarde estes códigos em um lugar seguro: cada um entra uma vez no lugar do código do
        aplicativo, se você perder o celular. Eles não serão mostrados de novo.
      </p>
      <ol className={styles.list} aria-labelledby={titleId}>
        {codes.map((code) => (
          <li key={code}>
            <code className={styles.code}>{code}</code>
          </li>
        ))}
      </ol>
    </section>
  );
}
