import falcon

GREETINGS = {"en": "Hello", "de": "Hallo", "fr": "Bonjour", "es": "Hola"}
FAREWELLS = {"en": "Goodbye", "de": "Auf Wiedersehen", "fr": "Au revoir", "es": "Adios"}


def primary_tag(value):
    return value.split(",")[0].split("-")[0].strip().lower()


class LanguageMiddleware:
    def process_request(self, req, resp):
        req.context.lang = req.get_param("lang") or req.get_header("Accept-Language", default="en")

    def process_response(self, req, resp, resource, req_succeeded):
        if getattr(req.context, "lang", None):
            resp.set_header("Content-Language", req.context.lang)


class GreetingResource:
    def on_get(self, req, resp):
        lang = primary_tag(req.context.lang)
        resp.media = {"greeting": GREETINGS.get(lang, GREETINGS["en"])}


class FarewellResource:
    def on_get(self, req, resp):
        lang = primary_tag(req.context.lang)
        resp.media = {"farewell": FAREWELLS.get(lang, FAREWELLS["en"])}


app = falcon.App(middleware=[LanguageMiddleware()])
app.add_route("/greeting", GreetingResource())
app.add_route("/farewell", FarewellResource())


if __name__ == "__main__":
    from wsgiref.simple_server import make_server

    with make_server("", 8000, app) as httpd:
        httpd.serve_forever()
