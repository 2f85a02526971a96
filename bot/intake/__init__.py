"""Webhook intake: verify, record and route every delivery, then queue its work."""
