import { Button } from '@mall/react-ui';
import { useId, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { type GoodsListFilters, parsePrice } from './goods-list-filters';

interface PriceBoundInputProps {
  /** Read out (the visible placeholder says the same). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Id of the range's error text while there is one. */
  errorId: string | undefined;
}

/** One end of the price range. */
function PriceBoundInput({ label, value, onChange, errorId }: PriceBoundInputProps) {
  return (
    <label className="app-filter__field">
      <span className="mall-visually-hidden">{label}</span>
      <input
        inputMode="decimal"
        placeholder={label}
        value={value}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** The price range filter of the goods list: lowest and highest price, reset and apply. */
export function PriceFilter({
  filters,
  onApply,
}: {
  filters: GoodsListFilters;
  onApply: (range: { minPrice?: number; maxPrice?: number }) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [lowest, setLowest] = useState(filters.minPrice === undefined ? '' : String(filters.minPrice));
  const [highest, setHighest] = useState(filters.maxPrice === undefined ? '' : String(filters.maxPrice));
  const [error, setError] = useState<string>();
  const errorId = error ? `${id}-error` : undefined;
  const apply = () => {
    const minPrice = parsePrice(lowest);
    const maxPrice = parsePrice(highest);
    if ((lowest.trim() && minPrice === undefined) || (highest.trim() && maxPrice === undefined)) {
      setError(t('validation.money'));
      return;
    }
    if (minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice) {
      setError(t('validation.priceRange'));
      return;
    }
    onApply({
      ...(minPrice !== undefined ? { minPrice } : {}),
      ...(maxPrice !== undefined ? { maxPrice } : {}),
    });
  };
  return (
    <section className="app-filter" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="app-filter__title">
        {t('list.priceRange')}
      </h2>
      <div className="app-filter__range">
        <PriceBoundInput label={t('list.lowest')} value={lowest} onChange={setLowest} errorId={errorId} />
        <span aria-hidden="true" className="app-filter__dash" />
        <PriceBoundInput label={t('list.highest')} value={highest} onChange={setHighest} errorId={errorId} />
      </div>
      {error ? (
        <p id={errorId} role="alert" className="app-filter__error">
          {error}
        </p>
      ) : null}
      <div className="app-filter__actions">
        <Button
          variant="outline"
          block
          onClick={() => {
            setLowest('');
            setHighest('');
            setError(undefined);
            onApply({});
          }}
        >
          {t('list.reset')}
        </Button>
        <Button variant="primary" block onClick={apply}>
          {t('list.ok')}
        </Button>
      </div>
    </section>
  );
}
