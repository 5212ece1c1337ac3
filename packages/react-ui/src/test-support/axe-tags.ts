/** WCAG 2.2 A and AA; best-practice rules such as "region" assume a whole page, not one component. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
