// Imported on demand by the project calls, so the client home's route chunk carries no zod: zod and
// the project schemas load, as a task of their own, with the first answer (docs/benchmarks.md, Web).
export { ProjectPageSchema, ProjectSchema } from '@fractional/contract';
