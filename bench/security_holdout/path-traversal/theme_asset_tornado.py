import mimetypes

import tornado.web


class ThemeAssetHandler(tornado.web.RequestHandler):
    def get(self, theme, asset):
        path = self.settings["theme_dir"] + "/" + theme + "/" + asset
        try:
            with open(path, "rb") as fh:
                data = fh.read()
        except OSError:
            raise tornado.web.HTTPError(404)
        self.set_header("Content-Type", mimetypes.guess_type(path)[0] or "application/octet-stream")
        self.write(data)


def make_app(theme_dir):
    return tornado.web.Application([(r"/themes/([^/]+)/(.+)", ThemeAssetHandler)], theme_dir=theme_dir)
