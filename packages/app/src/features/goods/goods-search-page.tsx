import { IconButton, SearchBox } from '@mall/react-ui';
import { SEARCH_KEYWORD_MAX } from '@mall/sdk/schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { useNavigate, useSearchParams } from '../../router/hash-router';
import { Page } from '../../shell/page';
import { keyWordOf } from './goods-list-filters';
import { searchQueries } from './search-queries';
import { SearchWordsSection } from './search-words-section';
import { useSearchHistory } from './use-search-history';
import './goods.css';
import { pathOf } from '../../router/routes';

/** Goods search: the box, the history (kept, clearable) and the hot "search findings". */
export default function GoodsSearchPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useState(keyWordOf(params.get('keyWord')) ?? '');
  const history = useSearchHistory();
  const hot = useQuery(searchQueries.hot());

  const search = (word: string) => {
    const value = word.trim();
    if (value) {
      history.add(value);
    }
    // The list's address keeps its `?` when there is no word.
    navigate(`${pathOf('goodsList')}?${new URLSearchParams(value ? { keyWord: value } : {}).toString()}`);
  };

  return (
    <Page>
      <div className="app-search__box">
        <SearchBox
          label={t('search.label')}
          placeholder={t('home.searchPlaceholder')}
          clearLabel={t('common.clear')}
          submitLabel={t('search.submit')}
          value={keyword}
          onChange={setKeyword}
          onSearch={search}
          maxLength={SEARCH_KEYWORD_MAX}
          autoFocus
        />
      </div>
      {history.words.length > 0 ? (
        <SearchWordsSection
          id="search-history"
          title={t('search.history')}
          words={history.words.map((word) => ({ key: word, text: word }))}
          onSearch={search}
          action={<IconButton icon="close" label={t('search.clearHistory')} onClick={history.clear} />}
        />
      ) : null}
      {hot.data && hot.data.length > 0 ? (
        <SearchWordsSection
          id="search-findings"
          title={t('search.findings')}
          words={hot.data.map((row) => ({ key: row.id, text: row.name }))}
          onSearch={search}
          hot
        />
      ) : null}
    </Page>
  );
}
