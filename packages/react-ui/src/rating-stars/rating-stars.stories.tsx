import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { copyOf, defaultCopy, localeArgs } from '../story-support/story-locale';
import { RatingStars } from './rating-stars';

const words = localeArgs(RatingStars, (copy) => ({
  label: copy.t('review.rating'),
  starLabel: (count: number) => copy.t('detail.stars', { count: copy.formatNumber(count) }),
}));

const meta = {
  title: 'Orders/RatingStars',
  component: RatingStars,
  parameters: { localeArgs: words },
  args: { ...words(defaultCopy), onChange: fn() },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the review form's starting state. */
export const Empty: Story = {};
export const Rated: Story = { args: { defaultValue: 4 } };
/** The review form after submitting without a rating: the error is tied to the group. */
export const Invalid: Story = {
  args: { invalid: true, describedBy: 'rating-error' },
  render: (args, context) => (
    <div>
      <RatingStars {...args} />
      <p id="rating-error">{copyOf(context).t('validation.starCount')}</p>
    </div>
  ),
};
export const Disabled: Story = { args: { defaultValue: 3, disabled: true } };
/** A shopper's rating in a review list. */
export const ReadOnly: Story = { args: { value: 3, readOnly: true, size: 'small' } };
export const FiveLocales: Story = {
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => <RatingStars {...args} {...words(localeCopy)} defaultValue={2} />}
    />
  ),
};
