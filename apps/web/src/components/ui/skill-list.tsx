import { type Skill } from '@fractional/contract';
import { Button } from './button';
import styles from './skill-search.module.css';

interface SkillListProps {
  label: string;
  skills: Skill[];
  disabled?: boolean;
  onRemove: (skill: Skill) => void;
}

/** The chosen skills of SkillSearch: each with its description and a remove button. */
export function SkillList({ label, skills, disabled, onRemove }: SkillListProps) {
  if (skills.length === 0) return null;
  return (
    <ul className={styles.chosen} aria-label={`Chosen ${label}`}>
      {skills.map((skill) => (
        <li key={skill.id} className={styles.item}>
          <div className={styles.itemText}>
            <span className={styles.name}>{skill.skill}</span>
            <span className={styles.description}>{skill.description}</span>
          </div>
          <Button
            variant="text"
            aria-label={`Remove ${skill.skill}`}
            disabled={disabled}
            onClick={() => onRemove(skill)}
          >
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}
