/**
 * Environment for processes that run the engine (server, worker, benchmarks).
 *
 * MALLOC_ARENA_MAX=2: libvips (sharp) works on many threads, and glibc gives each thread
 * its own malloc arena, which keeps freed image buffers as resident memory. Two arenas
 * cut the peak RSS of 20 sketchbook pages from ~430 MB to ~240 MB on this machine at the
 * same speed (measured 2026-11-22; sharp's installation docs recommend this or jemalloc).
 * A value already set in the environment wins.
 */
export function engineProcessEnv(extra = {}) {
  return { MALLOC_ARENA_MAX: '2', ...process.env, ...extra };
}
