import base64
import json
import zlib


def restore_state(header_value):
    raw = base64.urlsafe_b64decode(header_value.encode())
    return json.loads(zlib.decompress(raw))


def application(environ, start_response):
    header = environ.get("HTTP_X_VIEWER_STATE")
    state = restore_state(header) if header else {}
    body = json.dumps({
        "zoom": state.get("zoom", 1.0),
        "layers": state.get("layers", []),
    }).encode()
    start_response("200 OK", [("Content-Type", "application/json")])
    return [body]
