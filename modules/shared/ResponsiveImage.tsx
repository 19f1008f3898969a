import { hasWebpTwins, imageFallbackUrl, imageSrcSet, imageWebpSrcSet } from "@core/image-urls";
import type { Image } from "@core/images";
import { translate } from "@core/translation";

type Props = {
  image: Image;
  /** The sizes attribute: how wide the image is shown, so the browser picks the right file. */
  sizes: string;
  language: string;
  className?: string;
  eager?: boolean;
  /** Alternative text when the image has none of its own (e.g. a person's name). */
  fallbackAlt?: string;
};

// display: contents keeps the <picture> out of the layout, so the <img> sizes and styles exactly as it
// would without it.
const PICTURE_STYLE = { display: "contents" } as const;

export function ResponsiveImage({
  image,
  sizes,
  language,
  className,
  eager = false,
  fallbackAlt = "",
}: Props) {
  const img = (
    <img
      className={className}
      src={imageFallbackUrl(image)}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      alt={translate(image.alt, language) || fallbackAlt}
      width={image.width}
      height={image.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      {...(eager ? { fetchPriority: "high" as const } : {})}
    />
  );
  // Our own uploads have WebP twins: a browser that reads WebP loads those (a third smaller), the
  // others keep the JPEG <img>.
  if (!hasWebpTwins(image)) return img;
  return (
    <picture style={PICTURE_STYLE}>
      <source type="image/webp" srcSet={imageWebpSrcSet(image)} sizes={sizes} />
      {img}
    </picture>
  );
}
