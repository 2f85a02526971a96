from http.cookies import SimpleCookie


def application(environ, start_response):
    jar = SimpleCookie(environ.get("HTTP_COOKIE", ""))
    lang = jar["lang"].value if "lang" in jar else "en"
    start_response("200 OK", [("Content-Type", "text/html; charset=utf-8")])
    return [("<p>Current language: %s</p><a href='/settings'>Change</a>" % lang).encode("utf-8")]


if __name__ == "__main__":
    from wsgiref.simple_server import make_server

    make_server("127.0.0.1", 8000, application).serve_forever()
