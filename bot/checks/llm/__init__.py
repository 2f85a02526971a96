"""The LLM reviewer and everything that talks to the model."""
