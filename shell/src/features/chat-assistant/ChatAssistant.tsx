import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { HOSPITAL, telHref } from 'shared-ui';
import { useChat } from './useChat';
import styles from './ChatAssistant.module.css';

const loadPanel = () => import('./ChatPanel');
const ChatPanel = lazy(loadPanel);
const prefetchPanel = () => {
  void loadPanel();
};

/**
 * The floating assistant and call button, in the same corner of every page. The conversation panel
 * loads when first opened (and is fetched as soon as the visitor points at or tabs to the launcher);
 * the launcher counts unread messages from the start.
 */
export function ChatAssistant() {
  const { open, messages, unread, typing, send, openChat, closeChat } = useChat();
  const [panelMounted, setPanelMounted] = useState(false);
  const panelId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (!open && wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <aside className={styles.dock} aria-label="Help and chat">
      {panelMounted ? (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} open={open} messages={messages} typing={typing} send={send} onClose={closeChat} />
        </Suspense>
      ) : null}
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
          aria-controls={panelMounted ? panelId : undefined}
          onPointerEnter={prefetchPanel}
          onFocus={prefetchPanel}
          onClick={() => {
            setPanelMounted(true);
            if (open) closeChat();
            else openChat();
          }}
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
