import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime, formatMessageTime } from '../../../lib/format-time';
import type { Message } from '@fractional/contract';
import { senderName } from '../conversation-display';
import type { PendingMessage } from '../hooks/use-outbox';
import { MessageBody } from './message-body';
import styles from './message-list.module.css';

/** Within this distance of the bottom the list follows new messages down; further up it stays put. */
const NEAR_BOTTOM_PX = 80;
/** Messages of one sender this close together share one name and time. */
const GROUP_MS = 5 * 60_000;

export interface MessageListProps {
  /** Oldest first. */
  messages: Message[];
  pending: PendingMessage[];
  myUserId: number | undefined;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  hasOlderFailed: boolean;
  onLoadOlder: () => void;
  onRetry: (key: number) => void;
  onDiscard: (key: number) => void;
}

function startsGroup(message: Message, previous: Message | undefined): boolean {
  if (!previous || previous.sender.userId !== message.sender.userId) return true;
  return Date.parse(message.createdAt) - Date.parse(previous.createdAt) > GROUP_MS;
}

/**
 * The thread's messages, oldest at the top and newest at the bottom, in their own scrolling box. It
 * opens at the bottom; scrolling to the top loads older messages (the `before` cursor) without
 * moving what is on screen; new messages follow the reader down when they are at the bottom, and
 * otherwise wait under a "New messages" button.
 */
export function MessageList(props: MessageListProps) {
  const { messages, pending, myUserId, hasOlder, isLoadingOlder, onLoadOlder } = props;
  const box = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  // Measured on every scroll, before React changes anything: where the reader was.
  const fromBottom = useRef(0);
  const isNearBottom = useRef(true);
  const shown = useRef<{ oldest?: number; newest?: number; pending: number } | null>(null);
  const [hasNewBelow, setHasNewBelow] = useState(false);

  const oldest = messages[0]?.id;
  const newest = messages.at(-1);
  const isOwnNewest = newest !== undefined && newest.sender.userId === myUserId;

  const scrollToBottom = () => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
    setHasNewBelow(false);
  };

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const before = shown.current;
    shown.current = { oldest, newest: newest?.id, pending: pending.length };
    if (!before || before.newest === undefined) {
      element.scrollTop = element.scrollHeight;
    } else if (oldest !== before.oldest && newest?.id === before.newest) {
      // Older messages came in above: keep the same messages in view.
      element.scrollTop = element.scrollHeight - fromBottom.current;
    } else if (newest?.id !== before.newest || pending.length > before.pending) {
      if (isNearBottom.current || isOwnNewest || pending.length > before.pending) scrollToBottom();
      else setHasNewBelow(true);
    }
    fromBottom.current = element.scrollHeight - element.scrollTop;
  }, [oldest, newest?.id, pending.length, isOwnNewest]);

  // Whatever else changes the heights (a failed send's notice, a narrower window), a reader at the
  // bottom stays there.
  useEffect(() => {
    const element = box.current;
    const content = list.current;
    if (!element || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (isNearBottom.current) element.scrollTop = element.scrollHeight;
      fromBottom.current = element.scrollHeight - element.scrollTop;
    });
    observer.observe(content);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Scrolled up to the top: the page before the oldest message shown.
  useEffect(() => {
    const root = box.current;
    const target = top.current;
    if (!root || !target || !hasOlder || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadOlder();
      },
      { root, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasOlder, onLoadOlder, oldest]);

  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    fromBottom.current = element.scrollHeight - element.scrollTop;
    isNearBottom.current = fromBottom.current - element.clientHeight < NEAR_BOTTOM_PX;
    if (isNearBottom.current) setHasNewBelow(false);
  };

  return (
    <div className={styles.frame}>
      {/* Focusable so that keyboard users can scroll it; named for screen readers. */}
      <div ref={box} className={styles.scroller} tabIndex={0} role="region" aria-label="Messages" onScroll={onScroll}>
        <div ref={top} className={styles.older}>
          {isLoadingOlder ? <Spinner size={24} label="Loading earlier messages" /> : null}
          {props.hasOlderFailed ? <p role="alert">We could not load earlier messages.</p> : null}
          {hasOlder && !isLoadingOlder ? (
            <Button variant="text" onClick={onLoadOlder}>
              Load earlier messages
            </Button>
          ) : null}
          {!hasOlder && messages.length > 0 ? (
            <p className={styles.start}>This is the start of the conversation.</p>
          ) : null}
        </div>
        <ol ref={list} className={styles.list}>
          {messages.map((message, index) => {
            const isOwn = message.sender.userId === myUserId;
            const hasHeader = startsGroup(message, messages[index - 1]);
            return (
              <li
                key={message.id}
                className={`${styles.item} ${isOwn ? styles.own : ''} ${hasHeader ? styles.first : ''}`}
              >
                {hasHeader ? (
                  <p className={styles.meta}>
                    <span className={styles.sender}>{senderName(message, myUserId)}</span>
                    <time dateTime={message.createdAt} title={formatDateTime(message.createdAt)}>
                      {formatMessageTime(message.createdAt)}
                    </time>
                  </p>
                ) : (
                  <span className="visually-hidden">
                    {senderName(message, myUserId)}, {formatMessageTime(message.createdAt)}
                  </span>
                )}
                <MessageBody body={message.body} className={styles.bubble} />
              </li>
            );
          })}
          {pending.map((item) => (
            <li key={`pending-${item.key}`} className={`${styles.item} ${styles.own} ${styles.first}`}>
              <p className={styles.meta}>
                <span className={styles.sender}>You</span>
                {item.status === 'sending' ? <span>Sending…</span> : null}
              </p>
              <MessageBody body={item.body} className={`${styles.bubble} ${styles.pending}`} />
              {item.status === 'failed' ? (
                <div className={styles.failed} role="alert">
                  <span>{item.error}</span>
                  <Button variant="text" onClick={() => props.onRetry(item.key)}>
                    Retry
                  </Button>
                  <Button variant="text" onClick={() => props.onDiscard(item.key)}>
                    Discard
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
      {hasNewBelow ? (
        <Button variant="secondary" className={styles.newBelow} onClick={scrollToBottom}>
          New messages <span aria-hidden="true">↓</span>
        </Button>
      ) : null}
    </div>
  );
}
