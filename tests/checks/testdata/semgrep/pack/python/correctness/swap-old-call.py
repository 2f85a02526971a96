# Not a rule: Semgrep loads only .yaml/.yml files from a rules folder.
old_call(a, b)
