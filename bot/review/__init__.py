"""The pull request review: when to review, the job, its stages, publishing."""
