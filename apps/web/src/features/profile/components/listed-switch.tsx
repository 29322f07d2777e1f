import type { Profile } from '@fractional/contract';
import { useId, useState } from 'react';
import checkboxStyles from '../../../components/ui/checkbox.module.css';
import { useSaveListed } from '../api/save-listed';
import styles from './listed-switch.module.css';

/**
 * "Show me in Find experts" (docs/discovery.md, `listed`): saved as it is switched. Off hides the expert
 * from clients' searches only; the matcher still recommends them for projects.
 */
export function ListedSwitch({ profile }: { profile: Profile }) {
  const id = useId();
  const save = useSaveListed(profile.id);
  // What was switched to, held from the click itself until the save settles: the mutation's own state
  // arrives a render later, and a controlled checkbox would flick back to the old value in between.
  const [switchedTo, setSwitchedTo] = useState<boolean | null>(null);
  const isOn = switchedTo ?? profile.listed;
  return (
    <div className={styles.row}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={checkboxStyles.box}
        checked={isOn}
        disabled={save.isPending}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setSwitchedTo(event.target.checked);
          save.mutate(event.target.checked, { onSettled: () => setSwitchedTo(null) });
        }}
      />
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          Show me in Find experts
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          Off hides you from clients’ search only; we still recommend you for projects that fit.
        </p>
        {save.isError ? (
          <p role="alert" className={styles.error}>
            We could not save this. Try again.
          </p>
        ) : null}
      </div>
    </div>
  );
}
