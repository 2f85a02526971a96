"""Learning per-repository thresholds and mutes from feedback: pure functions."""
