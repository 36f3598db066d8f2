import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { HOSPITAL, telHref, messagingHref } from 'shared-ui';
import { QUICK_REPLIES, WHATSAPP_GREETING } from './chatReplies';
import { useChat } from './useChat';
import styles from './ChatAssistant.module.css';

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

/**
 * The floating assistant and call button, in the same corner of every page. The panel is a
 * non-modal dialog: opening moves focus to its input, Escape or Close returns focus to the launcher.
 */
export function ChatAssistant() {
  const { open, messages, unread, typing, send, openChat, closeChat } = useChat();
  const [draft, setDraft] = useState('');
  const panelId = useId();
  const titleId = useId();
  const inputId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) inputRef.current?.focus();
    else if (wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // Keep the newest message in view.
  const lastMessageId = messages.at(-1)?.id;
  useEffect(() => {
    const log = logRef.current;
    if (log && (lastMessageId || typing)) log.scrollTop = log.scrollHeight;
  }, [lastMessageId, typing]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send(draft)) setDraft('');
  };

  return (
    <aside className={styles.dock} aria-label="Help and chat">
      <section
        id={panelId}
        role="dialog"
        aria-labelledby={titleId}
        className={styles.panel}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            closeChat();
          }
        }}
      >
        <div className={styles.panelHeader}>
          <h2 id={titleId} className={styles.title}>
            {HOSPITAL.shortName} Assistant
          </h2>
          <button type="button" className={styles.close} onClick={closeChat} aria-label="Close chat">
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
            <button key={reply} type="button" className={styles.quickReply} onClick={() => send(reply)}>
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
        <a
          className={styles.whatsapp}
          href={messagingHref(WHATSAPP_GREETING)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Chat with us on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </section>
      <div className={styles.buttons}>
        <a
          className={styles.call}
          href={telHref(HOSPITAL.supportPhone)}
          aria-label={`Call us on ${HOSPITAL.supportPhone}`}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.57a1 1 0 01-.25 1z"
              fill="currentColor"
            />
          </svg>
        </a>
        <button
          ref={launcherRef}
          type="button"
          className={styles.launcher}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={open ? closeChat : openChat}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 4h16v11H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          <span className="visually-hidden">
            Chat with us
            {unread > 0 ? `, ${unread} unread` : ''}
          </span>
          {unread > 0 ? (
            <span className={styles.badge} aria-hidden="true" data-testid="chat-unread">
              {unread}
            </span>
          ) : null}
        </button>
      </div>
    </aside>
  );
}
