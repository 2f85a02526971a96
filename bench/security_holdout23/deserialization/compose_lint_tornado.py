import tornado.web
import yaml


class ComposeLintHandler(tornado.web.RequestHandler):
    def post(self):
        try:
            spec = yaml.safe_load(self.request.body)
        except yaml.YAMLError as exc:
            self.set_status(400)
            self.finish({"error": str(exc)})
            return
        services = spec.get("services", {}) if isinstance(spec, dict) else {}
        missing = [
            name for name, svc in services.items()
            if isinstance(svc, dict) and "image" not in svc and "build" not in svc
        ]
        self.write({"services": sorted(services), "missing_image": missing})


def make_app():
    return tornado.web.Application([(r"/lint/compose", ComposeLintHandler)])
