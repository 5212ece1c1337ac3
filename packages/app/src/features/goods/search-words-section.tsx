import type { ReactNode } from 'react';

/** A word to offer, with what tells it apart from the others in the list. */
export interface SearchWord {
  key: string | number;
  text: string;
}

interface SearchWordsSectionProps {
  /** Id of the heading that names the section. */
  id: string;
  title: string;
  words: readonly SearchWord[];
  /** Searches for a word the shopper tapped. */
  onSearch: (word: string) => void;
  /** Beside the heading, e.g. "Clear history". */
  action?: ReactNode;
  /** Draws the words as hot ones (the search findings). */
  hot?: boolean;
}

/** A titled list of words on the search page (history, findings); tapping one searches for it. */
export function SearchWordsSection({
  id,
  title,
  words,
  onSearch,
  action,
  hot = false,
}: SearchWordsSectionProps) {
  const heading = (
    <h2 id={id} className="app-section__title">
      {title}
    </h2>
  );
  return (
    <section className="app-section app-search__section" aria-labelledby={id}>
      {action ? (
        <div className="app-section__head">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      <ul className="app-chips">
        {words.map((word) => (
          <li key={word.key}>
            <button
              type="button"
              className={hot ? 'app-chip app-chip--hot' : 'app-chip'}
              onClick={() => onSearch(word.text)}
            >
              {word.text}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
