import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as buttonStories from '../button/button.stories';
import * as dialogStories from '../confirm-dialog/confirm-dialog.stories';
import * as homeStories from '../screens/home-screen.stories';
import { storyCopy } from './story-copy';
import { defaultStoryLocale } from './story-locale';

/** The stories of a file as the toolbar shows them with `locale` chosen. */
function inLocale<T extends Parameters<typeof composeStories>[0]>(stories: T, locale: string) {
  return composeStories(stories, { initialGlobals: { locale } });
}

const bengaliScript = /[\u0980-\u09ff]/;
const hanScript = /\p{Script=Han}/u;

describe('the locale toolbar', () => {
  it('opens in the default locale', () => {
    const { DeleteAddress } = composeStories(dialogStories);
    render(<DeleteAddress />);
    expect(defaultStoryLocale).toBe('en');
    expect(screen.getByRole('alertdialog', { name: 'Delete address' })).toBeTruthy();
  });

  it('words a story in Bengali with the locale global set to bn, and marks its language', () => {
    const { DeleteAddress } = inLocale(dialogStories, 'bn');
    const { container } = render(<DeleteAddress />);
    const bn = storyCopy.bn;
    expect(bn.t('address.deleteAddress')).toMatch(bengaliScript);
    const dialog = screen.getByRole('alertdialog', { name: bn.t('address.deleteAddress') });
    expect(dialog.textContent).toContain(bn.t('address.deleteConfirm'));
    expect(screen.getByRole('button', { name: bn.t('address.cancel') })).toBeTruthy();
    expect(screen.queryByText('Delete address')).toBeNull();
    expect(container.querySelector('[lang="bn"]')).not.toBeNull();
    expect(document.documentElement.lang).toBe('bn');
  });

  it('words a story in the source wording with the locale global set to zh-Hans', () => {
    const { Primary } = inLocale(buttonStories, 'zh-Hans');
    const { container } = render(<Primary />);
    const pay = storyCopy['zh-Hans'].t('order.action.pay');
    expect(pay).toMatch(hanScript);
    expect(screen.getByRole('button', { name: pay })).toBeTruthy();
    expect(container.querySelector('[lang="zh-Hans"]')).not.toBeNull();
  });

  it('words a render function and a story-level wording too', () => {
    const { Secondary } = inLocale(buttonStories, 'bn');
    render(<Secondary />);
    expect(screen.getByRole('button', { name: storyCopy.bn.t('address.cancel') })).toBeTruthy();
    const { FromButton } = inLocale(dialogStories, 'bn');
    render(<FromButton />);
    expect(screen.getByRole('button', { name: storyCopy.bn.t('address.delete') })).toBeTruthy();
  });

  it('keeps an arg given by hand, and a story that pins its own locale', () => {
    const { Primary } = inLocale(buttonStories, 'bn');
    render(<Primary>{'Hand-written'}</Primary>);
    expect(screen.getByRole('button', { name: 'Hand-written' })).toBeTruthy();
    const { Chinese } = inLocale(homeStories, 'bn');
    const { container } = render(<Chinese />);
    expect(container.querySelector('[lang="zh-Hans"]')).not.toBeNull();
    expect(screen.getAllByText(storyCopy['zh-Hans'].t('home.hot')).length).toBeGreaterThan(0);
  });
});
