import {
  hasPortraitCrops,
  imageFallbackUrl,
  imageSrcSet,
  imageTwinFormats,
  imageTwinSrcSet,
  portraitSrcSet,
} from "@core/image-urls";
import type { Image } from "@core/images";
import { translate } from "@core/translation";

type Props = {
  image: Image;
  /** The sizes attribute: how wide the image is shown, so the browser picks the right file. */
  sizes: string;
  language: string;
  className?: string;
  /**
   * The page's largest first-screen picture (the LCP element): loaded at once with high priority, and
   * preloaded from the document head (server/ssr/html.ts finds it by its fetchpriority). Every other
   * picture waits until it nears the viewport.
   */
  eager?: boolean;
  /** Alternative text when the image has none of its own (e.g. a person's name). */
  fallbackAlt?: string;
  /**
   * Where the picture's portrait crop shows the same as the picture (a full-width header on a phone
   * held upright, modules/shared/image-sizes.ts headerPortrait), and how wide the crop is shown there.
   */
  portrait?: { media: string; sizes: string } | null;
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
  portrait = null,
}: Props) {
  const img = (
    <img
      className={className}
      src={imageFallbackUrl(image)}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      alt={translate(image.alt, language) || fallbackAlt}
      // The intrinsic size reserves the box before a byte arrives (no layout shift); CSS sets the
      // shown size, these give the aspect ratio.
      width={image.width}
      height={image.height}
      loading={eager ? "eager" : "lazy"}
      decoding={eager ? "auto" : "async"}
      {...(eager ? { fetchPriority: "high" as const } : {})}
    />
  );
  // Our stored pictures have AVIF and/or WebP twins of every file: a browser takes the first format
  // it reads (AVIF about half a JPEG's bytes), the others keep the JPEG <img>.
  const formats = imageTwinFormats(image);
  if (formats.length === 0) return img;
  const crop = portrait && hasPortraitCrops(image) ? portrait : null;
  return (
    <picture style={PICTURE_STYLE}>
      {crop
        ? [...formats, "jpg" as const].map((format) => (
            <source
              key={`portrait-${format}`}
              media={crop.media}
              {...(format === "jpg" ? {} : { type: `image/${format}` })}
              srcSet={portraitSrcSet(image, format)}
              sizes={crop.sizes}
            />
          ))
        : null}
      {formats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={imageTwinSrcSet(image, format)} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
