import type { ElementType, ReactNode } from 'react';
import { useInView } from './use-in-view';
import './motion.css';

type FadeInProps = {
  children: ReactNode;
  as?: ElementType;
  className?: string;
};

/**
 * Fades and slides its content in the first time it scrolls into view (1000 ms, once). Only opacity and
 * transform change, so nothing around it moves (no layout shift); reduced-motion visitors see it at once.
 */
export function FadeIn({ children, as: Tag = 'div', className = '' }: FadeInProps) {
  const { ref, inView } = useInView<HTMLElement>();
  return (
    <Tag ref={ref} className={`fade-in${inView ? ' fade-in-visible' : ''} ${className}`.trim()}>
      {children}
    </Tag>
  );
}
