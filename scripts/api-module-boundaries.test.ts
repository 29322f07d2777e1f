import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The repository's eslint.config.js with only the module-boundary rules (scripts/eslint-api-modules.js)
 * running, and without type information, which those rules do not read (it would take a minute to build).
 */
const eslint = new ESLint({
  cwd: ROOT,
  ruleFilter: ({ ruleId }) => ruleId.startsWith('api-modules/'),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

/** The rules a module file of `code` at `path` (under apps/api/src/modules) breaks. */
async function brokenRules(path: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}apps/api/src/modules/${path}` });
  return result!.messages.map((message) => message.ruleId);
}

// Loading the config and the plugins takes seconds; the whole tree about half a minute on CI's 2 cores.
describe('the API modules meet at their front doors (eslint.config.js)', { timeout: 120_000 }, () => {
  it('refuses an import of another module’s repository, type imports and re-exports included', async () => {
    expect(
      await brokenRules(
        'engagements/probe.ts',
        "export { lockProject } from '../projects/project-access.repository.js';",
      ),
    ).toEqual(['api-modules/front-door']);
    expect(
      await brokenRules(
        'timesheets/probe.ts',
        "import type { InvitationRow } from '../invitations/invitations.repository.js';",
      ),
    ).toEqual(['api-modules/front-door']);
  });

  it('lets a module import another’s index.ts, and its own files', async () => {
    expect(
      await brokenRules(
        'engagements/probe.ts',
        "export { projectAccessOf } from '../projects/index.js';\nexport { listOutcomes } from './engagements.repository.js';",
      ),
    ).toEqual([]);
  });

  it('refuses a module importing one that imports it (projects imports matching)', async () => {
    expect(await brokenRules('matching/probe.ts', "export { projectAccessOf } from '../projects/index.js';")).toEqual([
      'api-modules/no-mutual-import',
    ]);
    expect(
      await brokenRules('matching/probe.ts', "import type { ProjectAccess } from '../projects/index.js';"),
    ).toEqual(['api-modules/no-mutual-import']);
  });

  it('passes on the real tree', async () => {
    const results = await eslint.lintFiles(['apps/api/src/modules']);
    const broken = results.flatMap((result) =>
      result.messages.map((message) => `${result.filePath}:${message.line} ${message.message}`),
    );
    expect(broken).toEqual([]);
  });
});
