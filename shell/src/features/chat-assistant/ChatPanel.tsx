import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { HOSPITAL, messagingHref } from 'shared-ui';
import { QUICK_REPLIES, WHATSAPP_GREETING, replyTo } from './chatReplies';
import type { ChatMessage } from './useChat';
import styles from './ChatAssistant.module.css';

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

export interface ChatPanelProps {
  id: string;
  open: boolean;
  messages: readonly ChatMessage[];
  typing: boolean;
  send: (text: string, answer: (message: string) => string) => boolean;
  onClose: () => void;
}

/**
 * The conversation, loaded when the visitor first opens the chat. A non-modal dialog: opening moves
 * focus to its input; Escape or Close closes it (the launcher takes focus back).
 */
export default function ChatPanel({ id, open, messages, typing, send, onClose }: ChatPanelProps) {
  const [draft, setDraft] = useState('');
  const titleId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Keep the newest message in view.
  const lastMessageId = messages.at(-1)?.id;
  useEffect(() => {
    const log = logRef.current;
    if (log && (lastMessageId || typing)) log.scrollTop = log.scrollHeight;
  }, [lastMessageId, typing]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send(draft, replyTo)) setDraft('');
  };

  return (
    <section
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      className={styles.panel}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.title}>
          {HOSPITAL.shortName} Assistant
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close chat">
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <div ref={logRef} className={styles.log} role="log" aria-live="polite" aria-label="Conversation">
        <ul className={styles.messages}>
          {messages.map((entry) => (
            <li key={entry.id} className={entry.sender === 'bot' ? styles.bot : styles.user}>
              <span className="visually-hidden">{entry.sender === 'bot' ? 'Assistant:' : 'You:'} </span>
              {entry.text}
              <time className={styles.time} dateTime={new Date(entry.timestamp).toISOString()}>
                {timeFormat.format(entry.timestamp)}
              </time>
            </li>
          ))}
        </ul>
      </div>
      {typing ? (
        <p className={styles.typing} aria-hidden="true">
          Assistant is typing…
        </p>
      ) : null}
      <div className={styles.quickReplies} role="group" aria-label="Quick replies">
        {QUICK_REPLIES.map((reply) => (
          <button key={reply} type="button" className={styles.quickReply} onClick={() => send(reply, replyTo)}>
            {reply}
          </button>
        ))}
      </div>
      <form className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          Type your message
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          placeholder="Type your message..."
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className={styles.send}>
          Send
        </button>
      </form>
      <a className={styles.whatsapp} href={messagingHref(WHATSAPP_GREETING)} target="_blank" rel="noopener noreferrer">
        Chat with us on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </section>
  );
}
