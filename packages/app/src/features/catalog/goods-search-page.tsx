import { IconButton, SearchBox } from '@mall/react-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useI18n } from '../../i18n/i18n-context';
import { Page } from '../../shell/page';
import { searchQueries } from './search-queries';
import { useSearchHistory } from './use-search-history';
import './catalog.css';

/** Goods search: the box, the history (kept, clearable) and the hot "search findings". */
export default function GoodsSearchPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useState(params.get('keyWord') ?? '');
  const history = useSearchHistory();
  const hot = useQuery(searchQueries.hot());

  const search = (word: string) => {
    const value = word.trim();
    if (value) {
      history.add(value);
    }
    navigate(`/pages/goods/list?${new URLSearchParams(value ? { keyWord: value } : {}).toString()}`);
  };

  return (
    <Page title={t('title.goodsSearch')}>
      <div className="app-search__box">
        <SearchBox
          label={t('search.label')}
          placeholder={t('home.searchPlaceholder')}
          clearLabel={t('common.clear')}
          submitLabel={t('search.submit')}
          value={keyword}
          onChange={setKeyword}
          onSearch={search}
          autoFocus
        />
      </div>
      {history.words.length > 0 ? (
        <section className="app-section app-search__section" aria-labelledby="search-history">
          <div className="app-section__head">
            <h2 id="search-history" className="app-section__title">
              {t('search.history')}
            </h2>
            <IconButton icon="close" label={t('search.clearHistory')} onClick={history.clear} />
          </div>
          <ul className="app-chips">
            {history.words.map((word) => (
              <li key={word}>
                <button type="button" className="app-chip" onClick={() => search(word)}>
                  {word}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {hot.data && hot.data.length > 0 ? (
        <section className="app-section app-search__section" aria-labelledby="search-findings">
          <h2 id="search-findings" className="app-section__title">
            {t('search.findings')}
          </h2>
          <ul className="app-chips">
            {hot.data.map((row) => (
              <li key={row.id}>
                <button type="button" className="app-chip app-chip--hot" onClick={() => search(row.name)}>
                  {row.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Page>
  );
}
