import { describe, expect, it } from 'vitest';
import { FileUploadRequestSchema } from './files.js';
import { ProjectCreateSchema } from './projects.js';
import { RegisterSchema } from './register.js';
import { EmailSchema } from './common.js';
import { CountryCodeSchema, PhoneSchema } from './locale.js';

const project = {
  name: 'Finance transformation',
  overview: 'Move month-end close from 15 to 5 days.',
  projectStage: 'planning',
  isBudgetAllocated: true,
  budget: 25000,
  timeline: '6-11-months',
  businessGoal: 'scale-operations,increase-market-share',
  expertiseGap: 'financial-planning-analysis',
};

describe('ProjectCreateSchema', () => {
  it('accepts a valid project and a null budget', () => {
    expect(ProjectCreateSchema.safeParse(project).success).toBe(true);
    expect(ProjectCreateSchema.safeParse({ ...project, budget: null }).success).toBe(true);
  });

  it('requires text for the other goal', () => {
    const result = ProjectCreateSchema.safeParse({ ...project, businessGoal: 'other' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['businessGoalOther', 'otherRequiresText'],
    ]);
    expect(
      ProjectCreateSchema.safeParse({ ...project, businessGoal: 'other', businessGoalOther: 'Exit' }).success,
    ).toBe(true);
  });

  it('allows at most three goals, no repeats, known keys only', () => {
    const four = 'scale-operations,increase-market-share,launch-new-product-service,develop-innovative-solutions';
    expect(ProjectCreateSchema.safeParse({ ...project, businessGoal: four }).success).toBe(false);
    expect(
      ProjectCreateSchema.safeParse({ ...project, businessGoal: 'scale-operations,scale-operations' }).success,
    ).toBe(false);
    expect(ProjectCreateSchema.safeParse({ ...project, businessGoal: 'world-domination' }).success).toBe(false);
  });

  it('limits the overview to 500 characters and the budget to cents', () => {
    expect(ProjectCreateSchema.safeParse({ ...project, overview: 'x'.repeat(500) }).success).toBe(true);
    expect(ProjectCreateSchema.safeParse({ ...project, overview: 'x'.repeat(501) }).success).toBe(false);
    expect(ProjectCreateSchema.safeParse({ ...project, budget: 10.25 }).success).toBe(true);
    expect(ProjectCreateSchema.safeParse({ ...project, budget: 10.255 }).success).toBe(false);
  });
});

describe('field schemas', () => {
  it('normalises e-mail addresses', () => {
    expect(EmailSchema.parse('  Someone@Example.COM ')).toBe('someone@example.com');
  });

  it('accepts valid international phone numbers only', () => {
    expect(PhoneSchema.safeParse('+64211234567').success).toBe(true);
    expect(PhoneSchema.safeParse('+6421').success).toBe(false);
    expect(PhoneSchema.safeParse('021 123 4567').success).toBe(false);
  });

  it('accepts ISO country codes in any case', () => {
    expect(CountryCodeSchema.parse('nz')).toBe('NZ');
    expect(CountryCodeSchema.safeParse('XX').success).toBe(false);
  });

  it('accepts CV types only, up to 10 MB', () => {
    const base = { fileName: 'cv.pdf', fileSize: 1000, type: 'cv' };
    expect(FileUploadRequestSchema.safeParse(base).success).toBe(true);
    expect(FileUploadRequestSchema.safeParse({ ...base, fileName: 'CV.DOCX' }).success).toBe(true);
    expect(FileUploadRequestSchema.safeParse({ ...base, fileName: 'setup.exe' }).success).toBe(false);
    expect(FileUploadRequestSchema.safeParse({ ...base, fileSize: 10_485_761 }).success).toBe(false);
    expect(FileUploadRequestSchema.safeParse({ ...base, fileName: '../../etc/passwd.pdf' }).success).toBe(false);
  });

  it('requires both agreements to sign up', () => {
    const result = RegisterSchema.safeParse({
      email: 'a@example.com',
      password: 'long-enough',
      firstName: 'A',
      lastName: 'B',
      jobLevel: 'executive',
      yearsOfExperience: '0-4',
      agreedToTerms: false,
      agreedToPolicies: true,
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['agreedToTerms']);
  });
});
