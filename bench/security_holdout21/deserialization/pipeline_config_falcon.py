import json
import logging
import os

import falcon
import yaml

log = logging.getLogger("pipelines")

ALLOWED_STAGES = {"build", "test", "package", "deploy"}
MAX_CONFIG_BYTES = 64 * 1024


class PipelineStore:
    def __init__(self):
        self._items = {}

    def put(self, project, config):
        self._items[project] = config

    def get(self, project):
        return self._items.get(project)


def check_config(config):
    if not isinstance(config, dict) or "stages" not in config:
        raise falcon.HTTPUnprocessableEntity(title="config needs a stages list")
    stages = config["stages"]
    if not isinstance(stages, list):
        raise falcon.HTTPUnprocessableEntity(title="stages must be a list")
    unknown = [s.get("name") for s in stages if s.get("name") not in ALLOWED_STAGES]
    if unknown:
        raise falcon.HTTPUnprocessableEntity(title=f"unknown stages: {unknown}")


class PipelineResource:
    def __init__(self, store):
        self.store = store

    def on_put(self, req, resp, project):
        raw = req.bounded_stream.read(MAX_CONFIG_BYTES + 1)
        if len(raw) > MAX_CONFIG_BYTES:
            raise falcon.HTTPPayloadTooLarge(title="config too large")
        try:
            config = yaml.safe_load(raw)
        except yaml.YAMLError as exc:
            log.info("config for %s rejected: %s", project, exc)
            raise falcon.HTTPBadRequest(title="invalid YAML")
        check_config(config)
        self.store.put(project, config)
        resp.status = falcon.HTTP_204

    def on_get(self, req, resp, project):
        config = self.store.get(project)
        if config is None:
            raise falcon.HTTPNotFound()
        resp.text = json.dumps(config)
        resp.content_type = falcon.MEDIA_JSON


app = falcon.App()
app.add_route("/projects/{project}/pipeline", PipelineResource(PipelineStore()))

if __name__ == "__main__":
    from wsgiref.simple_server import make_server
    make_server("127.0.0.1", int(os.environ.get("PORT", "8000")), app).serve_forever()
