import json
import uuid


def application(environ, start_response):
    request_id = uuid.uuid4().hex
    payload = json.dumps({"ok": True, "path": environ.get("PATH_INFO", "/")}).encode()
    headers = [("Content-Type", "application/json"), ("X-Request-Id", request_id)]
    start_response("200 OK", headers)
    return [payload]


if __name__ == "__main__":
    from wsgiref.simple_server import make_server

    make_server("127.0.0.1", 8080, application).serve_forever()
