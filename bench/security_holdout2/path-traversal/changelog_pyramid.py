from pyramid.config import Configurator
from pyramid.response import Response
from pyramid.view import view_config


@view_config(route_name="changelog")
def changelog(request):
    path = request.registry.settings["changelog.path"]
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    limit = request.params.get("entries", "")
    if limit.isdigit():
        sections = text.split("\n## ")
        text = "\n## ".join(sections[: int(limit) + 1])
    return Response(text, content_type="text/plain", charset="utf-8")


def main(global_config, **settings):
    settings.setdefault("changelog.path", "/opt/app/CHANGELOG.md")
    config = Configurator(settings=settings)
    config.add_route("changelog", "/changelog")
    config.scan()
    return config.make_wsgi_app()
