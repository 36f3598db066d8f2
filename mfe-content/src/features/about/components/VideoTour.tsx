import { useState } from 'react';
import { Dialog, usePrefersReducedMotion } from 'shared-ui';
import { HOSPITAL } from 'contract/hospital';
import { useMessages } from 'shared-ui/i18n';
import { PlayIcon } from 'shared-ui/icons';
import { MediaImage } from 'shared-ui/media-image';
import thumbnail from '../images/video-thumbnail.svg';
import { aboutMessages } from '../messages';
import { TOUR_VIDEO } from '../video/tourVideo';
import styles from './VideoTour.module.css';

/**
 * A thumbnail that opens the tour video in a dialog. Nothing of the video is fetched until then;
 * it plays muted (it has no sound) unless the visitor asked for less motion, and a written
 * description sits beside it for anyone who cannot watch it.
 */
export function VideoTour({ description }: { description: readonly string[] }) {
  const t = useMessages(aboutMessages);
  const reducedMotion = usePrefersReducedMotion();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.thumbnail} onClick={() => setOpen(true)} data-needs-script="">
        <MediaImage className={styles.image} src={thumbnail} alt="" width={800} height={450} />
        <span className={styles.play}>
          <PlayIcon size={32} />
        </span>
        <span className="visually-hidden">{t('playVideo')}</span>
      </button>
      {/* Without scripts no dialog opens: the browser's own player, fetching nothing until played. */}
      <noscript>
        <video
          className={styles.inlineVideo}
          src={TOUR_VIDEO.src}
          poster={thumbnail}
          width={TOUR_VIDEO.width}
          height={TOUR_VIDEO.height}
          controls
          muted
          playsInline
          preload="none"
          aria-label={t('videoDialogTitle', { name: HOSPITAL.name })}
        >
          {t('videoUnsupported')}
        </video>
      </noscript>
      <Dialog
        open={open}
        title={t('videoDialogTitle', { name: HOSPITAL.name })}
        onClose={() => setOpen(false)}
        closeLabel={t('closeVideo')}
      >
        <video
          className={styles.video}
          src={TOUR_VIDEO.src}
          width={TOUR_VIDEO.width}
          height={TOUR_VIDEO.height}
          controls
          muted
          playsInline
          autoPlay={!reducedMotion}
          aria-describedby="tour-description"
        >
          {t('videoUnsupported')}
        </video>
        <div id="tour-description" className={styles.description}>
          <h3 className={styles.descriptionTitle}>{t('videoDescriptionTitle')}</h3>
          {description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Dialog>
    </>
  );
}
