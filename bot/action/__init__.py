"""Redline as a GitHub Action: the App's review of a pull_request, with the workflow's token."""
