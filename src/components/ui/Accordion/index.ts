export {
  Accordion,
  type AccordionItemData,
  type AccordionProps,
  type AccordionToggle,
} from './Accordion.tsx';
export * from './accordion-rules.ts';
