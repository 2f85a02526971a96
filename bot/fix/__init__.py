"""`/fix`: repair findings with verified edits, pushed to the pull request."""
