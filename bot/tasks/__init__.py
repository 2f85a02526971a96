"""Job handlers: what a worker does for each JobKind."""
