import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import * as stories from './goods-card.stories';

const { Vertical, Horizontal, WithTags, SizedPicture, FirstScreenPicture } = composeStories(stories);

describe('GoodsCard', () => {
  it.each(Object.entries(composeStories(stories)))('story %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });

  it('is one link named by the goods title, with the price in red', () => {
    render(<Vertical />);
    const link = screen.getByRole('link', { name: /Wireless noise-cancelling headphones/ });
    expect(link.getAttribute('href')).toBe('#/pages/goods/detail?id=1');
    const article = screen.getByRole('article');
    expect(article.textContent).toContain('¥299.00');
    expect(article.textContent).toContain('¥459.00');
    const price = article.querySelector('.mall-price__current') as Element;
    expect(getComputedStyle(price).color).toBe('rgb(217, 38, 28)');
  });

  it('stretches the link over the whole card so the picture is tappable', () => {
    render(<Vertical />);
    const link = screen.getByRole('link');
    const after = getComputedStyle(link, '::after');
    expect(after.position).toBe('absolute');
  });

  it('calls onSelect from the title button', () => {
    render(<Horizontal />);
    fireEvent.click(screen.getByRole('button', { name: /Wireless/ }));
    expect(Horizontal.args.onSelect).toHaveBeenCalledTimes(1);
  });

  it("offers the picture in widths for its slot, loaded lazily unless it is the first screen's", () => {
    const { unmount } = render(<SizedPicture />);
    const lazy = document.querySelector('img') as HTMLImageElement;
    expect(lazy.getAttribute('srcset')).toBe(SizedPicture.args.imageSrcSet);
    expect(lazy.getAttribute('sizes')).toBe('180px');
    expect(lazy.getAttribute('loading')).toBe('lazy');
    expect(lazy.getAttribute('fetchpriority')).toBeNull();
    unmount();
    render(<FirstScreenPicture />);
    const first = document.querySelector('img') as HTMLImageElement;
    expect(first.getAttribute('loading')).toBeNull();
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('srcset')).toBe(FirstScreenPicture.args.imageSrcSet);
  });

  it('lists the tags', () => {
    render(<WithTags />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Free shipping',
      '-35%',
    ]);
  });
});
