"""Feedback on posted findings: signals, outcomes, and relearning thresholds from them."""
