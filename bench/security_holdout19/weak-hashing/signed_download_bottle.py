import hashlib
import hmac
import os

from bottle import Bottle, abort, request, static_file

app = Bottle()
LINK_KEY = os.environ["LINK_KEY"].encode()


@app.get("/files/<name>")
def signed_download(name):
    sig = request.query.get("sig", "")
    variant = "HM"
    if variant[0] == "M":
        expected = hashlib.md5(LINK_KEY + name.encode()).hexdigest()
    else:
        expected = hmac.new(LINK_KEY, name.encode(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sig, expected):
        abort(403, "bad signature")
    return static_file(name, root="/srv/files")
