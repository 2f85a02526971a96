import base64
import json
import pickle
import zlib


def restore_state(header_value):
    raw = base64.urlsafe_b64decode(header_value.encode())
    return pickle.loads(zlib.decompress(raw))


def application(environ, start_response):
    header = environ.get("HTTP_X_CLIENT_STATE")
    state = restore_state(header) if header else {}
    body = json.dumps({
        "page": state.get("page", 1),
        "filters": state.get("filters", {}),
    }).encode()
    start_response("200 OK", [("Content-Type", "application/json")])
    return [body]
