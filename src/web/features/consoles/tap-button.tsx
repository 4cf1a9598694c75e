// A console's button: what Mantine's Button puts in the page (its classes, data attributes and the
// colour and size variables its variant resolves to), drawn as one plain element. A console opens
// with 25–35 buttons; as Mantine components each is four (Button, UnstyledButton and two Boxes)
// that merge the theme's defaults and resolve their styles on every render: most of the time a
// console's panels took to appear on a phone. The look is Mantine's own, from the same CSS; the
// dialogs a console opens later keep Mantine's Button.
import {
  Button,
  getFontSize,
  getSize,
  rem,
  UnstyledButton,
  useMantineTheme,
  type MantineColor,
  type MantineSize,
  type MantineTheme,
} from '@mantine/core';
import { forwardRef, type ButtonHTMLAttributes, type CSSProperties } from 'react';

export type TapButtonVariant = 'filled' | 'light' | 'default' | 'subtle';

export interface TapButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  variant?: TapButtonVariant;
  /** A theme colour, with or without its shade: `red`, `teal.9`. */
  color?: MantineColor;
  size?: MantineSize | `compact-${MantineSize}`;
  /** Inline padding in pixels, as Mantine's `px`. */
  px?: number;
  fullWidth?: boolean;
  labelClassName?: string;
  labelStyle?: CSSProperties;
}

type ColorVars = Record<`--button-${string}`, string | undefined>;

// A variant's colours depend only on the theme, the variant and the colour: resolved once each.
const resolved = new WeakMap<MantineTheme, Map<string, ColorVars>>();

/** The colour variables Mantine's Button sets for `variant` and `color`. */
function colorVars(theme: MantineTheme, variant?: string, color?: string): ColorVars {
  let known = resolved.get(theme);
  if (!known) resolved.set(theme, (known = new Map<string, ColorVars>()));
  const key = `${variant ?? ''}|${color ?? ''}`;
  let vars = known.get(key);
  if (!vars) {
    const colors = theme.variantColorResolver({
      color: color || theme.primaryColor,
      theme,
      variant: variant || 'filled',
    });
    const own = Boolean(color || variant);
    vars = {
      '--button-bg': own ? colors.background : undefined,
      '--button-hover': own ? colors.hover : undefined,
      '--button-color': colors.color,
      '--button-bd': own ? colors.border : undefined,
      '--button-hover-color': own ? colors.hoverColor : undefined,
    };
    known.set(key, vars);
  }
  return vars;
}

function sizeVars(size: TapButtonProps['size']) {
  if (size === undefined) return undefined;
  return {
    '--button-height': getSize(size, 'button-height'),
    '--button-padding-x': getSize(size, 'button-padding-x'),
    '--button-fz': getFontSize(size.replace('compact-', '')),
  };
}

const rootClass = `${Button.classes.root} mantine-Button-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;

export const TapButton = forwardRef<HTMLButtonElement, TapButtonProps>(function TapButton(
  {
    variant,
    color,
    size,
    px,
    fullWidth,
    labelClassName,
    labelStyle,
    className,
    style,
    disabled,
    type = 'button',
    children,
    ...rest
  },
  ref,
) {
  const theme = useMantineTheme();
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled}
      data-variant={variant}
      data-size={size}
      data-disabled={disabled || undefined}
      data-block={fullWidth || undefined}
      className={`mantine-focus-auto ${disabled ? '' : 'mantine-active '}${rootClass}${className ? ` ${className}` : ''}`}
      style={{
        ...sizeVars(size),
        ...colorVars(theme, variant, color),
        ...(px === undefined ? null : { paddingInline: rem(px) }),
        ...style,
      }}
      {...rest}
    >
      <span className={`${Button.classes.inner} mantine-Button-inner`}>
        <span
          className={`${labelClassName ? `${labelClassName} ` : ''}${Button.classes.label} mantine-Button-label`}
          style={labelStyle}
        >
          {children}
        </span>
      </span>
    </button>
  );
});
