def classify(status, code, ratio, pair):
    # ruleid: python-is-literal-comparison
    if status is "active":
        return 1
    # ruleid: python-is-literal-comparison
    if code is 404:
        return 2
    # ruleid: python-is-literal-comparison
    if ratio is 0.5:
        return 3
    # ruleid: python-is-literal-comparison
    if pair is (1, 2):
        return 4
    # ruleid: python-is-literal-comparison
    return status is b"raw"


class Handler:
    def handle(self, request):
        # ok: python-is-literal-comparison
        if request.user is None:
            return None
        # ok: python-is-literal-comparison
        if request.secure is True:
            return "https"
        # ok: python-is-literal-comparison
        if request.method == "GET":
            return "read"
        # ok: python-is-literal-comparison
        if request.body is Ellipsis:
            return "empty"
        # ok: python-is-literal-comparison
        if request.kind is not "x":
            return "other"
        # ok: python-is-literal-comparison
        return request.parent is self


def flags(anchored, location, expected, pair, name):
    # ok: python-is-literal-comparison
    assert anchored.trimmed is (expected != location)
    # ok: python-is-literal-comparison
    assert pair is (name.upper())
    # ok: python-is-literal-comparison
    assert name is "".join(pair) or name
    # ruleid: python-is-literal-comparison
    return pair is (name, 2)
