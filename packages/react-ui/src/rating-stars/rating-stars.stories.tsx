import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LocaleGallery } from '../story-support/locale-gallery';
import { storyCopy } from '../story-support/story-copy';
import { RatingStars } from './rating-stars';

const copy = storyCopy.en;

const meta = {
  title: 'Orders/RatingStars',
  component: RatingStars,
  args: {
    label: copy.t('review.rating'),
    starLabel: (count: number) => copy.t('detail.stars', { count: copy.formatNumber(count) }),
    onChange: fn(),
  },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the review form's starting state. */
export const Empty: Story = {};
export const Rated: Story = { args: { defaultValue: 4 } };
/** The review form after submitting without a rating: the error is tied to the group. */
export const Invalid: Story = {
  args: { invalid: true, describedBy: 'rating-error' },
  render: (args) => (
    <div>
      <RatingStars {...args} />
      <p id="rating-error">{copy.t('validation.starCount')}</p>
    </div>
  ),
};
export const Disabled: Story = { args: { defaultValue: 3, disabled: true } };
/** A shopper's rating in a review list. */
export const ReadOnly: Story = { args: { value: 3, readOnly: true, size: 'small' } };
export const FiveLocales: Story = {
  render: (args) => (
    <LocaleGallery
      render={(localeCopy) => (
        <RatingStars
          {...args}
          defaultValue={2}
          label={localeCopy.t('review.rating')}
          starLabel={(count) => localeCopy.t('detail.stars', { count: localeCopy.formatNumber(count) })}
        />
      )}
    />
  ),
};
