/** Image widths the worker's image route serves (w= parameter). */
const WIDTHS = [160, 320, 480, 640, 960, 1280, 1600] as const;

interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** Intrinsic aspect: width and height attributes keep the layout from jumping. */
  width: number;
  height: number;
  /** The sizes attribute: how wide the image is drawn. */
  sizes: string;
  /** Largest width worth asking for. */
  maxWidth?: number;
  priority?: boolean;
  className?: string;
}

/** An image from the shop's image route in the widths the layout needs; nothing for data without an image. */
export function ResponsiveImage({ src, alt, width, height, sizes, maxWidth = 1600, priority = false, className }: ResponsiveImageProps) {
  // An empty src would make the browser fetch the page itself again.
  if (!src) return null;
  const widths = WIDTHS.filter((candidate) => candidate <= maxWidth);
  const local = src.startsWith('/');
  const at = (w: number) => `${src}?w=${w}`;
  return (
    <img
      className={className}
      src={local ? at(Math.min(maxWidth, 960)) : src}
      srcSet={local ? widths.map((w) => `${at(w)} ${w}w`).join(', ') : undefined}
      sizes={local ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
