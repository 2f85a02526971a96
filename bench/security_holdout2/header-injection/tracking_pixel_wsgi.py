import base64
from urllib.parse import parse_qs

PIXEL = base64.b64decode("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7")


def application(environ, start_response):
    qs = parse_qs(environ.get("QUERY_STRING", ""))
    campaign = qs.get("c", ["direct"])[0]
    headers = [
        ("Content-Type", "image/gif"),
        ("Content-Length", str(len(PIXEL))),
        ("Cache-Control", "no-store"),
        ("Set-Cookie", "cmp=" + campaign + "; Path=/; Max-Age=2592000"),
    ]
    start_response("200 OK", headers)
    return [PIXEL]


if __name__ == "__main__":
    from wsgiref.simple_server import make_server

    make_server("", 8000, application).serve_forever()
