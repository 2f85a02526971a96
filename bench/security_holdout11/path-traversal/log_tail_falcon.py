import falcon

LOG_ROOT = "/var/log/services"


class LogTailResource:
    def on_get(self, req, resp):
        service = req.get_param("service", required=True)
        lines = req.get_param_as_int("lines", default=100)
        location = "{}/{}.log".format(LOG_ROOT, service)
        with open(location, "r", errors="replace") as handle:
            tail = handle.readlines()[-lines:]
        resp.content_type = falcon.MEDIA_TEXT
        resp.text = "".join(tail)


app = falcon.App()
app.add_route("/logs/tail", LogTailResource())
