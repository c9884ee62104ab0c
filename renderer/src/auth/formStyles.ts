import { makeStyles, tokens } from '@fluentui/react-components';

/** Shared layout of the account forms. */
export const useAuthFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { width: '100%', marginTop: tokens.spacingVerticalS },
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    fontSize: tokens.fontSizeBase300,
  },
  centered: { textAlign: 'center', fontSize: tokens.fontSizeBase300 },
});
