import { pageMetaFrom } from 'shared-ui';
import { notFoundMessages } from './notFoundMessages';

/** The not-found page is titled by its heading and described by the line under it. */
export const notFoundMeta = pageMetaFrom(notFoundMessages, (texts) => ({
  title: texts.title,
  description: texts.subtitle,
}));
