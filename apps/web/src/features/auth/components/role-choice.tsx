import { Field } from '../../../components/ui/field';
import styles from './role-choice.module.css';

export const SIGN_UP_ROLES = ['client', 'contractor'] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

const CHOICES: ReadonlyArray<{ value: SignUpRole; title: string; text: string }> = [
  { value: 'client', title: 'A business', text: 'I am looking for experts to help with my projects.' },
  { value: 'contractor', title: 'An expert', text: 'I offer my skills to businesses as a fractional expert.' },
];

interface RoleChoiceProps {
  name: string;
  value: SignUpRole | null;
  onChange: (value: SignUpRole) => void;
  onBlur?: () => void;
  error?: string | null;
}

/** Two radio cards: a client business or a contractor (native radios: arrow keys move and choose). */
export function RoleChoice({ name, value, onChange, onBlur, error }: RoleChoiceProps) {
  return (
    <Field label="I am joining as" error={error} required layout="group" groupRole="radiogroup">
      {(control) => (
        <div className={styles.cards}>
          {CHOICES.map((choice) => {
            const id = `${control.id}-${choice.value}`;
            return (
              <label key={choice.value} htmlFor={id} className={styles.card}>
                <input
                  id={id}
                  className={styles.radio}
                  type="radio"
                  name={name}
                  value={choice.value}
                  checked={value === choice.value}
                  aria-labelledby={`${id}-title`}
                  aria-describedby={`${id}-text`}
                  onChange={() => onChange(choice.value)}
                  onBlur={onBlur}
                />
                <span id={`${id}-title`} className={styles.title}>
                  {choice.title}
                </span>
                <span id={`${id}-text`} className={styles.text}>
                  {choice.text}
                </span>
              </label>
            );
          })}
        </div>
      )}
    </Field>
  );
}
