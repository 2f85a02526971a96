from urllib.parse import parse_qs

SUPPORTED = {"en", "de", "fr", "es", "ja", "pt-BR"}
COOKIE_TEMPLATE = "locale=%s; Path=/; Max-Age=31536000; SameSite=Lax"


def locale_app(environ, start_response):
    params = parse_qs(environ.get("QUERY_STRING", ""))
    locale = params.get("locale", ["en"])[0]
    if locale not in SUPPORTED:
        locale = "en"
    cookie = COOKIE_TEMPLATE % locale
    start_response("302 Found", [("Location", "/"), ("Set-Cookie", cookie), ("Content-Type", "text/plain")])
    return [b"Redirecting"]


application = locale_app
