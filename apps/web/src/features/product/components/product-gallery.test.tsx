import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { installCarouselEnvironment } from '../testing/embla-env';
import { imageItem, videoItem } from '../testing/fixtures';
import { ProductGallery } from './product-gallery';

// No pause between keystrokes: the flows stay quick on a busy machine.
const user = userEvent.setup({ delay: null });

installCarouselEnvironment();

const TITLE = 'High-Grade Amethyst Geode';

describe('ProductGallery', { timeout: 20_000 }, () => {
  it('shows the first picture eagerly, with high priority and its size, and the rest lazily', async () => {
    renderWithProviders(<ProductGallery items={[imageItem(1), imageItem(2), imageItem(3)]} title={TITLE} />);

    const first = await screen.findByRole('img', { name: TITLE });
    expect(first.getAttribute('src')).toBe('/media/art/fluorite-1.svg');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('width')).toBe('800');
    expect(first.getAttribute('height')).toBe('800');
    const second = screen.getByRole('img', { hidden: true, name: `${TITLE}, picture 2` });
    expect(second.getAttribute('loading')).toBe('lazy');
  });

  it('has previous and next arrows and a thumbnail per item, the current one marked', async () => {
    renderWithProviders(<ProductGallery items={[imageItem(1), imageItem(2), videoItem(3, 'https://www.youtube.com/shorts/fXpvHyzffmU')]} title={TITLE} />);

    expect(await screen.findByRole('button', { name: 'Previous slide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
    const thumbnails = within(screen.getByRole('group', { name: 'Choose a picture or video' })).getAllByRole('button');
    expect(thumbnails.map((b) => b.getAttribute('aria-label'))).toEqual(['Show picture 1 of 3', 'Show picture 2 of 3', 'Show video 3 of 3']);
    expect(thumbnails[0]!.getAttribute('aria-current')).toBe('true');
  });

  it('moves to the chosen thumbnail and wraps round with the arrows', async () => {
    renderWithProviders(<ProductGallery items={[imageItem(1), imageItem(2), imageItem(3)]} title={TITLE} />);
    const strip = await screen.findByRole('group', { name: 'Choose a picture or video' });
    const current = () =>
      within(strip)
        .getAllByRole('button')
        .findIndex((b) => b.getAttribute('aria-current') === 'true');

    await user.click(within(strip).getByRole('button', { name: 'Show picture 3 of 3' }));
    expect(current()).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe(2);
  });

  it('shows no arrows or thumbnails for a single picture', async () => {
    renderWithProviders(<ProductGallery items={[imageItem(1)]} title={TITLE} />);

    await screen.findByRole('img', { name: TITLE });
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Choose a picture or video' })).toBeNull();
  });

  it('shows the tidy placeholder (play icon and title) when the video thumbnail fails, never a broken image', async () => {
    const { container } = renderWithProviders(<ProductGallery items={[videoItem(1, 'https://www.youtube.com/shorts/fXpvHyzffmU')]} title={TITLE} />);

    const play = await screen.findByRole('button', { name: `Play video: ${TITLE}` });
    const thumbnail = play.querySelector('img')!;
    expect(thumbnail.getAttribute('src')).toBe('https://img.youtube.com/vi/fXpvHyzffmU/hqdefault.jpg');
    expect(thumbnail.getAttribute('alt')).toBe('');

    fireEvent.error(thumbnail);

    expect(play.querySelector('img')).toBeNull();
    const placeholder = within(play).getByTestId('video-placeholder');
    expect(placeholder.textContent).toBe(TITLE);
    expect(placeholder.querySelector('svg')).toBeTruthy();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('loads the player only when play is pressed, from the embed URL (shorts/ becomes embed/)', async () => {
    const { container } = renderWithProviders(<ProductGallery items={[videoItem(1, 'https://www.youtube.com/shorts/fXpvHyzffmU')]} title={TITLE} />);

    const play = await screen.findByRole('button', { name: `Play video: ${TITLE}` });
    expect(container.querySelector('iframe')).toBeNull();

    await user.click(play);

    const player = container.querySelector('iframe')!;
    expect(player.getAttribute('src')).toBe('https://www.youtube.com/embed/fXpvHyzffmU');
    expect(player.getAttribute('title')).toBe(`Video of ${TITLE}`);
    expect(player.getAttribute('allow')).toBe('encrypted-media; picture-in-picture');
    expect(player.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(screen.queryByRole('button', { name: `Play video: ${TITLE}` })).toBeNull();
  });

  it('embeds a watch?v= link by its id too', async () => {
    const { container } = renderWithProviders(<ProductGallery items={[videoItem(1, 'https://www.youtube.com/watch?v=o_Ou_AVsKi4')]} title={TITLE} />);

    await user.click(await screen.findByRole('button', { name: `Play video: ${TITLE}` }));

    expect(container.querySelector('iframe')!.getAttribute('src')).toBe('https://www.youtube.com/embed/o_Ou_AVsKi4');
  });

  it('treats any type other than image as a video', async () => {
    const item = { ...videoItem(1, 'https://www.youtube.com/embed/KvaWf6A6Izo'), product_gallery_type: 'youtube' };
    renderWithProviders(<ProductGallery items={[item]} title={TITLE} />);

    expect(await screen.findByRole('button', { name: `Play video: ${TITLE}` })).toBeTruthy();
  });
});
