import { describe, expect, it } from 'vitest';
import { auditChanges, auditTargetPath, auditValueText, fieldLabel } from './audit-changes';

describe('auditChanges', () => {
  it('lists the fields that changed, leaving equal ones out', () => {
    expect(
      auditChanges(
        { vetting: 'pending', note: null, name: 'Tama' },
        { vetting: 'approved', note: 'CV checked', name: 'Tama' },
      ),
    ).toEqual([
      { field: 'vetting', before: 'pending', after: 'approved' },
      { field: 'note', before: '—', after: 'CV checked' },
    ]);
  });

  it('treats a missing side as empty: a creation or a removal', () => {
    expect(auditChanges(null, { status: 'invited', hoursPerWeek: 10 })).toEqual([
      { field: 'status', before: '—', after: 'invited' },
      { field: 'hoursPerWeek', before: '—', after: '10' },
    ]);
    expect(auditChanges({ status: 'active' }, null)).toEqual([{ field: 'status', before: 'active', after: '—' }]);
  });

  it('reads a requested e-mail change as the old address → the new one, awaiting confirmation', () => {
    expect(auditChanges({ email: 'old@example.com' }, { pendingEmail: 'new@example.com' })).toEqual([
      { field: 'email', before: 'old@example.com', after: 'new@example.com (awaiting confirmation)' },
    ]);
  });

  it('compares nested values by content', () => {
    expect(auditChanges({ role: { id: 2, name: 'client' } }, { role: { id: 2, name: 'client' } })).toEqual([]);
    expect(auditChanges({ tags: ['a'] }, { tags: ['a', 'b'] })).toEqual([
      { field: 'tags', before: '["a"]', after: '["a","b"]' },
    ]);
  });

  it('shows plain values whole', () => {
    expect(auditChanges('active', 'inactive')).toEqual([{ field: 'value', before: 'active', after: 'inactive' }]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});

describe('auditValueText', () => {
  it('writes nothing as a dash and booleans and numbers as text', () => {
    expect(auditValueText(undefined)).toBe('—');
    expect(auditValueText('')).toBe('—');
    expect(auditValueText(false)).toBe('false');
    expect(auditValueText(0)).toBe('0');
  });
});

describe('fieldLabel', () => {
  it('reads camel-cased and snake-cased keys as words', () => {
    expect(fieldLabel('emailVerified')).toBe('Email verified');
    expect(fieldLabel('hoursPerWeek')).toBe('Hours per week');
    expect(fieldLabel('status')).toBe('Status');
    expect(fieldLabel('decided_by')).toBe('Decided by');
  });
});

describe('auditTargetPath', () => {
  it('opens the project of a hidden review, and nothing when the entry does not name one', () => {
    const target = { type: 'review', id: 90, label: 'Review by Mere' } as const;
    expect(auditTargetPath({ target, before: { projectId: 7 }, after: { hiddenAt: 'x' } })).toBe('/admin/projects/7');
    expect(auditTargetPath({ target, before: null, after: null })).toBeNull();
  });
});
