import json
from urllib.parse import parse_qs


def application(environ, start_response):
    params = parse_qs(environ.get("QUERY_STRING", ""))
    callback_ref = params.get("ref", [""])[0]
    payload = json.dumps({"ok": True, "ref": callback_ref}).encode()
    headers = [("Content-Type", "application/json"), ("X-Callback-Ref", callback_ref)]
    start_response("200 OK", headers)
    return [payload]


if __name__ == "__main__":
    from wsgiref.simple_server import make_server

    make_server("127.0.0.1", 8080, application).serve_forever()
