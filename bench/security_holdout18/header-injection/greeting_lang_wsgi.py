from urllib.parse import parse_qs
from wsgiref.simple_server import make_server

GREETINGS = {"en": "Hello", "de": "Hallo", "fr": "Bonjour", "es": "Hola"}


def app(environ, start_response):
    params = parse_qs(environ.get("QUERY_STRING", ""))
    lang = params.get("lang", ["en"])[0]
    body = GREETINGS.get(lang[:2].lower(), GREETINGS["en"]).encode("utf-8")
    headers = [
        ("Content-Type", "text/plain; charset=utf-8"),
        ("Content-Language", lang),
        ("Content-Length", str(len(body))),
    ]
    start_response("200 OK", headers)
    return [body]


if __name__ == "__main__":
    with make_server("0.0.0.0", 8000, app) as server:
        server.serve_forever()
