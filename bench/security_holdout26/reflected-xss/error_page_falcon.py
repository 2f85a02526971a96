import html

import falcon


class ErrorPage:
    def on_get(self, req, resp):
        code = req.get_param("code", default="unknown")
        message = req.get_header("X-Error-Message") or "Something went wrong"
        resp.content_type = falcon.MEDIA_HTML
        resp.text = "<h1>Error " + html.escape(code) + "</h1><p>" + html.escape(message) + "</p>"


app = falcon.App()
app.add_route("/error", ErrorPage())
