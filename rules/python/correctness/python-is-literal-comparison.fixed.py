def classify(status, code, ratio, pair):
    # ruleid: python-is-literal-comparison
    if status == "active":
        return 1
    # ruleid: python-is-literal-comparison
    if code == 404:
        return 2
    # ruleid: python-is-literal-comparison
    if ratio == 0.5:
        return 3
    # ruleid: python-is-literal-comparison
    if pair == (1, 2):
        return 4
    # ruleid: python-is-literal-comparison
    return status == b"raw"


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
    return pair == (name, 2)
