// The language feature's public face: the header's switch and the Settings row's choice.
export { chooseLanguage } from './choose-language';
export { LanguageSwitch } from './language-switch';
