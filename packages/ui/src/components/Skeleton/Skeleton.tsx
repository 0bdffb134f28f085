import { Bone, Container } from './Skeleton.styles';

export interface SkeletonProps {
  /** Text lines (the last one shorter), a solid block, or a circle such as an avatar. */
  variant?: 'text' | 'block' | 'circle';
  /** Number of text lines. */
  lines?: number;
  /** Width as CSS length or pixels; text lines default to the full width. */
  width?: string | number;
  /** Height as CSS length or pixels of a block or circle. */
  height?: string | number;
  /** What is loading, read by screen readers. */
  label?: string;
  /** Extra class for layout by the parent. */
  className?: string;
}

const px = (value: string | number) => (typeof value === 'number' ? `${value}px` : value);

/** A placeholder with the rough shape of content that is still loading; the container is aria-busy. */
export function Skeleton({
  variant = 'text',
  lines = 3,
  width,
  height,
  label = 'Loading',
  className,
}: SkeletonProps) {
  let bones;
  if (variant === 'circle') {
    const size = px(width ?? height ?? 40);
    bones = <Bone $width={size} $height={size} $round />;
  } else if (variant === 'block') {
    bones = <Bone $width={px(width ?? '100%')} $height={px(height ?? 96)} $round={false} />;
  } else {
    bones = Array.from({ length: Math.max(1, lines) }, (_, index) => (
      <Bone
        key={index}
        $width={index === lines - 1 && lines > 1 ? '60%' : px(width ?? '100%')}
        $height="12px"
        $round={false}
      />
    ));
  }
  return (
    <Container className={className} role="status" aria-busy="true" aria-label={label}>
      {bones}
    </Container>
  );
}
