import {
  ErrorKeys,
  type BusinessDetail,
  type BusinessDetailInput,
  type BusinessDetailUpdate,
} from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { AppError, isUniqueViolation } from '../../lib/errors.js';
import {
  findBusinessDetailById,
  findBusinessDetailByUserId,
  insertBusinessDetail,
  toBusinessDetail,
  updateBusinessDetail,
} from './business-details.repository.js';

const ALREADY_EXISTS = { general: ErrorKeys.businessDetailExists };

/** A client's one business detail (sign-up usually creates it; this is for those who have none). */
export async function createBusinessDetail(
  db: Database,
  userId: number,
  input: BusinessDetailInput,
): Promise<BusinessDetail> {
  if (await findBusinessDetailByUserId(db, userId)) throw AppError.validation(ALREADY_EXISTS);
  try {
    return toBusinessDetail(await insertBusinessDetail(db, userId, input));
  } catch (error) {
    // Two creations at once: the unique user_id lets exactly one through.
    if (isUniqueViolation(error, 'business_details_user_id_unique')) throw AppError.validation(ALREADY_EXISTS);
    throw error;
  }
}

/** Updates the caller's business detail; anyone else's (or none) is a 404 that reveals nothing. */
export async function updateOwnBusinessDetail(
  db: Database,
  userId: number,
  id: number,
  input: BusinessDetailUpdate,
): Promise<BusinessDetail> {
  const row = await findBusinessDetailById(db, id);
  if (!row || row.userId !== userId) throw AppError.notFound('Business detail not found');
  return toBusinessDetail(await updateBusinessDetail(db, id, input));
}
