import { h } from '../lib/dom';
import { t } from '../lib/i18n';

/**
 * "On this page": a long desk page's sections, each a button that takes the reader (and the focus)
 * to its heading. Buttons, not links: the desk's address is its route (#/competitions/…), so an
 * in-page #anchor would be read as another page.
 */
export function sectionNav(sections: Array<{ headingId: string; label: string }>): HTMLElement {
  const go = (headingId: string) => {
    const heading = document.getElementById(headingId);
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  };
  return h(
    'nav',
    { class: 'section-nav no-print', id: 'section-nav', 'aria-label': t('desk.sections.label') },
    h('h2', { class: 'section-nav-title' }, t('desk.sections.title')),
    h(
      'ul',
      {},
      ...sections.map(({ headingId, label }) => {
        const button = h('button', { type: 'button', class: 'link', 'data-target': headingId }, label);
        button.addEventListener('click', () => go(headingId));
        return h('li', {}, button);
      }),
    ),
  );
}
