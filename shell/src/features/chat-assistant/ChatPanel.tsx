import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { HOSPITAL, hospitalAddressIn, messagingHref } from 'contract/hospital';
import { useLanguage, useMessages } from 'shared-ui/i18n';
import type { Translate } from 'shared-ui/i18n';
import { CloseIcon } from 'shared-ui/icons';
import { EmergencyFirst } from '../../components/EmergencyFirst/EmergencyFirst';
import { chatMessages } from './chatMessages';
import { QUICK_REPLIES, replyTopicFor } from './chatReplies';
import type { ReplyTopic } from './chatReplies';
import type { BotTopic, ChatMessage } from './useChat';
import styles from './ChatAssistant.module.css';

type ChatTranslate = Translate<(typeof chatMessages)['en']>;

/** The assistant's words on a topic, in the page's language, with the hospital's facts. */
function botText(t: ChatTranslate, topic: Exclude<BotTopic, 'redFlag'>, address: string): string {
  const hours = HOSPITAL.supportHours;
  switch (topic) {
    case 'greetingFirst':
      return t('reply_greetingFirst', { name: HOSPITAL.shortName });
    case 'appointment':
      return t('reply_appointment', { supportPhone: HOSPITAL.supportPhone, hours });
    case 'emergency':
      return t('reply_emergency', { emergencyPhone: HOSPITAL.emergencyPhone, hours });
    case 'doctor':
      return t('reply_doctor');
    case 'lab':
      return t('reply_lab');
    case 'icu':
      return t('reply_icu', { emergencyPhone: HOSPITAL.emergencyPhone, hours });
    case 'contact':
      return t('reply_contact', {
        address,
        supportPhone: HOSPITAL.supportPhone,
        email: HOSPITAL.email,
      });
    case 'greeting':
      return t('reply_greeting');
    case 'fallback':
      return t('reply_fallback', { supportPhone: HOSPITAL.supportPhone, hours });
  }
}

export interface ChatPanelProps {
  id: string;
  open: boolean;
  messages: readonly ChatMessage[];
  typing: boolean;
  send: (text: string, topic: ReplyTopic) => boolean;
  onClose: () => void;
}

/**
 * The conversation, loaded when the visitor first opens the chat. A non-modal dialog: opening moves
 * focus to its input; Escape or Close closes it (the launcher takes focus back). The assistant's
 * messages read in the page's language, even after the visitor switches it.
 */
export default function ChatPanel({ id, open, messages, typing, send, onClose }: ChatPanelProps) {
  const t = useMessages(chatMessages);
  const { language, locale } = useLanguage();
  const [draft, setDraft] = useState('');
  const titleId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const timeFormat = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });

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
    if (send(draft, replyTopicFor(draft))) setDraft('');
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
          {t('title', { name: HOSPITAL.shortName })}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
          <CloseIcon size={16} />
        </button>
      </div>
      <div ref={logRef} className={styles.log} role="log" aria-live="polite" aria-label={t('conversation')}>
        <ul className={styles.messages}>
          {messages.map((entry) => (
            <li key={entry.id} className={entry.sender === 'bot' ? styles.bot : styles.user}>
              <span className="visually-hidden">{entry.sender === 'bot' ? t('assistant') : t('you')} </span>
              {entry.sender === 'user' ? entry.text : null}
              {entry.sender === 'bot' && entry.topic === 'redFlag' ? <EmergencyFirst compact /> : null}
              {entry.sender === 'bot' && entry.topic !== 'redFlag'
                ? botText(t, entry.topic, hospitalAddressIn(language))
                : null}
              <time className={styles.time} dateTime={new Date(entry.timestamp).toISOString()}>
                {timeFormat.format(entry.timestamp)}
              </time>
            </li>
          ))}
        </ul>
      </div>
      {typing ? (
        <p className={styles.typing} aria-hidden="true">
          {t('typing')}
        </p>
      ) : null}
      <div className={styles.quickReplies} role="group" aria-label={t('quickReplies')}>
        {QUICK_REPLIES.map((reply) => (
          <button
            key={reply.topic}
            type="button"
            className={styles.quickReply}
            onClick={() => send(t(reply.label), reply.topic)}
          >
            {t(reply.label)}
          </button>
        ))}
      </div>
      <form className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('messageLabel')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          placeholder={t('messagePlaceholder')}
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className={styles.send}>
          {t('send')}
        </button>
      </form>
      <a
        className={styles.whatsapp}
        href={messagingHref(t('whatsappGreeting', { hospital: HOSPITAL.name }))}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('whatsapp')}
        <span className="visually-hidden"> {t('newTab')}</span>
      </a>
    </section>
  );
}
