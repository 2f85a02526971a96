import falcon

ASSET_HOST = "https://static.acme.dev"


class PageResource:
    def on_get(self, req, resp):
        theme = req.get_param("theme", default="light")
        stylesheet = "{}/themes/{}.css".format(ASSET_HOST, theme)
        links = ["<{}>; rel=preload; as=style".format(stylesheet)]
        for font in req.get_param_as_list("font", default=[]):
            links.append("<{}/fonts/{}.woff2>; rel=preload; as=font".format(ASSET_HOST, font))
        resp.set_header("Link", ", ".join(links))
        resp.content_type = falcon.MEDIA_HTML
        resp.text = "<html><body><div id='app'></div></body></html>"


app = falcon.App()
app.add_route("/", PageResource())
