from pyramid.config import Configurator
from pyramid.view import view_config

ROWS = [
    {"name": "alpha", "size": 3, "owner": "kim"},
    {"name": "beta", "size": 11, "owner": "lee"},
    {"name": "gamma", "size": 7, "owner": "park"},
]


def make_key(field_expr):
    source = "lambda row: " + field_expr
    return eval(source)


@view_config(route_name="rows", renderer="json")
def sorted_rows(request):
    key_expr = request.params.get("key", "row['name']")
    reverse = request.params.get("reverse") == "1"
    key_fn = make_key(key_expr)
    return sorted(ROWS, key=key_fn, reverse=reverse)


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("rows", "/rows")
        config.scan()
        return config.make_wsgi_app()
