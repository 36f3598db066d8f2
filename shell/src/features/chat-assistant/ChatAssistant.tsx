import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { HOSPITAL, telHref } from 'contract/hospital';
import { useMessages, withPageTexts } from 'shared-ui/i18n';
import { ChatIcon, PhoneIcon } from 'shared-ui/icons';
import { chatLauncherMessages } from './chatLauncherMessages';
import { useChat } from './useChat';
import { useFieldFocusElsewhere } from './useFieldFocusElsewhere';
import styles from './ChatAssistant.module.css';

const loadPanel = () => import('./ChatPanel');
const ChatPanel = lazy(() => withPageTexts(loadPanel()));
const prefetchPanel = () => {
  void loadPanel();
};

/**
 * The floating assistant and call button, in the same corner of every page. The conversation panel
 * loads when first opened (and is fetched as soon as the visitor points at or tabs to the launcher);
 * the launcher counts unread messages from the start. On a phone they step aside while a form field
 * of the page has focus, and the footer keeps room for them below the page's last control.
 */
export function ChatAssistant() {
  const t = useMessages(chatLauncherMessages);
  const { open, messages, unread, typing, send, openChat, closeChat } = useChat();
  const [panelMounted, setPanelMounted] = useState(false);
  const panelId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const dockRef = useRef<HTMLElement>(null);
  const fieldFocused = useFieldFocusElsewhere(dockRef);

  useEffect(() => {
    if (!open && wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <aside ref={dockRef} className={clsx(styles.dock, fieldFocused && styles.stepAside)} aria-label={t('helpAndChat')}>
      {panelMounted ? (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} open={open} messages={messages} typing={typing} send={send} onClose={closeChat} />
        </Suspense>
      ) : null}
      <div className={styles.buttons}>
        <a
          className={styles.call}
          href={telHref(HOSPITAL.supportPhone)}
          aria-label={t('callUs', { phone: HOSPITAL.supportPhone })}
        >
          <PhoneIcon size={22} />
        </a>
        <button
          ref={launcherRef}
          type="button"
          className={styles.launcher}
          data-needs-script=""
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
          <ChatIcon size={24} />
          <span className="visually-hidden">
            {t('chatWithUs')}
            {unread > 0 ? `, ${t('unread', { count: unread })}` : ''}
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
