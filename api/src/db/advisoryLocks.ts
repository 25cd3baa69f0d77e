/**
 * The Postgres advisory lock keys, one per job that must run on one instance at a time. Kept in
 * one place so that no two jobs share a key by accident (the seed and the heartbeat once did, so a
 * heartbeat pass could hold up a seed and the other way round).
 */
export const advisoryLocks = {
  migration: 727_001,
  heartbeat: 727_002,
  alarmEvaluation: 727_003,
  seed: 727_004,
} as const;
