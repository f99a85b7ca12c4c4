/**
 * A titled grid of link cards: service-check cards, top solutions (and the recommendations that
 * may take their place), browse topics, internet services. Rendered statically by the page (no
 * JavaScript) and by the top-solutions island alike; the surrounding Section gives it its
 * landmark and spacing.
 */
import type { CardGridView } from '../../domain/cards.ts';
import AskAssistantButton from './AskAssistantButton.tsx';
import styles from './CardGrid.module.scss?below-fold';

export type CardGridProps = CardGridView & { headingLevel?: 2 | 3 };

export default function CardGrid({
  id,
  heading,
  description,
  items,
  position,
  columns = 3,
  headingLevel = 2,
  contentLang,
  introTitle,
  introLang,
}: CardGridProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const CardHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <div data-link-position={position}>
      {heading && (
        <Heading id={id} className={styles.heading}>
          {heading}
        </Heading>
      )}
      {(description || introTitle) && (
        <p className={styles.intro} lang={introLang ?? contentLang}>
          {introTitle && <strong>{introTitle}</strong>}
          {introTitle && description ? ' ' : ''}
          {description}
        </p>
      )}
      <ul
        className={[styles.cards, columns === 3 ? styles.cols3 : ''].join(' ').trim()}
        lang={contentLang}
      >
        {items.map((item, index) => (
          <li className={styles.card} key={`${index}-${item.title}`} lang={item.lang}>
            {item.imageUrl && (
              <img src={item.imageUrl} alt="" width="48" height="48" loading="lazy" />
            )}
            <CardHeading className={styles.cardTitle}>
              {item.href && !item.linkText ? <a href={item.href}>{item.title}</a> : item.title}
            </CardHeading>
            {item.description && <p>{item.description}</p>}
            {item.href && item.linkText && (
              <a className={styles.cardLink} href={item.href}>
                {item.linkText}
              </a>
            )}
            {item.ask && <AskAssistantButton {...item.ask} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
