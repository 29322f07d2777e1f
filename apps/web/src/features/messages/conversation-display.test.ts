import { describe, expect, it } from 'vitest';
import { conversationPeople, conversationTitle, messagePreview, personName } from './conversation-display';
import { ME, OTHER, buildConversation, buildMessage } from './messages-test-utils';

const member = (userId: number, firstName: string, canWrite = true) => ({
  userId,
  firstName,
  lastName: 'Rangi',
  role: 'expert' as const,
  canWrite,
});

describe('conversation display', () => {
  it('names the other people, current members first, at most three', () => {
    expect(conversationPeople(buildConversation(1), ME.userId)).toBe('Mere Parata');
    const squad = buildConversation(2, {
      kind: 'squad',
      participants: [member(20, 'Former', false), { ...ME, role: 'expert', canWrite: true }, member(21, 'Tama')],
    });
    expect(conversationPeople(squad, ME.userId)).toBe('Tama Rangi, Former Rangi');
    const big = buildConversation(3, { participants: [1, 2, 3, 4, 5].map((id) => member(100 + id, `P${id}`)) });
    expect(conversationPeople(big, ME.userId)).toBe('P1 Rangi, P2 Rangi and 3 others');
  });

  it('titles the squad and the direct thread with the same person apart, each with its project', () => {
    const direct = buildConversation(1);
    const squad = buildConversation(2, { kind: 'squad' });
    expect(conversationTitle(direct, ME.userId)).toBe(`Mere Parata · ${direct.project.name}`);
    expect(conversationTitle(squad, ME.userId)).toBe(`Squad · ${squad.project.name}`);
  });

  it('calls a person without a name Someone', () => {
    expect(personName({ firstName: null, lastName: null })).toBe('Someone');
  });

  it('previews the last message on one line, the user own as You', () => {
    expect(messagePreview(null, ME.userId)).toBe('No messages yet');
    expect(messagePreview(buildMessage(1, { body: 'Kia ora\n\n  see you' }), ME.userId)).toBe(
      `${OTHER.firstName} ${OTHER.lastName}: Kia ora see you`,
    );
    expect(messagePreview(buildMessage(2, { sender: ME, body: 'Done' }), ME.userId)).toBe('You: Done');
  });
});
