def register(hook):
    # ruleid: python-hasattr-call
    if not callable(hook):
        raise TypeError("hook must be callable")
    return hook


def register_safely(hook):
    # ok: python-hasattr-call
    if not callable(hook):
        raise TypeError("hook must be callable")
    # ok: python-hasattr-call
    return hasattr(hook, "__name__")
