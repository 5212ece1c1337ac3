import type { ReactNode } from 'react';

interface CheckoutCardProps {
  /** Id of the heading that names the card. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A card of the order submit page, named by its heading (address, goods, coupon). */
export function CheckoutCard({ id, title, children }: CheckoutCardProps) {
  return (
    <section className="app-submit__card" aria-labelledby={id}>
      <h2 id={id} className="app-submit__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}
