import { imageFallbackUrl, imageSrcSet } from "@core/image-urls";
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

export function ResponsiveImage({
  image,
  sizes,
  language,
  className,
  eager = false,
  fallbackAlt = "",
}: Props) {
  return (
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
}
