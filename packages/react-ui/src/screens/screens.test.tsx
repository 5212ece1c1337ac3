import { composeStories } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import * as goodsDetail from './goods-detail-screen.stories';
import * as home from './home-screen.stories';
import * as my from './my-screen.stories';
import * as orderList from './order-list-screen.stories';

// The sample screens put many components side by side; together they must still pass axe.
const screens = {
  ...composeStories(home),
  ...Object.fromEntries(Object.entries(composeStories(my)).map(([name, story]) => [`My${name}`, story])),
  ...Object.fromEntries(
    Object.entries(composeStories(orderList)).map(([name, story]) => [`Orders${name}`, story]),
  ),
  ...Object.fromEntries(
    Object.entries(composeStories(goodsDetail)).map(([name, story]) => [`Goods${name}`, story]),
  ),
};

describe('Sample screens', () => {
  it.each(Object.entries(screens))('screen %s has no axe violations', async (_name, Story) => {
    render(<Story />);
    await expectNoAxeViolations();
  });
});
