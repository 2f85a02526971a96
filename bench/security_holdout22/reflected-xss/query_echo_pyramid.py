from pyramid.response import Response
from pyramid.view import view_config

MAX_LEN = 200


def clip(value):
    while len(value) > MAX_LEN:
        value = value[:MAX_LEN]
    return value


@view_config(route_name="echo")
def query_echo(request):
    term = clip(request.params.get("q", ""))
    body = "Results for %s\n(no matches)\n" % term
    return Response(body, content_type="text/plain", charset="utf-8")
