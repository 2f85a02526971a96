import falcon

GREETINGS = {"en": "Hello", "de": "Hallo", "fr": "Bonjour", "es": "Hola"}
FAREWELLS = {"en": "Goodbye", "de": "Auf Wiedersehen", "fr": "Au revoir", "es": "Adios"}


def pick_language(raw):
    primary = (raw or "en").split(",")[0].split("-")[0].strip().lower()
    return primary if primary in GREETINGS else "en"


class LanguageMiddleware:
    def process_request(self, req, resp):
        req.context.lang = pick_language(req.get_param("lang") or req.get_header("Accept-Language"))

    def process_response(self, req, resp, resource, req_succeeded):
        if getattr(req.context, "lang", None):
            resp.set_header("Content-Language", req.context.lang)


class GreetingResource:
    def on_get(self, req, resp):
        resp.media = {"greeting": GREETINGS[req.context.lang]}


class FarewellResource:
    def on_get(self, req, resp):
        resp.media = {"farewell": FAREWELLS[req.context.lang]}


app = falcon.App(middleware=[LanguageMiddleware()])
app.add_route("/greeting", GreetingResource())
app.add_route("/farewell", FarewellResource())


if __name__ == "__main__":
    from wsgiref.simple_server import make_server

    with make_server("", 8000, app) as httpd:
        httpd.serve_forever()
