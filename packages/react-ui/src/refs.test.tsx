import { render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Badge, Button, CouponCard, NavBar, Price, SearchBox, Stepper, TabBar, ThemeRoot } from './index';

// Each component hands its ref to its one outer DOM node (React 19 `ref` prop).
describe('refs', () => {
  it('reach the outer element of each component', () => {
    const button = createRef<HTMLButtonElement>();
    const badge = createRef<HTMLSpanElement>();
    const price = createRef<HTMLSpanElement>();
    const navBar = createRef<HTMLElement>();
    const tabBar = createRef<HTMLElement>();
    const stepper = createRef<HTMLDivElement>();
    const search = createRef<HTMLInputElement>();
    const coupon = createRef<HTMLElement>();
    const theme = createRef<HTMLDivElement>();
    render(
      <ThemeRoot ref={theme}>
        <Button ref={button}>Pay</Button>
        <Badge ref={badge} count={1} label="1" />
        <Price ref={price} value={100} currencySymbol="¥" />
        <NavBar ref={navBar} title="Title" />
        <TabBar ref={tabBar} label="Main" items={[{ value: 'home', label: 'Home', icon: null }]} />
        <Stepper ref={stepper} label="Quantity" increaseLabel="More" decreaseLabel="Less" />
        <SearchBox ref={search} label="Search" clearLabel="Clear" />
        <CouponCard
          ref={coupon}
          state="used"
          amount={100}
          currencySymbol="¥"
          title="Coupon"
          condition="Any order"
        />
      </ThemeRoot>,
    );
    expect(button.current?.classList.contains('mall-button')).toBe(true);
    expect(badge.current?.classList.contains('mall-badge')).toBe(true);
    expect(price.current?.classList.contains('mall-price')).toBe(true);
    expect(navBar.current?.classList.contains('mall-nav-bar')).toBe(true);
    expect(tabBar.current?.classList.contains('mall-tab-bar')).toBe(true);
    expect(stepper.current?.classList.contains('mall-stepper')).toBe(true);
    expect(search.current?.tagName).toBe('INPUT');
    expect(coupon.current?.classList.contains('mall-coupon-card')).toBe(true);
    expect(theme.current?.classList.contains('mall-theme-root')).toBe(true);
  });
});
