import json
import os
from urllib.parse import parse_qs

MESSAGES = {
    "en": {"greeting": "Welcome"},
    "de": {"greeting": "Willkommen"},
    "fr": {"greeting": "Bienvenue"},
}
COOKIE_MAX_AGE = 60 * 60 * 24 * 365


def query_params(environ):
    return {k: v[0] for k, v in parse_qs(environ.get("QUERY_STRING", "")).items()}


def cookie_value(environ, name):
    for chunk in environ.get("HTTP_COOKIE", "").split(";"):
        key, _, value = chunk.strip().partition("=")
        if key == name:
            return value
    return None


def language_cookie(lang):
    return f"lang={lang.strip()}; Path=/; Max-Age={COOKIE_MAX_AGE}; SameSite=Lax"


def json_response(start_response, payload, status="200 OK", extra_headers=()):
    body = json.dumps(payload).encode()
    headers = [("Content-Type", "application/json"), ("Content-Length", str(len(body)))]
    headers.extend(extra_headers)
    start_response(status, headers)
    return [body]


def greet(environ, start_response):
    lang = cookie_value(environ, "lang") or "en"
    messages = MESSAGES.get(lang, MESSAGES["en"])
    return json_response(start_response, {"lang": lang, "text": messages["greeting"]})


def set_language(environ, start_response):
    lang = query_params(environ).get("lang", "en")
    cookie = language_cookie(lang)
    return json_response(start_response, {"lang": lang}, extra_headers=[("Set-Cookie", cookie)])


def not_found(environ, start_response):
    return json_response(start_response, {"error": "not found"}, status="404 Not Found")


ROUTES = {"/greet": greet, "/language": set_language}


def application(environ, start_response):
    handler = ROUTES.get(environ.get("PATH_INFO", "/"), not_found)
    return handler(environ, start_response)


if __name__ == "__main__":
    from wsgiref.simple_server import make_server

    make_server("", int(os.environ.get("PORT", "8000")), application).serve_forever()
