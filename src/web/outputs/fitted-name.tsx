// A team name on the scoreboard: always one line inside its box, never wrapped or cut (fit-name.ts
// makes the choice). Both names are measured in the type the box sets them in, again whenever the
// box changes size.
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { fitName, type NameFit } from './fit-name.ts';
import styles from './scoreboard-display.module.css';

let canvas: CanvasRenderingContext2D | null | undefined;

/** The width of `text` set as `el` sets it (case, letter spacing), at a font size of `px`. */
function textWidth(el: HTMLElement, text: string, px: number): number {
  canvas ??= document.createElement('canvas').getContext('2d');
  if (canvas === null) return 0;
  const style = getComputedStyle(el);
  const shown = style.textTransform === 'uppercase' ? text.toLocaleUpperCase() : text;
  canvas.font = `${style.fontStyle} ${style.fontWeight} ${px}px ${style.fontFamily}`;
  // Letter spacing is in the element's em, so it scales with the size.
  const spacingEm =
    (Number.parseFloat(style.letterSpacing) || 0) / Number.parseFloat(style.fontSize);
  return canvas.measureText(shown).width + [...shown].length * spacingEm * px;
}

export function FittedName(props: { name: string; shortName: string; testId: string }) {
  const { name, testId } = props;
  const shortName = props.shortName || name;
  const box = useRef<HTMLSpanElement>(null);
  const [fit, setFit] = useState<NameFit>({ short: false, scale: 1 });

  useLayoutEffect(() => {
    const el = box.current;
    const head = el?.parentElement;
    if (!el || !head) return;
    const measure = () => {
      const basePx = Number.parseFloat(getComputedStyle(head).fontSize);
      const next = fitName(
        el.clientWidth,
        textWidth(el, name, basePx),
        textWidth(el, shortName, basePx),
        basePx,
      );
      setFit((prev) =>
        prev.short === next.short && Math.abs(prev.scale - next.scale) < 0.005 ? prev : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [name, shortName]);

  return (
    <span
      ref={box}
      className={styles.name}
      style={{ '--fit': fit.scale } as CSSProperties}
      data-testid={testId}
    >
      {fit.short ? shortName : name}
    </span>
  );
}
