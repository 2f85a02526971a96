import tornado.web

ERROR_TEXT = {
    "404": "The page you asked for does not exist.",
    "410": "That page has been removed.",
}


def format_detail(code, path):
    message = ERROR_TEXT.get(code, "Something went wrong.")
    return f"<p>{message}</p><p>Requested path: <code>{path}</code></p>"


class ErrorPageBuilder:
    def __init__(self, code, path):
        self.code = code
        self.path = path

    def sections(self):
        yield f"<h1>Error {self.code}</h1>"
        yield format_detail(self.code, self.path)
        yield '<a href="/">Back to home</a>'

    def build(self):
        return "\n".join(self.sections())


class ErrorPageHandler(tornado.web.RequestHandler):
    def get(self):
        code = self.get_query_argument("code", "404")
        path = self.get_query_argument("path", "/")
        builder = ErrorPageBuilder(code, path)
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        self.write(builder.build())


def make_app():
    return tornado.web.Application([(r"/error", ErrorPageHandler)])
