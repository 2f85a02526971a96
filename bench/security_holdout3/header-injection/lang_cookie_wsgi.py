from urllib.parse import parse_qs

COOKIE_TEMPLATE = "lang=%s; Path=/; Max-Age=31536000; SameSite=Lax"


def set_language_app(environ, start_response):
    params = parse_qs(environ.get("QUERY_STRING", ""))
    lang = params.get("lang", ["en"])[0]
    cookie = COOKIE_TEMPLATE % lang
    start_response("302 Found", [("Location", "/"), ("Set-Cookie", cookie), ("Content-Type", "text/plain")])
    return [b"Redirecting"]


application = set_language_app

if __name__ == "__main__":
    from wsgiref.simple_server import make_server

    with make_server("", 8000, application) as httpd:
        httpd.serve_forever()
