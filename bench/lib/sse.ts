import { Agent, request } from 'node:http';

export interface StreamEvent {
  id: string;
  event: string;
  data: string;
}

export interface EventStream {
  isOpen(): boolean;
  close(): void;
}

/** Many streams share one agent without a socket limit. */
const agent = new Agent({ keepAlive: false, maxSockets: Infinity });

/** Opens `url` as a Server-Sent Events stream; `onEvent` gets each named event with its id. */
export function openEventStream(url: string, onEvent: (event: StreamEvent) => void): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    let isOpen = false;
    const req = request(url, { agent, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`event stream answered ${response.statusCode}`));
        return;
      }
      isOpen = true;
      let buffer = '';
      let current: StreamEvent = { id: '', event: 'message', data: '' };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let cut;
        while ((cut = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 1);
          if (line === '') {
            if (current.data) onEvent(current);
            current = { id: '', event: 'message', data: '' };
          } else if (line.startsWith('id: ')) current.id = line.slice(4);
          else if (line.startsWith('event: ')) current.event = line.slice(7);
          else if (line.startsWith('data: ')) current.data = line.slice(6);
        }
      });
      response.on('close', () => {
        isOpen = false;
      });
      resolve({ isOpen: () => isOpen, close: () => req.destroy() });
    });
    req.on('error', (error) => (isOpen ? undefined : reject(error)));
    req.end();
  });
}
