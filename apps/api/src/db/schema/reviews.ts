import { REVIEW_BLIND_DAYS, ReviewSubjects } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { squadMembers } from './invitations.js';
import { profiles } from './profiles.js';
import { projects } from './projects.js';
import { users } from './users.js';

const subjects = sql.raw(ReviewSubjects.values.map((value) => `'${value}'`).join(', '));

/**
 * One side's review of an ended membership (docs/reviews.md): `expert` is the owner about the member,
 * `client` the member about the owner; once per membership and side (unique index; a second insert
 * is the 409). `subject_profile_id` is the profile reviewed (the member's, or the project owner's),
 * so a track record is one indexed aggregate.
 *
 * Double-blind publication is decided at read time from `published_at`, which always holds the
 * moment the review becomes (or became) readable: the first side's review gets `created_at + 14 days`;
 * the second side's insert, under the membership's row lock, sets both to its own `now()`. A review is
 * published when `published_at <= now()`; no job has to run for it to appear. `announced_at` is when
 * both sides were told of its publication (activity item and live event): by the second review at
 * once, or by the `reviews.announce` schedule once the 14 days have passed; the `UPDATE … RETURNING`
 * that sets it tells each review once, whichever transaction or instance gets there first.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => squadMembers.id, { onDelete: 'cascade' }),
    about: text('about', { enum: ReviewSubjects.values }).notNull(),
    /** Kept after the author closes their account: the review then reads as from "Former member". */
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectProfileId: integer('subject_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    text: text('text'),
    wouldWorkAgain: boolean('would_work_again').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Moderation: a hidden review counts nowhere and is read by its author and admins only. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hiddenReason: text('hidden_reason'),
    hiddenByUserId: integer('hidden_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    announcedAt: timestamp('announced_at', { withTimezone: true, mode: 'date' }),
    /**
     * Whether its engagement holds at least 8 approved hours (migration 0046's triggers keep it): only such a
     * review counts towards the expert's track record (REVIEW_COUNTS, docs/matching.md).
     */
    counts: boolean('counts').notNull().default(false),
  },
  (table) => [
    uniqueIndex('reviews_member_side').on(table.memberId, table.about),
    index('reviews_project_idx').on(table.projectId, table.createdAt, table.id),
    index('reviews_author_idx').on(table.authorUserId),
    // Track records and profile pages: the visible reviews about one profile, newest published first.
    index('reviews_subject_idx')
      .on(table.subjectProfileId, table.about, table.publishedAt, table.id)
      .where(sql`${table.hiddenAt} is null`),
    // The schedule's search: the reviews still to announce, by when they are (or will be) published.
    index('reviews_unannounced_idx')
      .on(table.publishedAt)
      .where(sql`${table.announcedAt} is null`),
    check('reviews_about', sql`${table.about} in (${subjects})`),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('reviews_text_length', sql`char_length(${table.text}) <= 2000`),
    check(
      'reviews_blind_window',
      sql`${table.publishedAt} <= ${table.createdAt} + interval '${sql.raw(String(REVIEW_BLIND_DAYS))} days'`,
    ),
    check('reviews_hidden', sql`(${table.hiddenAt} is null) = (${table.hiddenReason} is null)`),
  ],
);

/** The one reminder per membership and side before the review window closes, whichever instance runs the job. */
export const reviewReminders = pgTable(
  'review_reminders',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => squadMembers.id, { onDelete: 'cascade' }),
    about: text('about', { enum: ReviewSubjects.values }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.about] })],
);
