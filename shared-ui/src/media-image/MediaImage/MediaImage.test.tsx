import { fireEvent, render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { pointApiAtTestHost } from '../../testing';
import { MediaImage } from './MediaImage';

beforeAll(pointApiAtTestHost);

describe('MediaImage', () => {
  it("resolves an API image path under the API's media area, sized and lazy", () => {
    render(<MediaImage src="doctors/dr-sharma.svg" alt="Dr. Anil Sharma" width={320} height={320} />);
    const image = screen.getByRole('img', { name: 'Dr. Anil Sharma' });
    expect(image).toHaveAttribute('src', 'http://api.test/media/doctors/dr-sharma.svg');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '320');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('uses an image of the site itself as it is', () => {
    render(<MediaImage source="site" src="/assets/hero.webp" alt="The hospital" width={1600} height={700} />);
    expect(screen.getByRole('img', { name: 'The hospital' })).toHaveAttribute('src', '/assets/hero.webp');
  });

  it('fetches the priority image first and at once', () => {
    render(<MediaImage src="https://cdn.example/hero.webp" alt="" width={1600} height={700} priority />);
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://cdn.example/hero.webp');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the fallback image when the file is broken, and the placeholder when that fails too', () => {
    render(
      <MediaImage
        src="services/missing.jpg"
        fallbackSrc="/assets/service-fallback.svg"
        fallback="Service image"
        alt="Cardiology"
        width={400}
        height={160}
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Cardiology' }));
    expect(screen.getByRole('img', { name: 'Cardiology' })).toHaveAttribute('src', '/assets/service-fallback.svg');
    fireEvent.error(screen.getByRole('img', { name: 'Cardiology' }));
    const placeholder = screen.getByRole('img', { name: 'Cardiology' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder).toHaveTextContent('Service image');
    expect(placeholder).toHaveStyle({ '--media-ratio': '400 / 160' });
  });

  it("uses the fallback at once for a missing path, and a grey 'Doctor Image' box for a broken photo", () => {
    const { rerender } = render(
      <MediaImage src={null} fallbackSrc="/assets/default-doctor.svg" alt="" width={200} height={200} />,
    );
    expect(document.querySelector('img')).toHaveAttribute('src', '/assets/default-doctor.svg');
    rerender(
      <MediaImage src="doctors/broken.jpg" fallback="Doctor Image" alt="Dr. Meera Rao" width={200} height={200} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Dr. Meera Rao' }));
    expect(screen.getByRole('img', { name: 'Dr. Meera Rao' })).toHaveTextContent('Doctor Image');
    rerender(<MediaImage src="doctors/rao.jpg" fallback="Doctor Image" alt="Dr. Meera Rao" width={200} height={200} />);
    expect(screen.getByRole('img', { name: 'Dr. Meera Rao' })).toHaveAttribute(
      'src',
      'http://api.test/media/doctors/rao.jpg',
    );
  });

  it('has no accessibility violations, as an image and as a placeholder', async () => {
    const { container } = render(
      <main>
        <MediaImage src="doctors/a.svg" alt="Dr. A" width={100} height={100} />
        <MediaImage src={undefined} fallback="Doctor Image" alt="Dr. B" width={100} height={100} />
        <MediaImage src="" fallback="Decorative" alt="" width={100} height={100} />
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
