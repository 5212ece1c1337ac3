import type { CSSProperties } from 'react';

// Layout of the sample screens only; the kit's components bring their own styles.
export const screenStyles = {
  page: { minHeight: '100vh', paddingBottom: 70, boxSizing: 'border-box' },
  header: {
    padding: '12px 12px 16px',
    background: 'linear-gradient(180deg, #1a66e0 0%, #3b82f6 70%, #f6f7fa 100%)',
  },
  section: { padding: '0 12px', marginTop: 12 },
  sectionTitle: { margin: '16px 12px 10px', fontSize: 17, fontWeight: 700 },
  shortcuts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, 1fr)',
    gap: 4,
    margin: '12px 12px 0',
    padding: '12px 4px',
    borderRadius: 10,
    background: '#fff',
    listStyle: 'none',
  },
  shortcut: {
    display: 'grid',
    justifyItems: 'center',
    gap: 6,
    padding: '6px 0',
    color: '#1f2329',
    fontSize: 12,
    textDecoration: 'none',
  },
  shortcutIcon: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 44,
    height: 44,
    borderRadius: 14,
  },
  stack: { display: 'grid', gap: 10 },
} satisfies Record<string, CSSProperties>;
