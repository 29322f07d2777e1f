import { ApiError } from '../../lib/api-client';

/** A failed search in words: a 422 names the parameter the API refused (docs/discovery.md). */
export function searchErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 422 && error.fieldErrors) {
    const [field, message] = Object.entries(error.fieldErrors)[0] ?? [];
    if (field) return `The search could not be run: ${field} ${message}. Change that filter and try again.`;
  }
  if (error instanceof ApiError && error.status === 403) {
    return 'Only clients with a verified e-mail address can search experts.';
  }
  return 'We could not search the experts. Check your connection and try again.';
}

/** `POST /projects/{id}/shortlist` failures in words: 409 is the expert already on that shortlist. */
export function shortlistErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return 'Already on that project’s shortlist.';
  if (error instanceof ApiError && error.status === 404) return 'That project is no longer yours to change.';
  if (error instanceof ApiError && error.fieldErrors?.profileId === 'notAvailable') {
    return 'This expert can no longer be shortlisted: they are not listed in Find experts any more.';
  }
  return 'We could not add the expert. Check your connection and try again.';
}

/** `POST /saved-searches` failures in words: the 21st search is refused by name. */
export function savedSearchErrorText(error: unknown, max: number): string {
  if (error instanceof ApiError && error.fieldErrors?.name === 'tooManySavedSearches') {
    return `You already have ${max} saved searches, the most you can keep. Delete one to save this search.`;
  }
  if (error instanceof ApiError && error.status === 422 && error.fieldErrors) {
    return Object.values(error.fieldErrors)[0] ?? error.message;
  }
  return 'We could not save the search. Check your connection and try again.';
}
