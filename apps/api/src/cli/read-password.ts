import { stdin, stdout } from 'node:process';

export class PasswordPromptError extends Error {
  override name = 'PasswordPromptError';
}

/**
 * A password from the terminal without echoing it (asked twice, both must match), or the first line
 * of stdin when it is piped (`printf '%s\n' "$PASSWORD" | npm run admin -- create …`).
 */
export async function readPassword(prompt: string): Promise<string> {
  if (!stdin.isTTY) return firstLine();
  const password = await readHidden(prompt);
  if ((await readHidden('Repeat it: ')) !== password) throw new PasswordPromptError('the passwords do not match');
  return password;
}

async function firstLine(): Promise<string> {
  let text = '';
  for await (const chunk of stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** Reads one line in raw mode, echoing nothing; Ctrl-C or Ctrl-D cancels. */
function readHidden(prompt: string): Promise<string> {
  stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003' || char === '\u0004') {
          finish();
          reject(new PasswordPromptError('cancelled'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    stdin.on('data', onData);
  });
}
