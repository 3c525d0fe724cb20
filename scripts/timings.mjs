// The measuring scripts' summary of a list of timings: median, 95th percentile and
// maximum (nearest rank), and how they print.

/** Median, p95 and max of a list of milliseconds. */
export const stats = (list) => {
  const s = [...list].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { median: at(0.5), p95: at(0.95), max: s[s.length - 1] };
};

/** Milliseconds as printed: one decimal. */
export const ms = (n) => `${n.toFixed(1)} ms`;
