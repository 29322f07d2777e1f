import { describe, expect, it } from 'vitest';
import { expertises } from '../../apps/api/src/db/seed/data/expertises.js';
import { jobRoles } from '../../apps/api/src/db/seed/data/job-roles.js';
import { skills } from '../../apps/api/src/db/seed/data/skills.js';
import { checkGoldenSet, gradesOf } from './golden-check.js';
import { goldenExperts } from './golden/experts.js';
import { goldenBriefs } from './golden/index.js';
import type { GoldenBrief } from './golden/types.js';

describe('the golden set', () => {
  it('holds at least 20 briefs and 80 experts and keeps its own rules', () => {
    expect(goldenBriefs.length).toBeGreaterThanOrEqual(20);
    expect(goldenExperts.length).toBeGreaterThanOrEqual(80);
    expect(() => checkGoldenSet(goldenExperts, goldenBriefs)).not.toThrow();
  });

  it('names only codes of the shipped catalogue', () => {
    const roles = new Set(jobRoles.map((r) => r.roleCode));
    const areas = new Set(expertises.map((e) => e.expertiseCode));
    const skillCodes = new Set(skills.map((s) => s.code));
    const unknown = [
      ...goldenExperts.flatMap((e) => [
        ...e.roles.filter((code) => !roles.has(code)),
        ...e.expertise.filter((code) => !areas.has(code)),
        ...e.skills.filter((code) => !skillCodes.has(code)),
      ]),
      ...goldenBriefs.flatMap((b) => b.gaps.filter((code) => !areas.has(code))),
    ];
    expect(unknown).toEqual([]);
  });

  it('grades every expert for every brief, 0 when not listed', () => {
    for (const brief of goldenBriefs) {
      const grades = gradesOf(brief, goldenExperts);
      expect(grades.size).toBe(goldenExperts.length);
      expect([...grades.values()].filter((grade) => grade > 0)).toHaveLength(brief.grades.length);
    }
  });

  it('refuses a brief without an ideal expert, an unknown expert, or unjustified zeros', () => {
    const [first] = goldenBriefs as [GoldenBrief];
    const broken: GoldenBrief = {
      ...first,
      grades: [['nobody-at-all', 2, 'not in the pool']],
      othersAreZero: ' ',
    };
    expect(() => checkGoldenSet(goldenExperts, [broken])).toThrow(
      /grades unknown expert nobody-at-all[\s\S]*no ideal[\s\S]*zeros are not justified/,
    );
  });
});
