import tornado.web

STYLESHEETS = {"light": "light.css", "dark": "dark.css", "contrast": "high-contrast.css"}


class ThemeStylesheetHandler(tornado.web.RequestHandler):
    def get(self, theme):
        filename = STYLESHEETS.get(theme)
        if filename is None:
            raise tornado.web.HTTPError(404)
        path = self.settings["theme_dir"] + "/" + filename
        with open(path, "rb") as fh:
            data = fh.read()
        self.set_header("Content-Type", "text/css")
        self.write(data)


def make_app(theme_dir):
    return tornado.web.Application([(r"/themes/([^/]+)\.css", ThemeStylesheetHandler)], theme_dir=theme_dir)
