import { REVIEW_TEXT_MAX, type ReviewSubject } from '@fractional/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RadioGroup } from '../../../components/ui/radio-group';
import { StarRating } from '../../../components/ui/star-rating';
import { Textarea } from '../../../components/ui/textarea';
import { schemaFieldErrors } from '../../../lib/schema-errors';
import { useCreateReview } from '../api/create-review';
import { reviewErrors, type ReviewField } from '../review-display';
import styles from './reviews.module.css';

export interface ReviewDialogProps {
  projectId: number;
  memberId: number;
  /** Whom the caller reviews: the owner the `expert`, the member the `client`. */
  about: ReviewSubject;
  /** The expert's name, or the client's organisation. */
  subjectName: string;
  onClose: () => void;
}

const WORK_AGAIN = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;
type WorkAgain = (typeof WORK_AGAIN)[number]['value'];

const OWN_WORDS: Partial<Record<ReviewField, string>> = {
  rating: 'Choose from 1 to 5 stars.',
  wouldWorkAgain: 'Answer yes or no.',
};

/**
 * The review of an ended engagement (docs/reviews.md): 1–5 stars, an optional text (2,000 characters),
 * and whether they would work together again. Double-blind: nobody reads it until both sides have
 * reviewed, or 14 days have passed; the dialog says so before it is sent.
 */
export function ReviewDialog({ projectId, memberId, about, subjectName, onClose }: ReviewDialogProps) {
  const create = useCreateReview();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [workAgain, setWorkAgain] = useState<WorkAgain | null>(null);
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({});
  const server = reviewErrors(create.error);
  const fieldError = (field: ReviewField) => errors[field] ?? server.fields[field] ?? null;
  const edited = (field: ReviewField) => {
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (create.error) create.reset();
  };

  const onConfirm = async () => {
    const trimmed = text.trim();
    const body = {
      rating: rating === 0 ? undefined : rating,
      wouldWorkAgain: workAgain === null ? undefined : workAgain === 'yes',
      ...(trimmed ? { text: trimmed } : {}),
    };
    const { ReviewCreateSchema } = await import('../api/review-schemas');
    const problems = schemaFieldErrors(ReviewCreateSchema, body, OWN_WORDS);
    if (problems) return setErrors(problems);
    const parsed = ReviewCreateSchema.parse(body);
    await create.mutateAsync({ projectId, memberId, body: parsed });
    onClose();
  };

  return (
    <ConfirmDialog
      title={about === 'expert' ? `Review ${subjectName}` : `Review ${subjectName} as a client`}
      confirmLabel="Send the review"
      onConfirm={onConfirm}
      onCancel={onClose}
      isPending={create.isPending}
      error={server.general}
    >
      <div className={styles.form}>
        <p className={styles.muted}>
          Reviews are double-blind: neither side reads the other’s until both have reviewed, or 14 days after the first.
          A review cannot be changed once sent.
        </p>
        <StarRating
          name="rating"
          label="Your rating"
          value={rating}
          onChange={(value) => {
            setRating(value);
            edited('rating');
          }}
          error={fieldError('rating')}
          required
        />
        <Textarea
          name="text"
          label="Your review (optional)"
          hint={about === 'expert' ? 'What they delivered, how they worked.' : 'How the client worked with you.'}
          value={text}
          onChange={(value) => {
            setText(value);
            edited('text');
          }}
          maxLength={REVIEW_TEXT_MAX}
          error={fieldError('text')}
        />
        <RadioGroup
          name="wouldWorkAgain"
          label="Would you work with them again?"
          options={WORK_AGAIN}
          value={workAgain}
          onChange={(value) => {
            setWorkAgain(value);
            edited('wouldWorkAgain');
          }}
          error={fieldError('wouldWorkAgain')}
          columns={2}
          required
        />
      </div>
    </ConfirmDialog>
  );
}
