import {
  createTheme,
  DEFAULT_THEME,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
} from '@mantine/core';
import buttonClasses from './button.module.css';

/** The one key the theme is stored under, so a device keeps its choice across accounts; public/theme-init.js reads it too. */
export const themeStorageKey = 'tempo-theme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: themeStorageKey });

// Shade 8 instead of Mantine's 6 keeps white-on-colour buttons and blue links above the WCAG AA
// contrast ratio of 4.5:1.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  components: {
    // Every field of our forms is required, so a row of asterisks would tell nobody anything;
    // the inputs still carry the `required` state for assistive technology.
    InputWrapper: { defaultProps: { withAsterisk: false } },
    // A button's words wrap instead of being cut (button.module.css).
    Button: { classNames: buttonClasses },
    // A fieldset is never narrower than its widest line by default, so one long label widened
    // the whole page on a phone; like any other box it takes the width it is given.
    Fieldset: { styles: { root: { minWidth: 0 } } },
    // Mantine hides the real checkbox of a Switch in a 0×0 box; laid over the track instead
    // (still transparent) it is what a pointer, a test or a screen magnifier actually hits.
    Switch: {
      styles: {
        input: {
          width: 'var(--switch-width)',
          height: 'var(--switch-height)',
          insetInlineStart: 0,
          top: 0,
          zIndex: 1,
          cursor: 'pointer',
        },
      },
    },
  },
});

/**
 * Mantine's default dimmed greys, error reds and light-variant text (tinted badges, alerts,
 * active links) are too faint for small text; one shade darker passes WCAG AA.
 */
const lightVariantText = Object.fromEntries(
  Object.keys(DEFAULT_THEME.colors).map((name) => [
    `--mantine-color-${name}-light-color`,
    `var(--mantine-color-${name}-9)`,
  ]),
);
// Shade 9 of red, cyan and the yellow-green end of the palette still falls under 4.5:1 on its own
// tint laid over a hovered or striped table row (gray-0), e.g. green 3.73, yellow 2.61; these are
// shade 9 darkened just enough to reach 4.7:1 there.
const darkerLightVariantText: Record<string, string> = {
  '--mantine-color-red-light-color': '#c32929',
  '--mantine-color-cyan-light-color': '#0b7184',
  '--mantine-color-teal-light-color': '#077655',
  '--mantine-color-green-light-color': '#257735',
  '--mantine-color-lime-light-color': '#49750a',
  '--mantine-color-yellow-light-color': '#a35400',
  '--mantine-color-orange-light-color': '#b83d0d',
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...lightVariantText,
    ...darkerLightVariantText,
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
