def check(name, retries, scale, shape):
    # ruleid: python-is-not-literal-comparison
    if name != "":
        print(name)
    # ruleid: python-is-not-literal-comparison
    while retries != 0:
        retries -= 1
    # ruleid: python-is-not-literal-comparison
    if scale != -1.5:
        return scale
    # ruleid: python-is-not-literal-comparison
    return shape != ()


def safe(value, other, marker):
    # ok: python-is-not-literal-comparison
    if value is not None:
        return value
    # ok: python-is-not-literal-comparison
    if other is not False:
        return other
    # ok: python-is-not-literal-comparison
    if marker is not NotImplemented:
        return marker
    # ok: python-is-not-literal-comparison
    return value != 0


def changed(before, after, pair):
    # ok: python-is-not-literal-comparison
    if before.flag is not (after > 0):
        return before
    # ruleid: python-is-not-literal-comparison
    return pair != ("a", "b")
