import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import { sizedImage, thumbnailSplit } from './gallery-image.ts';
import { ProductGallery } from './product-gallery.tsx';

const images = (count: number) => Array.from({ length: count }, (_, n) => `/images/jacket-${n + 1}.svg`);
const render = (list: string[]) => renderWithSite(<ProductGallery images={list} alt="Shell Jacket" resetKey="red" />);
const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('ProductGallery', () => {
  it('shows every thumbnail when there are at most 10 images', () => {
    const html = render(images(10));
    expect(count(html, 'class="product-gallery__thumb"')).toBe(10);
    expect(html).not.toContain('product-gallery__more');
  });

  it('collapses over 10 images to the first 9 thumbnails and a +N button', () => {
    const html = render(images(12));
    expect(count(html, 'class="product-gallery__thumb"')).toBe(9);
    expect(html).toMatch(/class="product-gallery__more"[^>]*>\+3<\/button>/);
    expect(html).not.toContain('jacket-10.svg?w=128');
  });

  it('asks for the main image at 960 px and thumbnails at 128 px', () => {
    const html = render(images(3));
    expect(html).toContain('src="/images/jacket-1.svg?w=960"');
    expect(html).toContain('src="/images/jacket-2.svg?w=128"');
    expect(html).toContain('width="128" height="128"');
  });

  it('starts on the first image, marked current among the thumbnails', () => {
    const html = render(images(3));
    expect(count(html, 'aria-current="true"')).toBe(1);
    expect(html).toMatch(/aria-current="true"[^>]*><img src="\/images\/jacket-1\.svg\?w=128"/);
  });

  it('gives thumbnails empty alt texts, their buttons carry the name', () => {
    const html = render(images(2));
    expect(html).toMatch(/<img src="\/images\/jacket-2\.svg\?w=128" alt=""/);
    expect(html).toMatch(/class="product-gallery__thumb"[^>]*aria-label="[^"]+"/);
  });

  it('uses the product name as the alt text of a lone image and shows no thumbnails or arrows', () => {
    const html = render(images(1));
    expect(html).toContain('alt="Shell Jacket"');
    expect(html).not.toContain('product-gallery__thumbs');
    expect(html).not.toContain('product-gallery__step');
  });

  it('shows a labelled placeholder without images', () => {
    const html = render([]);
    expect(html).toContain('product-gallery__main--empty');
    expect(html).toContain('role="img"');
  });

  it('has no zoomed view before the first zoom (its code loads then)', () => {
    const html = render(images(2));
    expect(html).not.toContain('<dialog');
    expect(html).not.toContain('?w=1920');
  });
});

describe('gallery images', () => {
  it('sizes local images through the image route and leaves other addresses alone', () => {
    expect(sizedImage('/images/a.svg', 1920)).toBe('/images/a.svg?w=1920');
    expect(sizedImage('https://cdn.example.com/a.jpg', 1920)).toBe('https://cdn.example.com/a.jpg');
  });

  it('shows all thumbnails once expanded', () => {
    expect(thumbnailSplit(25, false)).toEqual({ shown: 9, hidden: 16 });
    expect(thumbnailSplit(25, true)).toEqual({ shown: 25, hidden: 0 });
    expect(thumbnailSplit(11, false)).toEqual({ shown: 9, hidden: 2 });
  });
});
