from pyramid.config import Configurator
from pyramid.view import view_config

RECORDS = [
    {"name": "alpha", "size": 12, "owner": "ops"},
    {"name": "beta", "size": 40, "owner": "dev"},
    {"name": "gamma", "size": 7, "owner": "ops"},
]


@view_config(route_name="records", renderer="json")
def filter_records(request):
    field = request.params.get("field", "size")
    op = request.params.get("op", ">")
    value = request.params.get("value", "0")
    predicate = build_predicate(field, op, value)
    return [r for r in RECORDS if predicate(r)]


def build_predicate(field, op, value):
    source = f"lambda r: r[{field!r}] {op} {value}"
    return eval(source)


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("records", "/records")
        config.scan()
    return config.make_wsgi_app()
