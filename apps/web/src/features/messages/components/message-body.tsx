import { splitLinks } from '../link-text';

/**
 * A message body as typed: text nodes (line breaks kept by CSS) with its web addresses as links
 * opening in a new tab. Never HTML: markup in a body shows as the characters typed.
 */
export function MessageBody({ body, className }: { body: string; className?: string }) {
  return (
    <p className={className}>
      {splitLinks(body).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ),
      )}
    </p>
  );
}
