import { SKILLS_MAX } from '@fractional/contract';
import { SkillSearch } from '../../../components/ui/skill-search';
import { useSkills } from '../../../lib/catalogues';
import { useSignUpField } from '../hooks/use-sign-up-field';
import { SignUpSection, Wide } from './sign-up-section';

export function SignUpSkillsSection() {
  const { data: catalogue = [] } = useSkills();
  const skills = useSignUpField('skills');
  return (
    <SignUpSection title="Skills">
      <Wide>
        <SkillSearch
          {...skills}
          label="Skills"
          hint={`Search and add up to ${SKILLS_MAX} skills.`}
          skills={catalogue}
          max={SKILLS_MAX}
        />
      </Wide>
    </SignUpSection>
  );
}
