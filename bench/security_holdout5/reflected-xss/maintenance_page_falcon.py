import falcon

from app import settings

MAINTENANCE_TEMPLATE = (
    "<html><head><title>{title}</title></head>"
    "<body><h1>{title} is down for maintenance</h1>"
    "<p>We expect to be back by {eta}.</p></body></html>"
)


class MaintenanceResource:
    def on_get(self, req, resp, path=None):
        resp.status = falcon.HTTP_503
        resp.content_type = falcon.MEDIA_HTML
        resp.set_header("Retry-After", str(settings.MAINTENANCE_RETRY_SECONDS))
        resp.text = MAINTENANCE_TEMPLATE.format(
            title=settings.SITE_NAME,
            eta=settings.MAINTENANCE_ETA.strftime("%H:%M UTC"),
        )


app = falcon.App()
resource = MaintenanceResource()
app.add_route("/", resource)
app.add_route("/{path}", resource)
