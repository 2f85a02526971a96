"""Conversation commands in a pull request: /explain, /fix, /help, feedback replies."""
