import '../theme-root/theme-root.css';
import { SearchBox as SearchBoxComponent } from './search-box';
import './search-box.css';

export type { SearchBoxProps } from './search-box';

// Bound here, not re-exported: using the component keeps this module, and so its stylesheets, in a bundle.
/** A rounded search field with clear button; Enter or the button searches. */
export const SearchBox = SearchBoxComponent;
