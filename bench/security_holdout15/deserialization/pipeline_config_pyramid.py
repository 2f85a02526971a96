import yaml
from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

PIPELINES = {}


@view_config(route_name="pipeline", request_method="PUT", renderer="json")
def upload_pipeline(request):
    config = yaml.safe_load(request.body.decode("utf-8"))
    if not isinstance(config, dict) or "steps" not in config:
        raise HTTPBadRequest("pipeline needs steps")
    PIPELINES[request.matchdict["name"]] = config
    return {"name": request.matchdict["name"], "steps": len(config["steps"])}


def main(global_config=None, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("pipeline", "/pipelines/{name}")
        config.scan()
        return config.make_wsgi_app()
