// The shared widgets of docs/product.md#shared-widgets: pages and features import them from here.
export { Badge, type BadgeProps } from './badge';
export {
  Button,
  ButtonLink,
  type ButtonProps,
  type ButtonLinkProps,
  type ButtonVariant,
  type ButtonSize,
} from './button';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Checkbox, type CheckboxProps } from './checkbox';
export { CheckboxGroup, type CheckboxGroupProps } from './checkbox-group';
export { ErrorBanner, type ErrorBannerProps } from './error-banner';
export { Field, inputClassName, type FieldProps, type FieldControlProps } from './field';
export { FormFrame } from './form-frame';
export { FormSection, Wide } from './form-section';
export { FileUpload, formatFileSize, type FileUploadProps } from './file-upload';
export { MultiSelect, type MultiSelectOption, type MultiSelectProps } from './multi-select';
export { Pager, type PagerProps } from './pager';
export { PhoneInput, phoneError, type PhoneInputProps } from './phone-input';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { RadioGroup, type RadioGroupProps } from './radio-group';
export { ScoreBadge } from './score-badge';
export { Select, type SelectProps } from './select';
export { ShowMoreButton, type NextPageQuery, type ShowMoreButtonProps } from './show-more-button';
export { SkillSearch, type SkillSearchProps } from './skill-search';
export { SortIndicator, type SortIndicatorProps } from './sort-indicator';
export { StarRating, starsText, type StarRatingProps } from './star-rating';
export { LoadingOverlay, Spinner, type LoadingOverlayProps, type SpinnerProps } from './spinner';
export { TextInput, type TextInputMode, type TextInputProps } from './text-input';
export { Textarea, type TextareaProps } from './textarea';
export { TimezoneSelect, type TimezoneSelectProps } from './timezone-select';
