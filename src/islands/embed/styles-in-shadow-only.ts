/**
 * Imported first by the embed's entry: the widget's parts adopt their rules as their modules are
 * evaluated, and on another site's page they belong in the element's shadow root only.
 */
import { keepStylesOutOfDocument } from '../../browser/adopt-styles.ts';

keepStylesOutOfDocument();
