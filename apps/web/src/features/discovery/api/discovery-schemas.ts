// Imported on demand by Find experts' calls, so no route chunk carries these schemas until it asks.
export {
  ExpertSearchPageSchema,
  SavedSearchPageSchema,
  SavedSearchSchema,
  ShortlistEntrySchema,
} from '@fractional/contract';
