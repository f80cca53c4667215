import type { ThemeConfig } from 'antd';

// docs/accessibility.md "Colour": antd's default palette puts text below WCAG AA (4.5:1).
// Every value here was computed, not guessed; the ratios are against the backgrounds the text
// sits on (white, the page's #f5f5f5 / #f5f7fa, the light tinted backgrounds #e6f4ff, #f6ffed…).

/** antd blue-7: white on it 6.2:1, on white 6.2:1, on the selected-item tint #e6f4ff 5.5:1. */
const PRIMARY = '#0958d9';
/** antd red-7: on white 5.6:1, white on it 5.6:1 (the default #ff4d4f is 3.3:1). */
const ERROR = '#cf1322';
/** Black at 58 %: 5.2:1 or more on white, #f5f5f5, #fafafa and #e6f4ff (45 % was 3.4:1). */
const TEXT_TERTIARY = 'rgba(0, 0, 0, 0.58)';
/** Black at 55 %: 4.7:1 on a white or #f5f5f5 field (the default 25 % was 1.8:1). */
const TEXT_PLACEHOLDER = 'rgba(0, 0, 0, 0.55)';

const token: ThemeConfig['token'] = {
  colorPrimary: PRIMARY,
  // Links and "info" follow their own seed in antd, not colorPrimary.
  colorInfo: PRIMARY,
  colorLink: PRIMARY,
  // antd's hover is a lighter tint of the seed (#2e7ae6, 4.2:1); blue-6 of the new seed keeps 5.2:1.
  colorPrimaryHover: '#1668dc',
  colorLinkHover: '#1668dc',
  colorError: ERROR,
  colorTextTertiary: TEXT_TERTIARY,
  colorTextDescription: TEXT_TERTIARY,
  colorTextPlaceholder: TEXT_PLACEHOLDER,
  // The focus halo of inputs, selects and pickers: 2.3:1 against white at 50 %; at 70 % it is
  // 3.4:1, the 3:1 a focus indicator needs (WCAG 1.4.11), so a focused field is plain to see.
  controlOutline: 'rgba(9, 88, 217, 0.7)',
  controlOutlineWidth: 2,
};

/**
 * Tag text is palette shade 7 on shade 1 (preset colours) or the status colour on its tint:
 * 2.1–3.4:1 for green, gold, orange, lime, cyan… Only inside tags, a darker shade of the same
 * hue: each pair below is at least 4.5:1 on its tag background.
 */
const tagText = {
  green7: '#237804', // 5.4:1 on #f6ffed
  cyan7: '#006d75', // 5.8:1 on #e6fffb
  orange7: '#ad4e00', // 5.1:1 on #fff7e6
  volcano7: '#ad2102', // 6.4:1 on #fff2e8
  gold7: '#874d00', // 6.5:1 on #fffbe6
  yellow7: '#876800', // 5.2:1 on #feffe6
  lime7: '#3f6600', // 6.6:1 on #fcffe6
  colorSuccess: '#237804', // 5.4:1 on colorSuccessBg #f6ffed
  colorWarning: '#874d00', // 6.5:1 on colorWarningBg #fffbe6
};

const components: ThemeConfig['components'] = {
  Tag: tagText,
  // The empty table's "No data" is drawn in the disabled grey (1.8:1); it is information.
  Table: { colorTextDisabled: TEXT_TERTIARY },
};

/** The console's light theme with the accessible tokens over `base` (providers.tsx). */
export function withAccessibleTokens(base: ThemeConfig): ThemeConfig {
  return {
    ...base,
    token: { ...base.token, ...token },
    components: { ...base.components, ...components },
  };
}

/**
 * A nested dark ConfigProvider (dark and primary header themes) inherits the tokens above;
 * these put light text back. White at 85 %: 4.9:1 on the primary header (#0958d9), 13:1 on the
 * dark one (#001529); placeholders sit on the dark field (#141414), 65 % is 8.2:1 there.
 */
export const accessibleDarkTokens: ThemeConfig['token'] = {
  colorTextSecondary: 'rgba(255, 255, 255, 0.85)',
  colorTextTertiary: 'rgba(255, 255, 255, 0.85)',
  colorTextDescription: 'rgba(255, 255, 255, 0.85)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.65)',
};
