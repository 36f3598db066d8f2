import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { GALLERY_ITEMS } from './items';
import { galleryItemMessages } from './messages';
import hindi from './messages.hi';

const IMAGES = join(__dirname, 'images');
const FILES = ['dental-suite', 'home-care-room', 'laboratory', 'opd-corridor', 'patient-room', 'pharmacy', 'reception'];

describe('the gallery pictures', () => {
  it.each(FILES)('%s.svg is a sized drawing under 6 KB', (name) => {
    const file = join(IMAGES, `${name}.svg`);
    expect(statSync(file).size).toBeLessThan(6 * 1024);
    expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*width="600" height="450"/);
  });

  it('are captioned as illustrations in both languages, never as photographs', () => {
    expect(GALLERY_ITEMS).toHaveLength(7);
    for (const item of GALLERY_ITEMS) {
      expect(galleryItemMessages.en[`caption.${item.id}`]).toMatch(/^Illustration: /);
      expect(hindi[`caption.${item.id}`]).toMatch(/^चित्रण: /);
    }
  });
});
