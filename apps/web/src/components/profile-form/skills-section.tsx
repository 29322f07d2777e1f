import { SKILLS_MAX } from '@fractional/contract';
import { SkillSearch } from '../ui/skill-search';
import { useSkills } from '../../lib/catalogues';
import { useProfileField } from './use-profile-field';
import { FormSection, Wide } from '../ui/form-section';

export function SkillsSection() {
  const { data: catalogue = [] } = useSkills();
  const skills = useProfileField('skills');
  return (
    <FormSection title="Skills">
      <Wide>
        <SkillSearch
          {...skills}
          label="Skills"
          hint={`Search and add up to ${SKILLS_MAX} skills.`}
          skills={catalogue}
          max={SKILLS_MAX}
        />
      </Wide>
    </FormSection>
  );
}
