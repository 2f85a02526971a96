"""`redline review`: the review of a local git change, printed instead of posted."""
