// A QR code drawn as an SVG from its matrix (domain/share/qr-path.ts), with a light quiet zone
// around it so a phone's camera finds it on a dark page too. Loaded lazily: the encoder stays out
// of every page that shows no code.
import { qrPath } from '../../domain/share/qr-path.ts';

/** The quiet zone, in modules: two read reliably on a screen. */
const margin = 2;

export function QrSvg(props: { value: string; size: number; title: string }) {
  const { size, d } = qrPath(props.value);
  const side = size + 2 * margin;
  return (
    <svg
      role="img"
      width={props.size}
      height={props.size}
      viewBox={`${-margin} ${-margin} ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <title>{props.title}</title>
      <rect x={-margin} y={-margin} width={side} height={side} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  );
}
