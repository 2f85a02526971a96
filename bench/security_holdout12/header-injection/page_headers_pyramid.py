from pyramid.response import Response
from pyramid.view import view_config

HEADER_PARAMS = {"lang": "Content-Language", "ref": "X-Campaign-Ref"}


def extra_headers(params):
    headers = {}
    for param, header in HEADER_PARAMS.items():
        value = params.get(param)
        if value:
            headers[header] = value
    return headers


@view_config(route_name="landing")
def landing(request):
    response = Response("<h1>Spring sale</h1>", content_type="text/html")
    for name, value in extra_headers(request.params).items():
        response.headers[name] = value
    return response
